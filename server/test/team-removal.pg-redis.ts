// Removal from a place's team counts at once on every instance (issue 24, Roles): two server instances
// on one PostgreSQL database and one Redis; a barista removed through one is refused by the other at the
// next request, with the access token issued before, and their staff stream held on the other ends.
// Needs DATABASE_URL and REDIS_URL; server/test/run.ts adds this file to a full run only when both are set.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildTestApp, type TestApp } from './helper';
import { openEventStream } from './support/sse';
import { OLIVERA } from './support/staff';
import { registerMember, registerOwner, teamCall } from './support/team';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  throw new Error('team-removal.pg-redis.ts needs DATABASE_URL and REDIS_URL (see server/test/run.ts)');
}

let a: TestApp;
let b: TestApp;
let urlB = '';
before(async () => {
  a = await buildTestApp();
  b = await buildTestApp({
    jwtSecret: a.config.jwtSecret,
    databaseSchema: a.config.databaseSchema,
    redisKeyPrefix: a.config.redisKeyPrefix,
  });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  const address = b.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  urlB = `http://127.0.0.1:${address.port}`;
});
after(async () => {
  try {
    await b?.close();
  } finally {
    await a?.close();
  }
});

test('a barista removed through one instance is refused by the other at once, and their stream there ends', async () => {
  const manager = await registerMember(a.app, OLIVERA, 'manager');
  const barista = await registerMember(a.app, OLIVERA, 'staff');
  const ticket = await teamCall(b.app, barista, 'POST', `/api/staff/providers/${OLIVERA}/events/ticket`);
  assert.equal(ticket.statusCode, 201, ticket.body);
  const stream = await openEventStream(
    `${urlB}/api/staff/providers/${OLIVERA}/events?ticket=${ticket.json().data.ticket}`,
  );
  try {
    await stream.next((event) => event.event === 'stream.ready');
    assert.equal(
      (await teamCall(b.app, barista, 'GET', `/api/staff/providers/${OLIVERA}/orders`)).statusCode,
      200,
    );

    const removed = await teamCall(
      a.app,
      manager,
      'DELETE',
      `/api/manage/places/${OLIVERA}/team/${barista.userId}`,
    );
    assert.equal(removed.statusCode, 200, removed.body);

    assert.equal(
      (await teamCall(b.app, barista, 'GET', `/api/staff/providers/${OLIVERA}/orders`)).statusCode,
      403,
    );
    const told = await stream.next((event) => event.event === 'staff.access-removed');
    assert.equal(told.data.userId, barista.userId);
    await stream.ended;

    // A manager removed by an owner through A loses the back office on B at once too.
    assert.equal(
      (await teamCall(b.app, manager, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      200,
    );
    const owner = await registerOwner(a.app);
    const gone = await teamCall(
      a.app,
      owner,
      'DELETE',
      `/api/manage/places/${OLIVERA}/team/${manager.userId}`,
    );
    assert.equal(gone.statusCode, 200, gone.body);
    assert.equal(
      (await teamCall(b.app, manager, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      403,
    );
  } finally {
    stream.close();
  }
});
