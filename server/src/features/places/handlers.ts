import type { FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../api/handler';
import { AppError, notFound } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { AuditLog } from '../audit';
import {
  type CatalogCommands,
  type CatalogFeature,
  type PlaceRecord,
  PlaceVersionConflict,
} from '../catalog';
import { toManagedPlace } from './mappers';

type ManagedPlace = Schema<'PlaceSettings'>;

/**
 * The back office's places. Every write is a catalogue command (one transaction, `catalog.changed` to
 * every instance's apps and counters) with its audit record in the same transaction. A stale `version`
 * answers 409 with the place as it now is.
 */
export function createPlacesHandlers(deps: {
  catalog: Pick<CatalogFeature, 'change' | 'repository'>;
  audit: AuditLog;
}): Handlers<
  | 'createManagedPlace'
  | 'getManagedPlace'
  | 'updateManagedPlace'
  | 'setPlaceHours'
  | 'setPickupSettings'
  | 'setCounterSettings'
  | 'setOrderingPause'
> {
  const { catalog, audit } = deps;

  async function current(providerId: string): Promise<PlaceRecord> {
    const row = await catalog.repository.findPlaceRow(providerId);
    if (!row) throw notFound('Provider not found');
    return row;
  }

  /**
   * Runs a command on an existing place with its audit record (`before` and `after` the place as the back
   * office sees it); a version conflict is answered with the current values.
   */
  async function edit(
    request: FastifyRequest,
    providerId: string,
    action: string,
    command: (commands: CatalogCommands) => Promise<PlaceRecord>,
  ): Promise<{ data: ManagedPlace }> {
    try {
      const after = await catalog.change(async (commands, trx) => {
        const before = await commands.lockPlace(providerId);
        if (!before) throw notFound('Provider not found');
        const written = await command(commands);
        await audit.record(trx, {
          actorUserId: callerId(request),
          providerId,
          action,
          entityType: 'place',
          entityId: providerId,
          before: toManagedPlace(before),
          after: toManagedPlace(written),
        });
        return written;
      });
      return { data: toManagedPlace(after) };
    } catch (error) {
      if (!(error instanceof PlaceVersionConflict)) throw error;
      throw new AppError(409, error.code, error.message, undefined, {
        currentPlace: toManagedPlace(error.current),
      });
    }
  }

  return {
    async createManagedPlace(request, reply) {
      const { pickup, openingHours, closedDates, ...details } = request.body;
      const place = await catalog.change(async (commands, trx) => {
        const created = await commands.createPlace({ ...details, openingHours, closedDates, pickup });
        await audit.record(trx, {
          actorUserId: callerId(request),
          providerId: created.id,
          action: 'place.create',
          entityType: 'place',
          entityId: created.id,
          before: null,
          after: toManagedPlace(created),
        });
        return created;
      });
      reply.code(201);
      return { data: toManagedPlace(place) };
    },

    async getManagedPlace(request) {
      return { data: toManagedPlace(await current(request.params.providerId)) };
    },

    async updateManagedPlace(request) {
      const { version, ...details } = request.body;
      return edit(request, request.params.providerId, 'place.update', (commands) =>
        commands.updatePlaceDetails({ providerId: request.params.providerId, version, ...details }),
      );
    },

    async setPlaceHours(request) {
      return edit(request, request.params.providerId, 'place.hours', (commands) =>
        commands.setOpeningHours({ providerId: request.params.providerId, ...request.body }),
      );
    },

    async setPickupSettings(request) {
      return edit(request, request.params.providerId, 'place.pickup', (commands) =>
        commands.setPickupSettings({ providerId: request.params.providerId, ...request.body }),
      );
    },

    async setCounterSettings(request) {
      return edit(request, request.params.providerId, 'place.counter', (commands) =>
        commands.setCounterSettings({ providerId: request.params.providerId, ...request.body }),
      );
    },

    async setOrderingPause(request) {
      return edit(
        request,
        request.params.providerId,
        request.body.paused ? 'place.pause' : 'place.resume',
        (commands) => commands.setOrderingPause({ providerId: request.params.providerId, ...request.body }),
      );
    },
  };
}
