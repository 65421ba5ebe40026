import type { FastifyInstance } from 'fastify';

/**
 * Waits (failing after 30 s: a bound for a broken relay, not a pace) until every event committed so far has been published: the outbox holds no
 * unpublished row. The relay delivers a batch to this instance's listeners before it marks it
 * published, so by then every listener has heard them.
 */
export async function eventsSettled(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await app.db
      .selectFrom('event_outbox')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .where('published_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(row.waiting) === 0) return;
    if (Date.now() > deadline) throw new Error(`${row.waiting} events still unpublished after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits (failing after 30 s) until `read()` passes `check`, and returns it; fails with the last value otherwise. */
export async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within 30 s: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
