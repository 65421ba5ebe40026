import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { createListenerSets } from '../lib/listener-sets';

const RECONNECT_MS = 1_000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL's LISTEN: `onPayload` hears every NOTIFY on `channel` (a lower-case identifier) once the
 * transaction that sent it commits, until the returned function is called. Used by the live events'
 * fan-out on PostgreSQL without Redis (event ids from other instances).
 */
export interface Notifications {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel: ${channel}`);
}

/** Notifications of the embedded database: PGlite delivers them itself. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    async listen(channel, onPayload) {
      checkChannel(channel);
      return client.listen(channel, onPayload);
    },
    async close() {},
  };
}

/**
 * Notifications of a PostgreSQL server: one connection of their own (opened on the first `listen`,
 * outside the pool, since a listening session must stay open), reconnected after a second when it
 * drops, with every channel listened to again. What is sent while it is down is not heard: the relay
 * polls for rows it may have missed.
 */
export function postgresNotifications(databaseUrl: string, onError: (error: unknown) => void): Notifications {
  const listeners = createListenerSets<(payload: string) => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const { default: pg } = await import('pg');
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (notification) => {
      for (const listener of listeners.of(notification.channel)) {
        try {
          listener(notification.payload ?? '');
        } catch (error) {
          onError(error);
        }
      }
    });
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      connecting = undefined;
      if (!closed) {
        reconnect = setTimeout(() => {
          ensureConnected().catch(onError);
        }, RECONNECT_MS);
      }
    });
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end();
      throw new Error('Notifications closed');
    }
    client = next;
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    if (!connecting) {
      connecting = connect().catch((error: unknown) => {
        connecting = undefined;
        throw error;
      });
    }
    return connecting;
  }

  return {
    async listen(channel, onPayload) {
      checkChannel(channel);
      const isNew = !listeners.has(channel);
      const undo = listeners.add(channel, onPayload);
      const connection = await ensureConnected();
      // (Listening twice is harmless: a connection opened meanwhile may have listened already.)
      if (isNew) await connection.query(`LISTEN ${channel}`);
      return async () => {
        undo();
        if (!listeners.has(channel)) await client?.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
