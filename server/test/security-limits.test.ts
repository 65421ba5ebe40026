// Issue 10, medium: login limits that cannot be dodged with X-Forwarded-For nor beaten by concurrency,
// that do not lock out a café, and that say when to try again; password-restore limits and timing; reset
// links that die with a used link or a password change; no reset token in the logs.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { loadConfig, parseTrustProxy } from '../src/config';
import {
  authHeaders,
  buildTestApp,
  DEFAULT_PASSWORD,
  errorOf,
  login,
  registerUser,
  type TestApp,
  uniqueEmail,
} from './helper';
import { holdTransaction } from './support/held-transaction';
import { mailedResetToken, outboxMails } from './support/outbox';

const WRONG = 'Wrong123!';

describe('login limits', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({
      loginFailures: { max: 10, accountMax: 20, addressMax: 100, windowMs: 900_000 },
    });
  });
  after(() => t?.close());

  test('40 concurrent wrong passwords for one email: exactly 10 are checked, the rest are 429', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(t.app, user.email, WRONG, '10.20.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 401).length, 10, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 429).length, 30);
  });

  test('429 carries Retry-After and details.retryAfterSeconds, and says in minutes when to try again', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) await login(t.app, user.email, WRONG, '10.21.0.1');
    const blocked = await login(t.app, user.email, user.password, '10.21.0.1');
    assert.equal(blocked.statusCode, 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 800 && retryAfter <= 900, String(blocked.headers['retry-after']));
    const error = blocked.json().error;
    assert.equal(error.code, 'RATE_LIMITED');
    assert.equal(error.details.retryAfterSeconds, retryAfter);
    assert.match(error.message, /try again in 15 minutes/);
  });

  test('ten failures from a shared address do not lock out the other customers behind it', async () => {
    const cafe = '10.22.0.1';
    for (let attempt = 0; attempt < 10; attempt++) {
      assert.equal((await login(t.app, uniqueEmail('someone'), WRONG, cafe)).statusCode, 401);
    }
    const customer = await registerUser(t.app);
    assert.equal((await login(t.app, customer.email, customer.password, cafe)).statusCode, 200);
  });

  test('without TRUST_PROXY, X-Forwarded-For is ignored: a new one per request does not escape the limit', async () => {
    const user = await registerUser(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.23.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: user.email, password: WRONG, appId: 'consumerApp' },
      });
      statuses.push(answer.statusCode);
    }
    assert.deepEqual(statuses.slice(10), [429, 429], statuses.join(','));
  });
});

describe('registration of an existing email', () => {
  test('stays 409 EMAIL_TAKEN, but only REGISTRATION_TAKEN_MAX of them per address: then 429 whatever the email', async () => {
    const t = await buildTestApp({ registrationLimits: { takenMax: 3, windowMs: 3_600_000 } });
    try {
      const owner = await registerUser(t.app);
      const register = (email: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress,
          payload: {
            name: 'Prober',
            email,
            password: DEFAULT_PASSWORD,
            birthdate: '1990-01-01',
            phone: '+34600000001',
            acceptTerms: true,
            appId: 'consumerApp',
          },
        });
      // New accounts do not count.
      for (let index = 0; index < 4; index++) {
        assert.equal((await register(uniqueEmail('new'), '10.40.0.1')).statusCode, 201);
      }
      const statuses: number[] = [];
      for (let index = 0; index < 4; index++)
        statuses.push((await register(owner.email, '10.40.0.1')).statusCode);
      assert.deepEqual(statuses, [409, 409, 409, 429]);
      const limited = await register(uniqueEmail('new'), '10.40.0.1');
      assert.equal(limited.statusCode, 429);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal(
        (await register(owner.email, '10.40.0.2')).statusCode,
        409,
        'another address is not limited',
      );
    } finally {
      await t.close();
    }
  });

  test('twenty new emails registered at once from one address are all 201: registrations in progress do not count', async () => {
    const t = await buildTestApp({ registrationLimits: { takenMax: 3, windowMs: 3_600_000 } });
    try {
      const owner = await registerUser(t.app);
      // Two taken answers first: one below the limit, so any registration in progress counted would hit it.
      for (let index = 0; index < 2; index++) {
        assert.equal((await registration(t, owner.email, '10.41.0.1')).statusCode, 409);
      }
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => registration(t, uniqueEmail('crowd'), '10.41.0.1')),
      );
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        Array.from({ length: 20 }, () => 201),
        answers.map((answer) => answer.body.slice(0, 120)).join('\n'),
      );
    } finally {
      await t.close();
    }
  });

  test('taken emails sent at once still get at most REGISTRATION_TAKEN_MAX 409s, then 429 with an honest Retry-After', async () => {
    const t = await buildTestApp({ registrationLimits: { takenMax: 3, windowMs: 3_600_000 } });
    try {
      const owner = await registerUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => registration(t, owner.email, '10.42.0.1')),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 409).length, 3, statuses.join(','));
      assert.equal(statuses.filter((status) => status === 429).length, 9, statuses.join(','));
      for (const answer of answers.filter((each) => each.statusCode === 429)) {
        const retryAfter = Number(answer.headers['retry-after']);
        assert.ok(retryAfter > 3_500 && retryAfter <= 3_600, String(answer.headers['retry-after']));
        assert.equal(errorOf(answer).code, 'RATE_LIMITED');
      }
      // The address has used its taken answers: a new email is 429 too (201 or 409 would tell which exist).
      assert.equal((await registration(t, uniqueEmail('after'), '10.42.0.1')).statusCode, 429);
    } finally {
      await t.close();
    }
  });
});

function registration(t: TestApp, email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: {
      name: 'Crowd',
      email,
      password: DEFAULT_PASSWORD,
      birthdate: '1990-01-01',
      phone: '+34600000002',
      acceptTerms: true,
      appId: 'consumerApp',
    },
  });
}

describe('TRUST_PROXY', () => {
  test('is off by default; takes addresses, CIDR ranges and keywords; refuses "true" and garbage', () => {
    assert.equal(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).trustProxy, false);
    assert.deepEqual(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback'), [
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    assert.deepEqual(parseTrustProxy('::1,fd00::/8'), ['::1', 'fd00::/8']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '1']) {
      assert.throws(() => parseTrustProxy(bad), /TRUST_PROXY/, bad);
    }
  });

  test('X-Forwarded-For counts only when it comes from a configured proxy', async () => {
    const t = await buildTestApp({
      trustProxy: ['10.24.0.1'],
      loginFailures: { max: 2, accountMax: 50, addressMax: 2, windowMs: 900_000 },
    });
    try {
      const attempt = (socket: string, forwardedFor: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: socket,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: uniqueEmail('spray'), password: WRONG, appId: 'consumerApp' },
        });
      // Through the proxy: two clients, each with its own address budget of 2.
      assert.equal((await attempt('10.24.0.1', '198.51.100.1')).statusCode, 401);
      assert.equal((await attempt('10.24.0.1', '198.51.100.1')).statusCode, 401);
      assert.equal((await attempt('10.24.0.1', '198.51.100.1')).statusCode, 429);
      assert.equal((await attempt('10.24.0.1', '198.51.100.2')).statusCode, 401);
      // Not the proxy: its header is ignored and its own address is counted.
      assert.equal((await attempt('10.24.0.9', '198.51.100.3')).statusCode, 401);
      assert.equal((await attempt('10.24.0.9', '198.51.100.4')).statusCode, 401);
      assert.equal((await attempt('10.24.0.9', '198.51.100.5')).statusCode, 429);
    } finally {
      await t.close();
    }
  });
});

describe('password restore', () => {
  let t: TestApp;
  const logLines: string[] = [];
  before(async () => {
    t = await buildTestApp(
      {
        logLevel: 'info',
        passwordRestoreLimits: { emailMax: 3, addressMax: 5, windowMs: 3_600_000 },
      },
      {
        logStream: new Writable({
          write(chunk, _encoding, done) {
            logLines.push(String(chunk));
            done();
          },
        }),
      },
    );
  });
  after(() => t?.close());

  const requestRestore = (email: string, remoteAddress = '10.30.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-restore', remoteAddress, payload: { email } });
  const restore = (token: string, password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password-restore', payload: { token, password } });

  test('per email: the 4th request within the window is 429 with Retry-After, and no 4th mail goes out', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      assert.equal((await requestRestore(user.email, `10.31.0.${attempt}`)).statusCode, 202);
    }
    const limited = await requestRestore(user.email, '10.31.0.9');
    assert.equal(limited.statusCode, 429);
    assert.equal(errorOf(limited).code, 'RATE_LIMITED');
    assert.ok(Number(limited.headers['retry-after']) > 3000);
    await mailedResetToken(t.config.dataDir, user.email, 2);
    // A mail a request after the refused one sends goes the same way (answer, lookup, link, mail) and
    // starts later: once it is in the outbox, a 4th mail to the user would be there too.
    const later = await registerUser(t.app);
    assert.equal((await requestRestore(later.email, '10.31.0.10')).statusCode, 202);
    await mailedResetToken(t.config.dataDir, later.email);
    const mails = (await outboxMails(t.config.dataDir)).filter((mail) => mail.includes(`To: ${user.email}`));
    assert.equal(mails.length, 3);
  });

  test('per address: one address cannot ask for links to many emails', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await requestRestore(uniqueEmail('probe'), '10.32.0.1')).statusCode);
    }
    assert.deepEqual(statuses, [202, 202, 202, 202, 202, 429]);
  });

  test('the answer does not wait for the account lookup: known and unknown emails answer while the database is busy', {
    timeout: 60_000,
  }, async () => {
    const user = await registerUser(t.app);
    // Holds the users table (and, on PGlite, the only connection) until both answers are in: an answer
    // that waited for the lookup would never come, and the test's timeout would fail it.
    const busy = await holdTransaction(t.app.db, (trx) =>
      sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`.execute(trx),
    );
    try {
      const [known, unknown] = await Promise.all([
        requestRestore(user.email, '10.33.0.1'),
        requestRestore(uniqueEmail('nobody'), '10.33.0.2'),
      ]);
      assert.equal(known.statusCode, 202);
      assert.equal(unknown.statusCode, 202);
      assert.deepEqual(known.json(), unknown.json());
    } finally {
      await busy.rollback();
    }
    assert.ok(await mailedResetToken(t.config.dataDir, user.email), 'the mail follows the answer');
  });

  test('using a link voids every other outstanding link of the user', async () => {
    const user = await registerUser(t.app);
    await requestRestore(user.email, '10.34.0.1');
    const first = await mailedResetToken(t.config.dataDir, user.email, 0);
    await requestRestore(user.email, '10.34.0.2');
    const second = await mailedResetToken(t.config.dataDir, user.email, 1);
    assert.notEqual(first, second);
    assert.equal((await restore(second, 'NewPass456?')).statusCode, 200);
    const stale = await restore(first, 'Other789#');
    assert.equal(stale.statusCode, 400);
    assert.equal(errorOf(stale).code, 'INVALID_TOKEN');
    assert.equal((await login(t.app, user.email, 'NewPass456?', '10.34.0.3')).statusCode, 200);
  });

  test('changing the password in the profile voids the links issued before', async () => {
    const user = await registerUser(t.app);
    await requestRestore(user.email, '10.35.0.1');
    const token = await mailedResetToken(t.config.dataDir, user.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: { ...authHeaders(user.accessToken), 'x-auth-refresh-token': user.refreshToken },
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Changed456?' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const stale = await restore(token, 'Attacker789#');
    assert.equal(stale.statusCode, 400);
    assert.equal((await login(t.app, user.email, 'Changed456?', '10.35.0.2')).statusCode, 200);
  });

  test('the token of a mailed link never reaches the log', async () => {
    const user = await registerUser(t.app);
    await requestRestore(user.email, '10.36.0.1');
    const token = await mailedResetToken(t.config.dataDir, user.email);
    assert.equal((await restore(token, 'Logged456?')).statusCode, 200);
    await t.app.inject({ url: `/password-restore/${token}` });
    await t.app.inject({ url: `/confirm-email/${token}` });
    await t.app.inject({ url: `/api/auth/google/callback?code=secret-code&state=${token}` });
    const log = logLines.join('');
    assert.match(log, /password-restore\/\[redacted\]/, 'the request is logged, without its token');
    assert.match(log, /confirm-email\/\[redacted\]/, 'the email confirmation page too');
    assert.equal(log.includes(token), false);
    assert.equal(log.includes('secret-code'), false);
  });
});
