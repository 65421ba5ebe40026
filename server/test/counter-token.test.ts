import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COUNTER_TOKEN_TTL_SECONDS } from '../src/features/counter-token/tokens';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import { movableClock, OLIVERA_OPEN } from './support/checkout';

describe('personal QR token', () => {
  let t: TestApp;
  let user: TestUser;
  const time = movableClock(OLIVERA_OPEN);
  before(async () => {
    t = await buildTestApp({ clock: time.clock });
    user = await registerUser(t.app);
  });
  after(() => t.close());

  async function issue(accessToken = user.accessToken) {
    const response = await t.app.inject({ url: '/api/user/qr-token', headers: authHeaders(accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    return { response, data: response.json().data as { token: string; expiresAt: string; renewAt: string } };
  }

  const verify = (token: string) => t.app.features.counterToken.tokens.verify(token);

  test('is issued to a signed-in user only, short-lived, renewed a minute early, never cached', async () => {
    const anonymous = await t.app.inject({ url: '/api/user/qr-token' });
    assert.equal(anonymous.statusCode, 401);
    const before = time.clock().getTime();
    const { response, data } = await issue();
    const after = time.clock().getTime();
    assert.equal(response.headers['cache-control'], 'no-store');
    // Five minutes from the moment it was issued (JWT times are whole seconds).
    const expiresAt = new Date(data.expiresAt).getTime();
    assert.ok(
      expiresAt >= Math.floor(before / 1000) * 1000 + COUNTER_TOKEN_TTL_SECONDS * 1000,
      data.expiresAt,
    );
    assert.ok(expiresAt <= after + COUNTER_TOKEN_TTL_SECONDS * 1000, data.expiresAt);
    assert.equal(new Date(data.expiresAt).getTime() - new Date(data.renewAt).getTime(), 60_000);
  });

  test('is a signed token, not a bare user id, and staff can tell whose it is', async () => {
    const { data } = await issue();
    assert.notEqual(data.token, user.userId);
    assert.equal(data.token.split('.').length, 3);
    assert.deepEqual(await verify(data.token), { ok: true, userId: user.userId });
  });

  test('a forged, altered or foreign token is refused as invalid', async () => {
    const { data } = await issue();
    const [header, payload, signature] = data.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const other = await registerUser(t.app);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: other.userId })).toString('base64url');
    assert.deepEqual(await verify(`${header}.${forgedPayload}.${signature}`), {
      ok: false,
      reason: 'invalid',
    });
    assert.deepEqual(await verify(`${header}.${payload}.${signature.slice(0, -2)}xx`), {
      ok: false,
      reason: 'invalid',
    });
    assert.deepEqual(await verify(user.userId), { ok: false, reason: 'invalid' });
    // An access token is not a QR token ...
    assert.deepEqual(await verify(user.accessToken), { ok: false, reason: 'invalid' });
    // ... nor a QR token an access token.
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(data.token) });
    assert.equal(me.statusCode, 401);
  });

  test('expires after five minutes', async () => {
    const fresh = await registerUser(t.app);
    const { data } = await issue(fresh.accessToken);
    try {
      time.set(new Date(new Date(data.expiresAt).getTime() - 1_000).toISOString());
      assert.deepEqual(await verify(data.token), { ok: true, userId: fresh.userId });
      time.set(new Date(new Date(data.expiresAt).getTime() + 1_000).toISOString());
      assert.deepEqual(await verify(data.token), { ok: false, reason: 'expired' });
    } finally {
      time.set(OLIVERA_OPEN);
    }
  });

  test('a newer token replaces the older one (a screenshot stops working once the app renews)', async () => {
    const fresh = await registerUser(t.app);
    const older = await issue(fresh.accessToken);
    const newer = await issue(fresh.accessToken);
    assert.notEqual(newer.data.token, older.data.token);
    assert.deepEqual(await verify(older.data.token), { ok: false, reason: 'replaced' });
    assert.deepEqual(await verify(newer.data.token), { ok: true, userId: fresh.userId });
    // Another customer's token does not replace this one.
    await issue();
    assert.deepEqual(await verify(newer.data.token), { ok: true, userId: fresh.userId });
  });

  test('a deleted account’s token is refused', async () => {
    const leaving = await registerUser(t.app);
    const { data } = await issue(leaving.accessToken);
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', leaving.userId)
      .execute();
    assert.equal((await verify(data.token)).ok, false);
  });
});
