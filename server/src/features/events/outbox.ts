import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Trx } from '../../db/schema';
import type { EventAudience, LiveEventData } from './publisher';
import type { OutboxRepository } from './repository';
import type { RequestAppends } from './request-appends';

/**
 * How every feature sends a live event: written into the caller's transaction, so the event exists if
 * and only if the change it announces was committed. The relay (relay.ts) publishes it after the
 * commit; nothing is sent before. Returns the event's id.
 */
export interface EventOutbox {
  append(trx: Trx, audience: EventAudience, data: LiveEventData): Promise<string>;
  /** Several events written in one statement, in this order (a change told to several audiences); their ids. */
  appendAll(trx: Trx, entries: readonly OutboxEntry[]): Promise<string[]>;
}

/** One event to append: who hears of it, and what. */
export interface OutboxEntry {
  audience: EventAudience;
  data: LiveEventData;
}

/**
 * The outbox of this instance. An append within a request is published when the request is answered
 * (request-appends.ts: its transaction has committed by then). Any other append also sends a NOTIFY on
 * `wakeChannel` naming this instance, which PostgreSQL (and PGlite) delivers only when the transaction
 * commits, so this instance's relay publishes the event right after the commit, without polling (one
 * NOTIFY per transaction: PostgreSQL folds identical ones).
 */
export function createEventOutbox(deps: {
  repository: OutboxRepository;
  wakeChannel: string;
  origin: string;
  /** Tells which appends are a request's (absent: every append sends its NOTIFY). */
  requestAppends?: Pick<RequestAppends, 'markAppended'>;
}): EventOutbox {
  async function appendAll(trx: Trx, entries: readonly OutboxEntry[]): Promise<string[]> {
    if (entries.length === 0) return [];
    const events = entries.map(({ audience, data }) => ({ id: randomUUID(), audience, data }));
    await deps.repository.insert(trx, events);
    if (!deps.requestAppends?.markAppended()) {
      await sql`select pg_notify(${deps.wakeChannel}, ${deps.origin})`.execute(trx);
    }
    return events.map((event) => event.id);
  }
  return {
    appendAll,
    async append(trx, audience, data) {
      const [id] = await appendAll(trx, [{ audience, data }]);
      return id as string;
    },
  };
}
