import { sql } from 'kysely';
import type { Notifications } from '../../db/notifications';
import type { EventFanout } from './publisher';
import type { OutboxRepository } from './repository';

/** NOTIFY refuses payloads of 8000 bytes or more; ids are 36 characters and a comma. */
const IDS_PER_NOTIFY = 150;

/**
 * Live events between instances through PostgreSQL LISTEN/NOTIFY (when there is no Redis), on one
 * channel per schema. A NOTIFY carries only the sending instance and event ids, never an event (which
 * could pass NOTIFY's 8,000-byte limit: an order of 25 lines does); it is sent in the relay's
 * transaction, so it arrives once the rows are committed, and the other instances read the events
 * from the outbox by id.
 */
export function createPostgresFanout(deps: {
  notifications: Notifications;
  repository: OutboxRepository;
  channel: string;
  origin: string;
  onError: (error: unknown) => void;
}): EventFanout {
  let unlisten: (() => Promise<void>) | undefined;
  // One read at a time, so events reach the listeners in the order they were published.
  let reading = Promise.resolve();
  return {
    async send(trx, events) {
      for (let start = 0; start < events.length; start += IDS_PER_NOTIFY) {
        const ids = events.slice(start, start + IDS_PER_NOTIFY).map((event) => event.id);
        await sql`select pg_notify(${deps.channel}, ${`${deps.origin} ${ids.join(',')}`})`.execute(trx);
      }
    },
    async start(onEvents) {
      unlisten = await deps.notifications.listen(deps.channel, (payload) => {
        const [origin, ids] = payload.split(' ');
        if (origin === deps.origin || !ids) return;
        reading = reading.then(() => deps.repository.byIds(ids.split(',')).then(onEvents, deps.onError));
      });
    },
    async close() {
      await unlisten?.();
    },
  };
}
