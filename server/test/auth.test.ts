import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  authHeaders,
  buildTestApp,
  DEFAULT_PASSWORD,
  errorOf,
  login,
  loginTokens,
  registerUser,
  sameAnswerAs,
  type TestApp,
  uniqueEmail,
} from './helper';

const refresh = (testApp: TestApp, refreshToken: string) =>
  testApp.app.inject({ method: 'PUT', url: '/api/auth/refreshToken', payload: { refreshToken } });
const getMyUser = (testApp: TestApp, accessToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/user/getMyUser', headers: authHeaders(accessToken) });

describe('email and password auth', () => {
  let t: TestApp;
  // The app's clock runs this far ahead of the real one (tests move it instead of sleeping).
  let clockAheadMs = 0;
  before(async () => {
    t = await buildTestApp({ clock: () => new Date(Date.now() + clockAheadMs) });
  });
  after(() => t.close());

  test('register returns 201 with tokens that open getMyUser', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Ana García',
        email,
        password: DEFAULT_PASSWORD,
        birthdate: '1995-07-01',
        phone: '+34600999888',
        acceptTerms: true,
        language: 'es',
        appId: 'consumerApp',
      },
    });
    assert.equal(response.statusCode, 201);
    const { accessToken, refreshToken } = response.json().data;
    assert.ok(accessToken && refreshToken);
    const me = await getMyUser(t, accessToken);
    assert.equal(me.statusCode, 200);
    assert.deepEqual(
      { ...me.json().data, userId: 'x' },
      {
        userId: 'x',
        name: 'Ana García',
        email,
        birthdate: '1995-07-01',
        phone: '+34600999888',
        loyaltyPoints: 0,
        hasPassword: true,
        googleLinked: false,
        profileComplete: true,
        language: 'es',
        activeOrders: [],
        staffOf: [],
        owner: false,
        managerOf: [],
      },
    );
    const stored = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.match(stored.password_hash ?? '', /^\$argon2id\$/);
  });

  test('emails are unique whatever their case: 409 EMAIL_TAKEN', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Someone Else',
        email: user.email.toUpperCase(),
        password: DEFAULT_PASSWORD,
        birthdate: '1990-01-01',
        phone: '+34600000000',
        acceptTerms: true,
        appId: 'consumerApp',
      },
    });
    assert.equal(response.statusCode, 409);
    assert.equal(errorOf(response).code, 'EMAIL_TAKEN');
  });

  test('login works with any case of the email', async () => {
    const user = await registerUser(t.app);
    const response = await login(t.app, user.email.toUpperCase(), user.password);
    assert.equal(response.statusCode, 200);
    assert.equal((await getMyUser(t, response.json().data.accessToken)).json().data.userId, user.userId);
  });

  test('the demo account exists with 250 points and all consents', async () => {
    const tokens = await loginTokens(t.app, 'demo@example.com', 'Demo1234!');
    const me = (await getMyUser(t, tokens.accessToken)).json().data;
    assert.equal(me.name, 'Demo Customer');
    assert.equal(me.loyaltyPoints, 250);
    assert.equal(me.profileComplete, true);
    const consents = await t.app.inject({
      url: `/api/user-consents?userId=${me.userId}`,
      headers: authHeaders(tokens.accessToken),
    });
    const body = consents.json().data.consents;
    assert.deepEqual(
      [body.essential.granted, body.dataProcessing.granted, body.analytics.granted, body.marketing.granted],
      [true, true, true, true],
    );
  });

  test('wrong password and unknown email get the same 401 answer', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login(t.app, user.email, 'Wrong123!', '10.0.0.1');
    const unknownEmail = await login(t.app, uniqueEmail('nobody'), 'Wrong123!', '10.0.0.2');
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(unknownEmail.statusCode, 401);
    assert.deepEqual(sameAnswerAs(wrongPassword), sameAnswerAs(unknownEmail));
    assert.deepEqual(errorOf(wrongPassword), {
      message: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
  });

  test('a login from another app is refused by validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'Demo1234!', appId: 'adminApp' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
  });

  test('refresh rotates: the new pair works, the old refresh token is spent', async () => {
    const user = await registerUser(t.app);
    const first = await refresh(t, user.refreshToken);
    assert.equal(first.statusCode, 200);
    const pair = first.json().data;
    assert.notEqual(pair.refreshToken, user.refreshToken);
    assert.equal((await getMyUser(t, pair.accessToken)).statusCode, 200);
    const second = await refresh(t, pair.refreshToken);
    assert.equal(second.statusCode, 200);
  });

  test('reusing a spent refresh token after the grace window revokes the whole family', async () => {
    const user = await registerUser(t.app);
    const rotated = (await refresh(t, user.refreshToken)).json().data;
    // Spent longer ago than REFRESH_GRACE_SECONDS (refresh-races.test.ts covers the window itself).
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - (t.config.refreshGraceSeconds + 5) * 1000) })
      .where('user_id', '=', user.userId)
      .where('used_at', 'is not', null)
      .execute();
    const reuse = await refresh(t, user.refreshToken);
    assert.equal(reuse.statusCode, 401);
    assert.equal(errorOf(reuse).code, 'INVALID_TOKEN');
    // The newest token of the family, held by whoever rotated it, is dead too.
    assert.equal((await refresh(t, rotated.refreshToken)).statusCode, 401);
    // Other sessions of the same user are not touched.
    const otherSession = await loginTokens(t.app, user.email, user.password);
    assert.equal((await refresh(t, otherSession.refreshToken)).statusCode, 200);
  });

  test('an unknown refresh token gets 401', async () => {
    const response = await refresh(t, 'not-a-real-token');
    assert.equal(response.statusCode, 401);
  });

  test('logout revokes the family and is idempotent', async () => {
    const user = await registerUser(t.app);
    const logout = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
    const first = await logout(user.refreshToken);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { data: { ok: true } });
    assert.equal((await refresh(t, user.refreshToken)).statusCode, 401);
    assert.equal((await logout(user.refreshToken)).statusCode, 200);
    assert.equal((await logout('never-issued')).statusCode, 200);
  });

  test('an access token works for ACCESS_TOKEN_TTL_SECONDS, then answers 401 TOKEN_EXPIRED', async () => {
    const user = await registerUser(t.app);
    const ttlMs = t.config.accessTokenTtlSeconds * 1000;
    try {
      clockAheadMs = ttlMs - 2_000;
      assert.equal((await getMyUser(t, user.accessToken)).statusCode, 200);
      clockAheadMs = ttlMs + 1_000;
      const response = await getMyUser(t, user.accessToken);
      assert.equal(response.statusCode, 401);
      assert.equal(errorOf(response).code, 'TOKEN_EXPIRED');
      // The refresh token still gives a new pair, valid at the app's time.
      const renewed = await refresh(t, user.refreshToken);
      assert.equal((await getMyUser(t, renewed.json().data.accessToken)).statusCode, 200);
    } finally {
      clockAheadMs = 0;
    }
  });

  test('a family past its absolute expiry cannot be refreshed, even when freshly rotated', async () => {
    const user = await registerUser(t.app);
    const rotated = await refresh(t, user.refreshToken);
    assert.equal(rotated.statusCode, 200);
    // Move the family's absolute expiry into the past rather than sleeping through it.
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ family_expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', user.userId)
      .execute();
    const expired = await refresh(t, rotated.json().data.refreshToken);
    assert.equal(expired.statusCode, 401);
  });

  test('getMyUser needs a valid access token', async () => {
    const none = await t.app.inject({ url: '/api/user/getMyUser' });
    assert.equal(none.statusCode, 401);
    assert.equal(errorOf(none).code, 'UNAUTHENTICATED');
    const forged = await getMyUser(t, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.invalid');
    assert.equal(forged.statusCode, 401);
  });
});

describe('refresh token family expiry', () => {
  test('a new family expires REFRESH_TOKEN_TTL_DAYS after login, and rotation does not extend it', async () => {
    const t = await buildTestApp({ refreshTokenTtlDays: 2 });
    try {
      const before = Date.now();
      const user = await registerUser(t.app);
      const rotated = await refresh(t, user.refreshToken);
      assert.equal(rotated.statusCode, 200);
      const rows = await t.app.db
        .selectFrom('refresh_tokens')
        .select('family_expires_at')
        .where('user_id', '=', user.userId)
        .execute();
      assert.equal(rows.length, 2);
      const twoDays = 2 * 86_400_000;
      for (const row of rows) {
        const expiresAt = new Date(row.family_expires_at).getTime();
        assert.ok(expiresAt >= before + twoDays - 1_000 && expiresAt <= Date.now() + twoDays);
      }
      assert.equal(
        new Date(rows[0]?.family_expires_at ?? 0).getTime(),
        new Date(rows[1]?.family_expires_at ?? 0).getTime(),
      );
    } finally {
      await t.close();
    }
  });
});

describe('failed login rate limit', () => {
  // Each test counts against addresses and emails of its own. Per address and email 3, per email 5, per
  // address 8 (security-limits.test.ts covers concurrency, Retry-After and Redis).
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ loginFailures: { max: 3, accountMax: 5, addressMax: 8, windowMs: 60_000 } });
  });
  after(() => t.close());

  test('after max failures for an email from one address, even the right password gets 429 RATE_LIMITED there', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      assert.equal((await login(t.app, user.email, 'Wrong123!', '10.1.0.1')).statusCode, 401);
    }
    const blocked = await login(t.app, user.email, user.password, '10.1.0.1');
    assert.equal(blocked.statusCode, 429);
    assert.equal(errorOf(blocked).code, 'RATE_LIMITED');
    // The owner elsewhere still gets in, and so does another account from the same address.
    assert.equal((await login(t.app, user.email, user.password, '10.1.0.2')).statusCode, 200);
    const other = await registerUser(t.app);
    assert.equal((await login(t.app, other.email, other.password, '10.1.0.1')).statusCode, 200);
  });

  test('failures for one email from many addresses block that email at the account limit', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal((await login(t.app, user.email, 'Wrong123!', `10.3.0.${attempt}`)).statusCode, 401);
    }
    assert.equal((await login(t.app, user.email, user.password, '10.3.0.99')).statusCode, 429);
  });

  test('one address is blocked only at the much higher address ceiling; successes do not count', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      assert.equal((await login(t.app, user.email, user.password, '10.2.0.1')).statusCode, 200);
    }
    for (let attempt = 0; attempt < 7; attempt++) {
      assert.equal((await login(t.app, uniqueEmail('guess'), 'Wrong123!', '10.2.0.2')).statusCode, 401);
    }
    assert.equal(
      (await login(t.app, user.email, user.password, '10.2.0.2')).statusCode,
      200,
      'under the ceiling',
    );
    await login(t.app, uniqueEmail('guess'), 'Wrong123!', '10.2.0.2');
    assert.equal(
      (await login(t.app, user.email, user.password, '10.2.0.2')).statusCode,
      429,
      'at the ceiling',
    );
    assert.equal((await login(t.app, user.email, user.password, '10.2.0.3')).statusCode, 200);
  });
});
