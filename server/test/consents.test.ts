import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';

const ALL_GRANTED = { essential: true, dataProcessing: true, analytics: true, marketing: true };

describe('consents are the caller’s own', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const getConsents = (caller: TestUser, userId: string) =>
    t.app.inject({ url: `/api/user-consents?userId=${userId}`, headers: authHeaders(caller.accessToken) });
  const saveConsents = (caller: TestUser, userId: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/user-consents?userId=${userId}`,
      headers: authHeaders(caller.accessToken),
      payload,
    });
  const granted = (consents: Record<string, { granted: boolean }>) =>
    Object.fromEntries(Object.entries(consents).map(([kind, consent]) => [kind, consent.granted]));

  before(async () => {
    t = await buildTestApp();
    // Accounts as sign-up leaves them: no consent given yet.
    alice = await registerUser(t.app, {}, { consents: false });
    bob = await registerUser(t.app, {}, { consents: false });
  });
  after(() => t.close());

  test('a new user has every consent not granted', async () => {
    const response = await getConsents(alice, alice.userId);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(granted(response.json().data.consents), {
      essential: false,
      dataProcessing: false,
      analytics: false,
      marketing: false,
    });
  });

  test('saving the own consents stores them', async () => {
    const payload = { essential: true, dataProcessing: true, analytics: false, marketing: true };
    const saved = await saveConsents(alice, alice.userId, payload);
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(granted(saved.json().data.consents), payload);
    assert.ok(saved.json().data.consents.essential.updatedAt);
    assert.deepEqual(granted((await getConsents(alice, alice.userId)).json().data.consents), payload);
  });

  test('another user’s id is refused with 403 and their consents stay unchanged', async () => {
    const before = (await getConsents(bob, bob.userId)).json().data.consents;
    const read = await getConsents(alice, bob.userId);
    assert.equal(read.statusCode, 403);
    assert.equal(errorOf(read).code, 'FORBIDDEN');
    assert.equal(read.json().data, undefined);
    const write = await saveConsents(alice, bob.userId, ALL_GRANTED);
    assert.equal(write.statusCode, 403);
    assert.deepEqual((await getConsents(bob, bob.userId)).json().data.consents, before);
    const rows = await t.app.db
      .selectFrom('user_consents')
      .selectAll()
      .where('user_id', '=', bob.userId)
      .execute();
    assert.equal(rows.length, 0);
  });

  test('refusing a required consent is a 400 with the required-consents message and saves nothing', async () => {
    const carol = await registerUser(t.app, {}, { consents: false });
    for (const missing of ['essential', 'dataProcessing'] as const) {
      const response = await saveConsents(carol, carol.userId, { ...ALL_GRANTED, [missing]: false });
      assert.equal(response.statusCode, 400);
      assert.equal(errorOf(response).message, 'Please accept all required consents to continue.');
    }
    assert.equal(granted((await getConsents(carol, carol.userId)).json().data.consents).essential, false);
  });

  test('no token: 401; malformed userId or body: 400', async () => {
    assert.equal((await t.app.inject({ url: `/api/user-consents?userId=${alice.userId}` })).statusCode, 401);
    assert.equal((await getConsents(alice, 'not-a-uuid')).statusCode, 400);
    const missingField = await saveConsents(alice, alice.userId, { essential: true, dataProcessing: true });
    assert.equal(missingField.statusCode, 400);
    assert.equal(errorOf(missingField).code, 'VALIDATION_ERROR');
  });
});
