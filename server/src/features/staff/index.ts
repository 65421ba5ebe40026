import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/schema';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { CatalogCommands, CatalogFeature, CatalogRepository } from '../catalog';
import type { CounterTokenFeature, CounterTokens } from '../counter-token';
import type { EventAudience, EventsFeature, PublishedEvent } from '../events';
import type { OrdersFeature, OrdersRepository, OrdersService } from '../orders';
import type { PointsFeature, PointsService } from '../points';
import { createCounterSessions } from './counter-session';
import { createStaffHandlers } from './handlers';
import { createStaffRepository } from './repository';

// What other features may use of this one.
export { createStaffRepository, staffOfUser } from './repository';

/**
 * The staff console of a place: its order queue (orders' `service.move`), the counter (a scanned QR
 * token, then awards and redeems through the points service), sold-out marks (the catalogue's setSoldOut
 * command) and the
 * place's live event stream. Memberships come from `npm run staff:add` and the demo seed.
 */
export function createStaffFeature(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  orders: {
    service: OrdersService;
    repository: Pick<OrdersRepository, 'load' | 'activeOfPlace' | 'isOfPlace' | 'openOrdersAt'>;
  };
  points: PointsService;
  counterTokens: CounterTokens;
  /** Counts wrong typed codes (the login's mechanism: in memory, or Redis when REDIS_URL is set). */
  codeLimiter: AttemptLimiter;
  codeLimits: { staffMax: number; placeMax: number };
  /** The catalogue's command: it writes the mark and its events in one transaction. */
  setSoldOut: CatalogCommands['setSoldOut'];
  /** The place's row, for the console's settings (the catalogue owns the places). */
  findPlaceRow: CatalogRepository['findPlaceRow'];
  openStream: (
    reply: FastifyReply,
    audiences: EventAudience[],
    options?: { endAfter?: (event: PublishedEvent) => boolean },
  ) => FastifyReply;
}) {
  const repository = createStaffRepository(deps.db);
  return {
    repository,
    handlers: createStaffHandlers({
      db: deps.db,
      clock: deps.clock,
      repository,
      orders: deps.orders.service,
      ordersRepository: deps.orders.repository,
      points: deps.points,
      counterTokens: deps.counterTokens,
      counterSessions: createCounterSessions({ secret: deps.secret, clock: deps.clock }),
      codeLimiter: deps.codeLimiter,
      codeLimits: deps.codeLimits,
      setSoldOut: deps.setSoldOut,
      findPlaceRow: deps.findPlaceRow,
      openStream: deps.openStream,
    }),
  };
}

export const staffFeature = defineFeature({
  name: 'staff',
  dependencies: ['catalog', 'orders', 'points', 'counterToken', 'events'],
  build: (
    { db, clock, config, attemptLimiter },
    needs: {
      catalog: Pick<CatalogFeature, 'commands' | 'repository'>;
      orders: Pick<OrdersFeature, 'service' | 'repository' | 'copyOrderUpdates'>;
      points: Pick<PointsFeature, 'service'>;
      counterToken: Pick<CounterTokenFeature, 'tokens'>;
      events: Pick<EventsFeature, 'openStream'>;
    },
  ) => {
    // The staff of the order's place hear of every change to it (new orders, the customer's
    // cancellations, staff moves) on their stream: a copy written in the same statement.
    needs.orders.copyOrderUpdates((event) => ({ providerId: event.order.providerId }));
    return createStaffFeature({
      db,
      clock,
      secret: config.jwtSecret,
      orders: needs.orders,
      points: needs.points.service,
      counterTokens: needs.counterToken.tokens,
      codeLimiter: attemptLimiter('counter-code-failures', config.counterCodeFailures.windowMs),
      codeLimits: config.counterCodeFailures,
      setSoldOut: needs.catalog.commands.setSoldOut,
      findPlaceRow: (providerId) => needs.catalog.repository.findPlaceRow(providerId),
      openStream: needs.events.openStream,
    });
  },
});
