import type { Trx } from '../../db/schema';
import type { EventAudience, EventPublisher, LiveEventData } from '../events/publisher';
import type { CatalogOutbox } from './commands';

/**
 * TEMPORARY until the transactional outbox lands: an outbox that keeps what a command appends in its
 * transaction and publishes it once the transaction has committed (`committed`, called by the
 * commands), so no one hears of a change the database does not hold yet. A rolled-back transaction's
 * events are dropped with it.
 */
export function publishingOutbox(publisher: EventPublisher): CatalogOutbox {
  const pending = new WeakMap<Trx, { audience: EventAudience; data: LiveEventData }[]>();
  return {
    async append(trx, audience, data) {
      const events = pending.get(trx) ?? [];
      events.push({ audience, data });
      pending.set(trx, events);
      return `pending:${events.length}`;
    },
    committed(trx) {
      const events = pending.get(trx) ?? [];
      pending.delete(trx);
      for (const { audience, data } of events) publisher.publish(audience, data);
    },
  };
}
