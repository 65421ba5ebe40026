import type { FastifyInstance } from 'fastify';

/**
 * How long a test waits for something that should happen (an event, a mail, a row): a bound for a broken
 * system, not a pace. Long, because a loaded 2-core CI machine can be slow; a passing test never waits it.
 */
export const WAIT_BOUND_MS = 30_000;

/**
 * Waits (failing after 30 s: a bound for a broken relay, not a pace) until every event committed so far has been published: the outbox holds no
 * unpublished row. The relay delivers a batch to this instance's listeners before it marks it
 * published, so by then every listener has heard them.
 */
export async function eventsSettled(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + WAIT_BOUND_MS;
  for (;;) {
    const row = await app.db
      .selectFrom('event_outbox')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .where('published_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(row.waiting) === 0) return;
    if (Date.now() > deadline)
      throw new Error(`${row.waiting} events still unpublished after ${WAIT_BOUND_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits (failing after 30 s) until `read()` passes `check`, and returns it; fails with the last value otherwise. */
export async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_BOUND_MS;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${WAIT_BOUND_MS} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
