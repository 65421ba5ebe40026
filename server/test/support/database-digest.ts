import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Tables the app's own background work writes while a test runs: the events relay marks outbox rows
 * published, and the notifications worker advances its position and its deliveries' attempts. For these,
 * the digest covers which rows exist (their keys), not the columns that work changes: a request that
 * wrote to them would still add a row, and nothing else waits on the background.
 */
const BACKGROUND_KEYS: Record<string, string> = {
  event_outbox: 'id',
  notification_deliveries: 'id',
  notification_events_done: 'event_id',
  // One row, its position: moved by the worker only.
  notification_position: 'singleton',
};

/**
 * A digest of every row of every table of the app's schema, by table: equal digests, nothing changed.
 * The notifications worker is first brought to rest (two passes: one may already be running, begun
 * before the latest events): otherwise the deliveries of an event a test's setup made (an order's
 * receipt mail) may appear between a "before" and an "after", as a PostgreSQL run saw.
 */
export async function databaseDigest(app: FastifyInstance): Promise<Record<string, string>> {
  await app.features.notifications.worker.runOnce();
  await app.features.notifications.worker.runOnce();
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(app.db);
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const key = BACKGROUND_KEYS[name];
    const row = key
      ? await sql<{ digest: string | null }>`
          SELECT md5(coalesce(string_agg(t.${sql.ref(key)}::text, '|' ORDER BY t.${sql.ref(key)}::text), '')) AS digest
          FROM ${sql.table(name)} AS t`.execute(app.db)
      : await sql<{ digest: string | null }>`
          SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest
          FROM ${sql.table(name)} AS t`.execute(app.db);
    digest[name] = row.rows[0]?.digest ?? '';
  }
  return digest;
}
