// Issue 13: two tabs (or the installed app and a tab) that refresh with the same token at the
// same moment, or a client that retries a refresh whose answer was lost, must not end the
// session. A refresh token rotated moments ago (REFRESH_GRACE_SECONDS) gets the successor it
// was rotated to; after the window, presenting it still revokes the family (reuse detection).
// On PostgreSQL the concurrent refreshes are spread over two server instances on one database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp } from './helper';

const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'PUT', url: '/api/auth/refreshToken', payload: { refreshToken } });

/** The user's refresh tokens: how many families, how many revoked, how many still usable. */
async function tokensOf(t: TestApp, userId: string) {
  const rows = await t.app.db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .execute();
  return {
    families: new Set(rows.map((row) => row.family_id)).size,
    revoked: rows.filter((row) => row.revoked_at !== null).length,
    usable: rows.filter((row) => row.used_at === null && row.revoked_at === null).length,
  };
}

/** Moves the user's rotations `seconds` into the past, instead of sleeping through the window. */
async function spentSecondsAgo(t: TestApp, userId: string, seconds: number) {
  await t.app.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date(Date.now() - seconds * 1000) })
    .where('user_id', '=', userId)
    .where('used_at', 'is not', null)
    .execute();
}

describe('refresh races within the grace window', () => {
  let t: TestApp;
  /** The instances requests are spread over: one on PGlite (one process owns its folder), two on PostgreSQL. */
  let instances: FastifyInstance[];
  let second: TestApp | undefined;

  before(async () => {
    t = await buildTestApp();
    if (t.config.databaseUrl) {
      second = await buildTestApp({
        dataDir: t.config.dataDir,
        databaseSchema: t.config.databaseSchema,
        jwtSecret: t.config.jwtSecret,
        seedDemoData: false,
        keepData: true,
      });
    }
    instances = second ? [t.app, second.app] : [t.app];
  });
  after(async () => {
    try {
      await second?.close();
    } finally {
      await t.close();
    }
  });

  test('the default window is 30 seconds', () => {
    assert.equal(t.config.refreshGraceSeconds, 30);
  });

  for (const count of [2, 20]) {
    test(`${count} concurrent refreshes with one token all succeed, with one successor, and leave one live family`, async () => {
      const user = await registerUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          refresh(instances[index % instances.length] as FastifyInstance, user.refreshToken),
        ),
      );

      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        Array(count).fill(200),
      );
      const pairs = answers.map(
        (answer) => answer.json().data as { accessToken: string; refreshToken: string },
      );
      assert.equal(new Set(pairs.map((pair) => pair.refreshToken)).size, 1);
      assert.deepEqual(await tokensOf(t, user.userId), { families: 1, revoked: 0, usable: 1 });
      for (const pair of pairs.slice(0, 2)) {
        const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(pair.accessToken) });
        assert.equal(me.statusCode, 200);
      }
      // The family lives on: its one successor refreshes as usual.
      const next = await refresh(t.app, pairs[0]?.refreshToken ?? '');
      assert.equal(next.statusCode, 200);
      assert.deepEqual(await tokensOf(t, user.userId), { families: 1, revoked: 0, usable: 1 });
    });
  }

  test('an answer lost on the way and the refresh retried within the window keeps the session', async () => {
    const user = await registerUser(t.app);
    const lost = await refresh(t.app, user.refreshToken);
    assert.equal(lost.statusCode, 200);

    const retried = await refresh(instances.at(-1) as FastifyInstance, user.refreshToken);
    assert.equal(retried.statusCode, 200);
    const pair = retried.json().data as { accessToken: string; refreshToken: string };
    assert.equal(pair.refreshToken, lost.json().data.refreshToken);

    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(pair.accessToken) });
    assert.equal(me.statusCode, 200);
    assert.equal((await refresh(t.app, pair.refreshToken)).statusCode, 200);
    assert.deepEqual(await tokensOf(t, user.userId), { families: 1, revoked: 0, usable: 1 });
  });

  test('a replay after the window revokes the family, the newest token with it', async () => {
    const user = await registerUser(t.app);
    const rotated = (await refresh(t.app, user.refreshToken)).json().data as { refreshToken: string };
    await spentSecondsAgo(t, user.userId, t.config.refreshGraceSeconds + 1);

    const replay = await refresh(instances.at(-1) as FastifyInstance, user.refreshToken);
    assert.equal(replay.statusCode, 401);
    assert.equal(errorOf(replay).code, 'INVALID_TOKEN');
    assert.equal((await refresh(t.app, rotated.refreshToken)).statusCode, 401);
    const tokens = await tokensOf(t, user.userId);
    assert.equal(tokens.usable, 0);
    assert.equal(tokens.revoked, 2);
  });

  test('within the window a logged-out family stays logged out', async () => {
    const user = await registerUser(t.app);
    const rotated = (await refresh(t.app, user.refreshToken)).json().data as { refreshToken: string };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: rotated.refreshToken },
    });
    assert.equal(logout.statusCode, 200);
    assert.equal((await refresh(t.app, user.refreshToken)).statusCode, 401);
  });
});

describe('REFRESH_GRACE_SECONDS', () => {
  test('0 turns the window off: any replay revokes the family', async () => {
    const t = await buildTestApp({ refreshGraceSeconds: 0, seedDemoData: false });
    try {
      const user = await registerUser(t.app);
      const rotated = (await refresh(t.app, user.refreshToken)).json().data as { refreshToken: string };
      assert.equal((await refresh(t.app, user.refreshToken)).statusCode, 401);
      assert.equal((await refresh(t.app, rotated.refreshToken)).statusCode, 401);
    } finally {
      await t.close();
    }
  });
});
