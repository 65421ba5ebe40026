import { randomUUID } from 'node:crypto';
import type { Trx } from '../../db/schema';
import type { EventAudience, LiveEventData, PublishedEvent } from './publisher';
import type { OutboxRepository } from './repository';

/**
 * How every feature sends a live event: written into the caller's transaction, so the event exists if
 * and only if the change it announces was committed. The relay (relay.ts) publishes it after the
 * commit; nothing is sent before. Returns the event's id.
 */
export interface EventOutbox {
  append(trx: Trx, audience: EventAudience, data: LiveEventData): Promise<string>;
  /** Several events written in one statement, in this order (a change told to several audiences); their ids. */
  appendAll(trx: Trx, entries: readonly OutboxEntry[]): Promise<string[]>;
  /**
   * The rows `appendAll` would write for `entries` (their ids given), for a statement that writes them
   * as one of its parts (repository.ts's `outboxInsert`): one statement then commits a change and its
   * events, with no transaction. Call `written` once that statement has written them.
   */
  prepare(entries: readonly OutboxEntry[]): PreparedEvents;
}

/** Events to be written by a statement of the caller's (`EventOutbox.prepare`). */
export interface PreparedEvents {
  rows: PublishedEvent[];
  written(): void;
}

/** One event to append: who hears of it, and what. */
export interface OutboxEntry {
  audience: EventAudience;
  data: LiveEventData;
}

/**
 * The outbox of this instance. The relay publishes an append once its transaction has committed: it is
 * told of each commit that wrote into `event_outbox` (db/commit-watch.ts), in a request or not.
 */
export function createEventOutbox(deps: { repository: OutboxRepository }): EventOutbox {
  const rowsOf = (entries: readonly OutboxEntry[]): PublishedEvent[] =>
    entries.map(({ audience, data }) => ({ id: randomUUID(), audience, data }));
  async function appendAll(trx: Trx, entries: readonly OutboxEntry[]): Promise<string[]> {
    if (entries.length === 0) return [];
    const events = rowsOf(entries);
    await deps.repository.insert(trx, events);
    return events.map((event) => event.id);
  }
  return {
    appendAll,
    prepare: (entries) => ({ rows: rowsOf(entries), written: () => {} }),
    async append(trx, audience, data) {
      const [id] = await appendAll(trx, [{ audience, data }]);
      return id as string;
    },
  };
}
