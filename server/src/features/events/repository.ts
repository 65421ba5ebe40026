import { type Expression, type QueryCreator, sql } from 'kysely';
import type { Database, Db, Trx } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';
import type { EventAudience, LiveEventData, PublishedEvent } from './publisher';

/** One-time tickets that open the event stream; only their hash is stored. */
export function createEventsTicketsRepository(db: Db) {
  return {
    /** A new ticket for the user, valid until `expiresAt`; clears tickets that expired a while ago. */
    async issue(userId: string, expiresAt: Date): Promise<string> {
      const ticket = createOpaqueToken();
      await db
        .deleteFrom('events_tickets')
        .where('expires_at', '<', new Date(expiresAt.getTime() - 10 * 60_000))
        .execute();
      await db
        .insertInto('events_tickets')
        .values({ token_hash: hashOpaqueToken(ticket), user_id: userId, expires_at: expiresAt })
        .execute();
      return ticket;
    },

    /**
     * Spends a ticket: the owner's id when the ticket exists, was issued for the customer stream (not a
     * place's staff stream), has not expired at `now` and its account is not deleted; undefined otherwise.
     * Atomic (the row is deleted, whatever the answer, as the staff stream does), so a ticket opens one
     * stream, and only the one it was issued for.
     */
    async consume(ticket: string, now: Date): Promise<string | undefined> {
      const row = await db
        .deleteFrom('events_tickets')
        .where('token_hash', '=', hashOpaqueToken(ticket))
        .returning(['user_id', 'provider_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.provider_id !== null || row.expires_at <= now) return undefined;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', row.user_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return user?.id;
    },
  };
}

export type EventsTicketsRepository = ReturnType<typeof createEventsTicketsRepository>;

/** One outbox row, as the relay and the fan-out read it. */
function toEvent(row: { id: string; audience: unknown; data: unknown }): PublishedEvent {
  return { id: row.id, audience: row.audience as EventAudience, data: row.data as LiveEventData };
}

/**
 * The outbox's insert of `events` as a part (a data-modifying CTE) of another feature's statement, so
 * that one statement commits a change and the events that announce it, with no transaction around it:
 * the events are written only when the statement's CTE `onlyWithRowsOf` has a row (the change was
 * made). Their seq in this order. The commit watch (db/commit-watch.ts) sees the insert in the CTE.
 * `computed`: a field the statement works out as it writes (a balance read under its lock).
 */
export function outboxInsert(
  creator: QueryCreator<Database>,
  events: readonly PublishedEvent[],
  onlyWithRowsOf: string,
  /**
   * A field of the events of `type` that the statement computes (a balance read under its lock):
   * `value` replaces what the event says there.
   */
  computed?: { type: LiveEventData['type']; field: string; value: Expression<unknown> },
) {
  const rows = events.map((event) => ({
    id: event.id,
    audience: event.audience,
    type: event.data.type,
    data: event.data,
  }));
  return creator
    .insertInto('event_outbox')
    .columns(['id', 'audience', 'type', 'data'])
    .expression(
      creator
        .selectFrom(
          sql<{ id: string; audience: string; type: string; data: string }>`jsonb_populate_recordset(
            null::event_outbox, ${JSON.stringify(rows)})`.as('event'),
        )
        .select([
          'event.id',
          'event.audience',
          'event.type',
          computed
            ? sql<string>`case when event.type = ${computed.type}
                then jsonb_set(event.data::jsonb, ${`{${computed.field}}`}::text[], to_jsonb(${computed.value}))
                else event.data::jsonb end`.as('data')
            : 'event.data',
        ])
        .where(sql<boolean>`exists (select from ${sql.table(onlyWithRowsOf)})`),
    );
}

/** The outbox table (0008_outbox.sql): events written with their change, until the relay publishes them. */
export function createOutboxRepository(db: Db) {
  return {
    /** Writes events into the caller's transaction, in one statement (their seq in this order). */
    async insert(trx: Trx, events: readonly PublishedEvent[]): Promise<void> {
      await trx
        .insertInto('event_outbox')
        .values(
          events.map((event) => ({
            id: event.id,
            audience: JSON.stringify(event.audience),
            type: event.data.type,
            data: JSON.stringify(event.data),
          })),
        )
        .execute();
    },

    /**
     * For consumers that keep a position (notifications): committed events of `type` after `afterSeq`,
     * oldest first, at most `limit`.
     */
    async readForConsumer(
      executor: Db | Trx,
      options: { type: string; afterSeq: string; limit: number },
    ): Promise<Array<PublishedEvent & { seq: string }>> {
      const rows = await executor
        .selectFrom('event_outbox')
        .select(['id', 'seq', 'audience', 'data'])
        .where('type', '=', options.type)
        .where('seq', '>', options.afterSeq)
        .orderBy('seq')
        .limit(options.limit)
        .execute();
      return rows.map((row) => ({ ...toEvent(row), seq: String(row.seq) }));
    },

    /**
     * The ids of committed events of `type` at or before `atOrBeforeSeq` whose transaction began in the
     * last `recentSeconds`, at most `limit` (the oldest first): seq is the order of appends, not of
     * commits, so an event appended before a consumer's position may commit after it, and a consumer
     * looks at this window again for events it has not done. Ids only: a consumer has done nearly all of
     * them, and reads the others with `readByIds`. Read by `created_at`'s index: the window's rows only.
     */
    async recentIdsForConsumer(
      executor: Db | Trx,
      options: { type: string; atOrBeforeSeq: string; recentSeconds: number; limit: number },
    ): Promise<string[]> {
      const rows = await executor
        .selectFrom('event_outbox')
        .select('id')
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${options.recentSeconds})`)
        .where('type', '=', options.type)
        .where('seq', '<=', options.atOrBeforeSeq)
        .orderBy('created_at')
        .limit(options.limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The events with these ids, in `seq` order. */
    async readByIds(
      executor: Db | Trx,
      ids: readonly string[],
    ): Promise<Array<PublishedEvent & { seq: string }>> {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectFrom('event_outbox')
        .select(['id', 'seq', 'audience', 'data'])
        .where('id', 'in', ids)
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({ ...toEvent(row), seq: String(row.seq) }));
    },

    /**
     * Up to `limit` unpublished events, oldest first, locked until `trx` ends. Rows another relay has
     * claimed are skipped (SKIP LOCKED), so instances share the work instead of each sending every row.
     */
    async claim(trx: Trx, limit: number): Promise<PublishedEvent[]> {
      const rows = await trx
        .selectFrom('event_outbox')
        .select(['id', 'audience', 'data'])
        .where('published_at', 'is', null)
        .orderBy('seq')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      return rows.map(toEvent);
    },

    async markPublished(trx: Trx, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await trx
        .updateTable('event_outbox')
        .set({ published_at: sql`now()` })
        .where('id', 'in', ids)
        .execute();
    },

    /** The events with these ids (another instance's relay named them), in the order they were written. */
    async byIds(ids: string[]): Promise<PublishedEvent[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('event_outbox')
        .select(['id', 'audience', 'data'])
        .where('id', 'in', ids)
        .orderBy('seq')
        .execute();
      return rows.map(toEvent);
    },

    /** How many events wait for the relay, and how old the oldest is in seconds (the database's clock). */
    async backlog(): Promise<{ count: number; oldestAgeSeconds: number }> {
      const row = await db
        .selectFrom('event_outbox')
        .select([
          sql<number>`count(*)::int`.as('count'),
          sql<number>`coalesce(extract(epoch from now() - min(created_at)), 0)::float8`.as('age'),
        ])
        .where('published_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { count: row.count, oldestAgeSeconds: row.age };
    },

    /** Deletes events published more than `retentionMs` ago (the database's clock); how many. */
    async deletePublishedBefore(retentionMs: number): Promise<number> {
      const result = await db
        .deleteFrom('event_outbox')
        .where('published_at', '<', sql<Date>`now() - ${retentionMs} * interval '1 millisecond'`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
