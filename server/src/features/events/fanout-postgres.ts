import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/schema';
import type { EventFanout } from './publisher';

/** NOTIFY refuses payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = 1_000;

/**
 * Live events between instances through PostgreSQL LISTEN/NOTIFY (when there is no Redis): one channel
 * per schema, so databases shared by several apps (the tests' schemas) stay apart. Sending goes through
 * the app's pool; receiving holds one connection of its own, reconnected when it drops. An event over
 * NOTIFY's size limit (an order of some 25 lines) reaches this instance's streams only, and is logged.
 */
export function createPostgresFanout(deps: {
  db: Db;
  databaseUrl: string;
  channel: string;
  onError: (error: unknown) => void;
}): EventFanout {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(deps.channel)) throw new Error(`Invalid channel: ${deps.channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  async function listen(onMessage: (message: string) => void): Promise<void> {
    const next = new pg.Client({ connectionString: deps.databaseUrl });
    next.on('notification', (notification) => {
      if (notification.channel === deps.channel && notification.payload) onMessage(notification.payload);
    });
    next.on('error', (error) => {
      deps.onError(error);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!closed) reconnect = setTimeout(() => listen(onMessage).catch(deps.onError), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${deps.channel}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  }

  return {
    send(message) {
      if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) {
        deps.onError(
          new Error(`A live event of ${Buffer.byteLength(message)} bytes is too large for NOTIFY`),
        );
        return;
      }
      sql`select pg_notify(${deps.channel}, ${message})`.execute(deps.db).catch(deps.onError);
    },
    start: listen,
    async close() {
      closed = true;
      clearTimeout(reconnect);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
