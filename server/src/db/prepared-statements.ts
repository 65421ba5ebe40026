import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** At most this many distinct statements are prepared; any further one runs unnamed (planned each time). */
export const MAX_PREPARED_STATEMENTS = 1_000;

/**
 * Kysely's pool, with every parameterised statement prepared once per connection and reused: pg sends
 * a statement with a `name` through Parse only the first time on a connection, and PostgreSQL then
 * keeps its plan. Unnamed, as Kysely sends them, PostgreSQL plans each statement on every execution,
 * and for getMyUser's query (four subqueries) planning took 3 to 8 times as long as running it.
 *
 * A name stands for one SQL text across the process (pg refuses one name for two texts on a
 * connection). Statements without parameters are left unnamed: they may hold several commands, which
 * only the simple query protocol accepts. Kysely builds the same text for the same query shape, so
 * the number of texts is bounded by the code; `MAX_PREPARED_STATEMENTS` caps it regardless (an `in`
 * list's length, say, makes a new text).
 */
export function withPreparedStatements(pool: pg.Pool, max = MAX_PREPARED_STATEMENTS): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= max) return known;
    const name = `k${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let each = wrapped.get(client);
    if (!each) {
      each = {
        query: ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string' || !values || values.length === 0) {
            return (client.query as (...args: unknown[]) => unknown)(text, values);
          }
          const name = nameOf(text);
          return client.query(name ? { name, text, values } : { text, values });
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrapped.set(client, each);
    }
    return each;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
