import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CompiledQuery } from 'kysely';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';

// Issue 12: getMyUser is the app's most frequent read of the database. The accounts asked for while the
// event loop takes in requests are read in one statement; each customer still gets their own account,
// and sees their own last change.

describe('getMyUser under load: reads of many customers in one statement', () => {
  let t: TestApp;
  let users: TestUser[];
  /** The SQL of every statement the app ran, in order. */
  const statements: string[] = [];
  const me = (user: TestUser) =>
    t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
  before(async () => {
    t = await buildTestApp();
    users = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
    // Each customer's first request after the consents were saved checks the account with a read of its
    // own (the access check's cache, active-users.ts); this test counts getMyUser's reads, with that
    // cache warm as it is for customers using the app.
    for (const user of users) await me(user);
    const executeQuery = t.app.db.executeQuery.bind(t.app.db);
    t.app.db.executeQuery = ((query: CompiledQuery) => {
      statements.push(query.sql);
      return executeQuery(query);
    }) as typeof t.app.db.executeQuery;
  });
  after(() => t.close());

  const userReads = () => statements.filter((sql) => sql.includes('"loyaltyPoints"')).length;

  test('twelve reads at once of three customers: each gets their own account, from one statement', async () => {
    const before = userReads();
    const asked = [...users, ...users, ...users, ...users];
    const answers = await Promise.all(asked.map(me));
    for (const [index, answer] of answers.entries()) {
      assert.equal(answer.statusCode, 200);
      const user = asked[index] as TestUser;
      const data = answer.json().data;
      assert.equal(data.userId, user.userId);
      assert.equal(data.email, user.email);
      assert.equal(data.name, user.name);
    }
    assert.equal(userReads() - before, 1, 'one statement read all three');
  });

  test('a customer’s change is in their next read, while other customers’ reads are in flight', async () => {
    const [changer, ...others] = users as [TestUser, ...TestUser[]];
    for (const name of ['Ada Changed', 'Ada Changed Again']) {
      const inFlight = others.map(me);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: authHeaders(changer.accessToken),
        payload: { name },
      });
      assert.equal(changed.statusCode, 200);
      const [mine, ...theirs] = await Promise.all([me(changer), ...inFlight]);
      assert.equal(mine?.json().data.name, name);
      for (const [index, answer] of theirs.entries()) {
        assert.equal(answer.json().data.userId, others[index]?.userId);
      }
    }
  });

  test('an account deleted is refused, and the others read with it are not', async () => {
    const [leaver, ...stayers] = users as [TestUser, ...TestUser[]];
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: authHeaders(leaver.accessToken),
    });
    assert.equal(deleted.statusCode, 200);
    const [left, ...stayed] = await Promise.all([me(leaver), ...stayers.map(me)]);
    assert.equal(left?.statusCode, 401);
    for (const [index, answer] of stayed.entries()) {
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.json().data.userId, stayers[index]?.userId);
    }
  });
});
