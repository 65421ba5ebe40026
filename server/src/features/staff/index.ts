import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CatalogCommands } from '../catalog/commands';
import type { CounterTokens } from '../counter-token/tokens';
import type { EventAudience, EventPublisher } from '../events/publisher';
import type { OrdersRepository } from '../orders/repository';
import type { OrdersService } from '../orders/service';
import type { LedgerRepository } from '../points/repository';
import { createCounterSessions } from './counter-session';
import { createStaffHandlers } from './handlers';
import { createStaffRepository } from './repository';

/**
 * The staff console of a place: its order queue (orders' `service.move`), the counter (a scanned QR
 * token, then awards and redeems through the ledger), sold-out marks (the catalogue's setSoldOut command) and the
 * place's live event stream. Memberships come from `npm run staff:add` and the demo seed.
 */
export function createStaffFeature(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  orders: { service: OrdersService; repository: Pick<OrdersRepository, 'load'> };
  ledger: LedgerRepository;
  counterTokens: CounterTokens;
  /** The catalogue's command: it writes the mark and its events in one transaction. */
  setSoldOut: CatalogCommands['setSoldOut'];
  publisher: EventPublisher;
  openStream: (reply: FastifyReply, audiences: EventAudience[]) => FastifyReply;
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
      ledger: deps.ledger,
      counterTokens: deps.counterTokens,
      counterSessions: createCounterSessions({ secret: deps.secret, clock: deps.clock }),
      setSoldOut: deps.setSoldOut,
      publisher: deps.publisher,
      openStream: deps.openStream,
    }),
  };
}

/**
 * The publisher orders are given: every `order.updated` for a customer also goes to the staff of the
 * order's place (new orders, the customer's cancellations, staff moves), through the same publisher.
 */
export function withStaffCopies(publisher: EventPublisher): EventPublisher {
  return {
    publish(audience, data) {
      const event = publisher.publish(audience, data);
      if (data.type === 'order.updated' && 'userId' in audience) {
        publisher.publish({ providerId: data.order.providerId }, data);
      }
      return event;
    },
    subscribe: (audience, listener) => publisher.subscribe(audience, listener),
  };
}
