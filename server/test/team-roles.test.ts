// Role changes, the last-owner rule and removal (issue 24, Roles): a removed person loses access at
// once, with a token issued before, on the back office and the counter, and their open staff stream ends.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildTestApp, errorOf, registerUser, type TestApp } from './helper';
import { openEventStream } from './support/sse';
import { OLIVERA, TAULA } from './support/staff';
import { registerMember, registerOwner, teamCall } from './support/team';

describe('team roles', () => {
  let t: TestApp;
  let base = '';
  before(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  after(() => t.close());

  const teamOf = async (user: { accessToken: string }, place = OLIVERA) =>
    (await teamCall(t.app, user, 'GET', `/api/manage/places/${place}/team`)).json().data.members as {
      userId: string;
      role: string;
    }[];

  test('an owner makes staff manager and back; a manager may not', async () => {
    const owner = await registerOwner(t.app);
    const manager = await registerMember(t.app, OLIVERA, 'manager');
    const barista = await registerMember(t.app, OLIVERA, 'staff');
    const url = `/api/manage/places/${OLIVERA}/team/${barista.userId}`;

    const refused = await teamCall(t.app, manager, 'PUT', url, { role: 'manager' });
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).code, 'BACK_OFFICE_FORBIDDEN');
    assert.equal(
      (await teamCall(t.app, barista, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      403,
    );

    assert.equal((await teamCall(t.app, owner, 'PUT', url, { role: 'manager' })).statusCode, 200);
    // At the next request, with the token they already had.
    assert.equal(
      (await teamCall(t.app, barista, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      200,
    );
    assert.equal((await teamOf(owner)).find((member) => member.userId === barista.userId)?.role, 'manager');

    assert.equal((await teamCall(t.app, owner, 'PUT', url, { role: 'staff' })).statusCode, 200);
    assert.equal(
      (await teamCall(t.app, barista, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      403,
    );
    // Still at the counter.
    assert.equal(
      (await teamCall(t.app, barista, 'GET', `/api/staff/providers/${OLIVERA}/orders`)).statusCode,
      200,
    );

    const bad = await teamCall(t.app, owner, 'PUT', url, { role: 'owner' });
    assert.equal(bad.statusCode, 400);
    const stranger = await registerUser(t.app);
    const notInTeam = await teamCall(
      t.app,
      owner,
      'PUT',
      `/api/manage/places/${OLIVERA}/team/${stranger.userId}`,
      {
        role: 'staff',
      },
    );
    assert.equal(notInTeam.statusCode, 404);
  });

  test('the last owner keeps the role; two owners stepping down together leave one', async () => {
    // The deployment's owners other than these two (the demo owner) step aside for this test.
    const others = await t.app.db.selectFrom('owners').select('user_id').execute();
    await t.app.db.deleteFrom('owners').execute();
    try {
      const first = await registerOwner(t.app, 'First Owner');
      const last = await teamCall(t.app, first, 'DELETE', `/api/manage/owners/${first.userId}`);
      assert.equal(last.statusCode, 409);
      assert.equal(errorOf(last).code, 'LAST_OWNER');

      const second = await registerUser(t.app, { name: 'Second Owner' });
      assert.equal(
        (await teamCall(t.app, first, 'PUT', `/api/manage/owners/${second.userId}`)).statusCode,
        200,
      );
      const owners = (await teamCall(t.app, second, 'GET', '/api/manage/owners')).json().data.owners;
      assert.deepEqual(
        owners.map((owner: { name: string }) => owner.name),
        ['First Owner', 'Second Owner'],
      );

      const [a, b] = await Promise.all([
        teamCall(t.app, first, 'DELETE', `/api/manage/owners/${second.userId}`),
        teamCall(t.app, second, 'DELETE', `/api/manage/owners/${first.userId}`),
      ]);
      // One wins. The other is refused either by the last-owner rule (both passed the owner check
      // before either removal was committed) or as no longer an owner (its check ran after the
      // winner's removal of it was committed); both refusals change nothing.
      const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
      assert.equal(won.statusCode, 200, won.body);
      assert.ok(
        (lost.statusCode === 409 && errorOf(lost).code === 'LAST_OWNER') ||
          (lost.statusCode === 403 && errorOf(lost).code === 'BACK_OFFICE_FORBIDDEN'),
        `${lost.statusCode} ${lost.body}`,
      );
      const left = await t.app.db.selectFrom('owners').select('user_id').execute();
      assert.equal(left.length, 1);
    } finally {
      await t.app.db.deleteFrom('owners').execute();
      if (others.length > 0) await t.app.db.insertInto('owners').values(others).execute();
    }
  });

  test('a removed barista is refused at once, with the token they had, and their open stream ends', async () => {
    const manager = await registerMember(t.app, OLIVERA, 'manager');
    const barista = await registerMember(t.app, OLIVERA, 'staff');
    const colleague = await registerMember(t.app, OLIVERA, 'staff');
    const ticketOf = async (user: { accessToken: string }) => {
      const response = await teamCall(t.app, user, 'POST', `/api/staff/providers/${OLIVERA}/events/ticket`);
      assert.equal(response.statusCode, 201, response.body);
      return response.json().data.ticket as string;
    };
    const streamUrl = (ticket: string) => `${base}/api/staff/providers/${OLIVERA}/events?ticket=${ticket}`;
    const baristaStream = await openEventStream(streamUrl(await ticketOf(barista)));
    const colleagueStream = await openEventStream(streamUrl(await ticketOf(colleague)));
    try {
      await baristaStream.next((event) => event.event === 'stream.ready');
      await colleagueStream.next((event) => event.event === 'stream.ready');

      const removed = await teamCall(
        t.app,
        manager,
        'DELETE',
        `/api/manage/places/${OLIVERA}/team/${barista.userId}`,
      );
      assert.equal(removed.statusCode, 200, removed.body);

      // The next request, with the same access token, is refused.
      const queue = await teamCall(t.app, barista, 'GET', `/api/staff/providers/${OLIVERA}/orders`);
      assert.equal(queue.statusCode, 403);
      const ticket = await teamCall(t.app, barista, 'POST', `/api/staff/providers/${OLIVERA}/events/ticket`);
      assert.equal(ticket.statusCode, 403);

      // Their stream hears it and ends; a colleague's hears it and stays open.
      const told = await baristaStream.next((event) => event.event === 'staff.access-removed');
      assert.deepEqual(told.data, {
        type: 'staff.access-removed',
        userId: barista.userId,
        providerId: OLIVERA,
      });
      await baristaStream.ended;
      await colleagueStream.next((event) => event.event === 'staff.access-removed');
      const stillOpen = await Promise.race([
        colleagueStream.ended.then(() => 'ended'),
        Promise.resolve('open'),
      ]);
      assert.equal(stillOpen, 'open');
      assert.ok(!(await teamOf(manager)).some((member) => member.userId === barista.userId));
    } finally {
      baristaStream.close();
      colleagueStream.close();
    }
  });

  test('a removed manager loses the back office at once; a manager removes staff, not managers', async () => {
    const owner = await registerOwner(t.app);
    const manager = await registerMember(t.app, OLIVERA, 'manager');
    const otherManager = await registerMember(t.app, OLIVERA, 'manager');
    const refused = await teamCall(
      t.app,
      manager,
      'DELETE',
      `/api/manage/places/${OLIVERA}/team/${otherManager.userId}`,
    );
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).code, 'BACK_OFFICE_FORBIDDEN');

    assert.equal(
      (await teamCall(t.app, manager, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      200,
    );
    assert.equal(
      (await teamCall(t.app, owner, 'DELETE', `/api/manage/places/${OLIVERA}/team/${manager.userId}`))
        .statusCode,
      200,
    );
    assert.equal(
      (await teamCall(t.app, manager, 'GET', `/api/manage/places/${OLIVERA}/team`)).statusCode,
      403,
    );
    assert.equal(
      (await teamCall(t.app, manager, 'GET', `/api/staff/providers/${OLIVERA}/orders`)).statusCode,
      403,
    );
    // Another place's team is not reached through this one.
    const elsewhere = await teamCall(
      t.app,
      owner,
      'DELETE',
      `/api/manage/places/${TAULA}/team/${otherManager.userId}`,
    );
    assert.equal(elsewhere.statusCode, 404);
  });
});
