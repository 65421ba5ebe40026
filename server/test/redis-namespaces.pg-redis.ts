// Two deployments on one Redis server (different databases, different namespaces): each one's
// instances hear each other's live events, and nothing of the other deployment's, although both have
// the same places (the demo data) and the same Redis database index. Needs DATABASE_URL and REDIS_URL
// (server/test/run.ts adds it to a full run when both are set, so it is never skipped where it runs).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { authHeaders, buildTestApp, type TestApp, type TestUser } from './helper';
import { openEventStream } from './support/sse';
import { CROISSANT, call, OLIVERA, OPEN_AT_OLIVERA, registerStaff } from './support/staff';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error('redis-namespaces.pg-redis.ts needs DATABASE_URL and REDIS_URL (see server/test/run.ts)');
}

/** A deployment: two instances on a schema of their own, with a Redis namespace of their own. */
async function deployment(): Promise<{ a: TestApp; b: TestApp; urlB: string; staff: TestUser }> {
  const clock = () => OPEN_AT_OLIVERA;
  const redisKeyPrefix = `test-${randomUUID()}:`;
  const a = await buildTestApp({ clock, redisKeyPrefix });
  const b = await buildTestApp({
    clock,
    redisKeyPrefix,
    jwtSecret: a.config.jwtSecret,
    databaseSchema: a.config.databaseSchema,
  });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  const address = b.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { a, b, urlB: `http://127.0.0.1:${address.port}`, staff: await registerStaff(a.app, OLIVERA) };
}

async function staffStream(d: { b: TestApp; urlB: string; staff: TestUser }) {
  const response = await d.b.app.inject({
    method: 'POST',
    url: `/api/staff/providers/${OLIVERA}/events/ticket`,
    headers: authHeaders(d.staff.accessToken),
  });
  assert.equal(response.statusCode, 201, response.body);
  const stream = await openEventStream(
    `${d.urlB}/api/staff/providers/${OLIVERA}/events?ticket=${response.json().data.ticket}`,
  );
  await stream.next((event) => event.event === 'stream.ready');
  return stream;
}

const markSoldOut = (d: { a: TestApp; staff: TestUser }, soldOut: boolean) =>
  call(d.a.app, d.staff, 'PUT', `/api/staff/providers/${OLIVERA}/sold-out`, {
    kind: 'product',
    itemId: CROISSANT,
    soldOut,
  });

describe('two deployments sharing one Redis server', () => {
  let one: Awaited<ReturnType<typeof deployment>>;
  let two: Awaited<ReturnType<typeof deployment>>;
  let spy: Redis;
  const channels = new Set<string>();
  before(async () => {
    spy = new Redis(REDIS_URL);
    spy.on('pmessage', (_pattern: string, channel: string) => channels.add(channel));
    await spy.psubscribe('*');
    one = await deployment();
    two = await deployment();
  });
  after(async () => {
    await spy.quit();
    for (const d of [one, two]) {
      try {
        await d?.b.close();
      } finally {
        await d?.a.close();
      }
    }
  });

  test("each deployment's instances hear each other's events, and nothing of the other deployment", async () => {
    const streamOne = await staffStream(one);
    const streamTwo = await staffStream(two);
    try {
      // Deployment one marks the croissant sold out: its instance B hears it.
      assert.equal((await markSoldOut(one, true)).statusCode, 200);
      const heard = await streamOne.next((event) => event.event === 'soldout.changed');
      assert.equal((heard.data.change as { soldOut: boolean }).soldOut, true);
      // Deployment two then takes its own mark back: its instance B hears that, and never heard one's.
      assert.equal((await markSoldOut(two, false)).statusCode, 200);
      const own = await streamTwo.next((event) => event.event === 'soldout.changed');
      assert.equal((own.data.change as { soldOut: boolean }).soldOut, false);
      await assert.rejects(
        streamTwo.next((event) => event.event === 'soldout.changed', 300),
        /No matching event/,
      );
      await assert.rejects(
        streamOne.next((event) => event.event === 'soldout.changed', 300),
        /No matching event/,
      );
      // Every channel the apps published on is in one of the two namespaces.
      const ours = [...channels].filter((channel) => channel.startsWith('test-'));
      assert.ok(ours.length >= 2, JSON.stringify(ours));
      for (const channel of ours) {
        assert.ok(
          channel.startsWith(one.a.config.redisKeyPrefix) || channel.startsWith(two.a.config.redisKeyPrefix),
          channel,
        );
      }
      assert.ok(ours.some((channel) => channel === `${one.a.config.redisKeyPrefix}events`));
      assert.ok(ours.some((channel) => channel === `${two.a.config.redisKeyPrefix}events`));
    } finally {
      streamOne.close();
      streamTwo.close();
    }
  });
});
