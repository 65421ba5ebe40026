import { activeOrderStatuses, orderStatusTransitions } from '../../api/contract.gen';
import type { Handlers, Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { decodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { keptAnswer } from '../../lib/kept-answers';
import { callerId } from '../../plugins/authentication';
import { languageOf, type ProviderRecord } from '../catalog';
import { pickupChoices, pickupPlaceOf, slotGrid } from './pickup-times';
import type { QueueCounts } from './queue-count';
import { estimateAsapReadyAt, queueSettingsOf } from './ready-estimate';
import type { OrdersRepository } from './repository';
import type { OrdersService } from './service';

const DEFAULT_PAGE_SIZE = 20;
/** Finished orders: the statuses with no way out. */
const FINISHED_STATUSES = (
  Object.keys(orderStatusTransitions) as (keyof typeof orderStatusTransitions)[]
).filter((status) => orderStatusTransitions[status].length === 0);

type PickupTimes = Schema<'PickupTimes'>;
const NO_TIMES: readonly string[] = Object.freeze([]);

/**
 * listPickupTimes' answers, kept: a place's list of times stays the same array until it moves on (at
 * each slot; pickup-times.ts keeps it), and the rest of the answer changes once a minute at most, so
 * the requests of a minute get the same frozen answer, checked against the contract and written once
 * (lib/kept-answers.ts). Per list of times (dropped with it), the last few answers.
 */
function keptPickupAnswers() {
  const KEPT_PER_LIST = 8;
  const byTimes = new WeakMap<readonly string[], Map<string, { data: PickupTimes }>>();
  return {
    of(times: readonly string[], rest: Omit<PickupTimes, 'times'>): { data: PickupTimes } {
      let answers = byTimes.get(times);
      if (!answers) {
        answers = new Map();
        byTimes.set(times, answers);
      }
      const key = JSON.stringify(rest);
      let answer = answers.get(key);
      if (!answer) {
        if (answers.size >= KEPT_PER_LIST) answers.delete(answers.keys().next().value as string);
        // The frozen list itself: nothing writes to an answer (the type wants a mutable array).
        answer = keptAnswer({ data: { ...rest, times: times as string[] } });
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

export function createOrdersHandlers(deps: {
  service: OrdersService;
  repository: OrdersRepository;
  /** The orders ahead of one placed now, kept per place while the queue does not move. */
  queueCounts: Pick<QueueCounts, 'aheadOfAsap'>;
  /** The place as the catalogue holds it in memory. */
  findPlace: (providerId: string) => Promise<ProviderRecord | undefined>;
  clock: Clock;
  db: Db;
}): Handlers<
  'checkout' | 'listMyOrders' | 'getMyOrder' | 'getMyOrderAttempt' | 'cancelMyOrder' | 'listPickupTimes'
> {
  const { service } = deps;
  const pickupAnswers = keptPickupAnswers();
  return {
    async checkout(request, reply) {
      const idempotencyKey = (request.headers as Record<string, string>)['idempotency-key'] as string;
      const { order, created } = await service.checkout(callerId(request), idempotencyKey, request.body);
      reply.code(created ? 201 : 200);
      return { data: order };
    },

    async listMyOrders(request) {
      const { scope = 'active', cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const statuses = scope === 'active' ? activeOrderStatuses : FINISHED_STATUSES;
      const page = await service.listForUser({
        userId: callerId(request),
        statuses,
        limit,
        after,
        language: languageOf(request),
      });
      return { data: page };
    },

    async getMyOrder(request) {
      return {
        data: await service.getForUser(callerId(request), request.params.orderId, languageOf(request)),
      };
    },

    async getMyOrderAttempt(request) {
      return {
        data: await service.getAttempt(callerId(request), request.params.idempotencyKey, languageOf(request)),
      };
    },

    async cancelMyOrder(request) {
      return { data: await service.cancelByCustomer(callerId(request), request.params.orderId) };
    },

    async listPickupTimes(request) {
      const provider = await deps.findPlace(request.params.providerId);
      if (!provider) throw notFound('Provider not found');
      const now = deps.clock();
      const place = pickupPlaceOf(provider);
      const paused = provider.ordering_paused_at
        ? {
            since: new Date(provider.ordering_paused_at).toISOString(),
            reason: provider.ordering_pause_reason ?? '',
          }
        : undefined;
      // A place with a limit per slot: one grouped count of the orders in today's and tomorrow's slots.
      const full = new Set<number>();
      const max = provider.max_orders_per_slot;
      if (max !== null && !paused) {
        const grid = slotGrid(place, now);
        const from = new Date(now.getTime() - (grid.slotSeconds + grid.prepSeconds) * 1000);
        const to = new Date(now.getTime() + 50 * 60 * 60_000);
        const counts = await deps.repository.slotCounts(deps.db, provider.id, grid, from, to);
        for (const [slot, orders] of counts) if (orders >= max) full.add(slot);
      }
      const choices = pickupChoices(place, now, full);
      const asapAvailable = !paused && choices.asapAvailable;
      // When an order placed now would be ready: one count of the orders ahead of it.
      const asapReadyAt = asapAvailable
        ? estimateAsapReadyAt(
            await deps.queueCounts.aheadOfAsap(provider.id, provider.prep_minutes, now),
            queueSettingsOf(provider),
            now,
          ).toISOString()
        : null;
      return pickupAnswers.of(paused ? NO_TIMES : choices.times, {
        timezone: provider.timezone,
        asapAvailable,
        opensAt: choices.opensAt?.toISOString() ?? null,
        asapReadyAt,
        ...(paused ? { orderingPaused: paused } : {}),
      });
    },
  };
}
