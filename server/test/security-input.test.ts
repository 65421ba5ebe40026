// Issue 10, medium and low: bodies in undeclared content types, control characters, Fastify's own errors,
// tokens without expiry, a database failure while authenticating, and the security headers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { createSecurityHandlers } from '../src/plugins/authentication';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';

function assertEnvelope(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  code: string,
) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json() as { error?: { code?: string; message?: unknown } };
  assert.equal(body.error?.code, code, response.body);
  assert.equal(typeof body.error?.message, 'string');
}

describe('input the contract does not accept', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await buildTestApp();
    user = await registerUser(t.app);
  });
  after(() => t?.close());

  test('a body sent as text/plain (or form data) is 415 UNSUPPORTED_MEDIA_TYPE, never a 500, and changes nothing', async () => {
    const targets: { method: 'POST' | 'PUT' | 'PATCH'; url: string; auth?: boolean }[] = [
      { method: 'POST', url: '/api/auth/login' },
      { method: 'POST', url: '/api/auth/register' },
      { method: 'PUT', url: '/api/auth/refreshToken' },
      { method: 'POST', url: '/api/auth/logout' },
      { method: 'POST', url: '/api/auth/password-restore' },
      { method: 'PUT', url: '/api/auth/password-restore' },
      { method: 'POST', url: '/api/auth/password-restore/check' },
      { method: 'POST', url: '/api/auth/email-change/confirm' },
      { method: 'PATCH', url: '/api/user/profile', auth: true },
      { method: 'POST', url: '/api/feedback', auth: true },
    ];
    for (const target of targets) {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'text/html; charset=utf-8',
      ]) {
        const response = await t.app.inject({
          method: target.method,
          url: target.url,
          headers: { 'content-type': contentType, ...(target.auth ? authHeaders(user.accessToken) : {}) },
          payload: '{"email":"a@b.c","password":"x","name":"Text"}',
        });
        assertEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
      }
    }
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
    assert.equal(me.json().data.name, user.name);
  });

  test('NUL and other control characters in text or a search are 400 VALIDATION_ERROR, not 500', async () => {
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authHeaders(user.accessToken),
      payload: { name: 'Ana\u0000Bad' },
    });
    assertEnvelope(profile, 400, 'VALIDATION_ERROR');
    assert.deepEqual(profile.json().error.fields, [
      { field: 'name', message: 'must not contain control characters' },
    ]);
    for (const search of ['%00', 'caf%1B', '%7F']) {
      const response = await t.app.inject({
        url: `/api/providers?search=${search}`,
        headers: authHeaders(user.accessToken),
      });
      assertEnvelope(response, 400, 'VALIDATION_ERROR');
    }
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Null\u0000Name',
        email: 'nul@example.com',
        password: 'Secret123!',
        birthdate: '1990-01-01',
        phone: '+34600000000',
        acceptTerms: true,
        appId: 'consumerApp',
      },
    });
    assertEnvelope(register, 400, 'VALIDATION_ERROR');
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: authHeaders(user.accessToken),
      payload: { message: 'Line one\nline two\twith a tab', rating: 5 },
    });
    assert.notEqual(feedback.statusCode, 500, 'tabs and new lines are text');
    const emoji = await t.app.inject({
      url: '/api/providers?search=caf%C3%A9%20%F0%9F%98%80',
      headers: authHeaders(user.accessToken),
    });
    assert.equal(emoji.statusCode, 200);
  });

  test('deeply nested JSON is 400 VALIDATION_ERROR before any walk, signed in or not, and changes nothing', async () => {
    const deepArrays = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const deepObjects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const wrapped = (inner: string) => `{"name":"Deep","extra":${inner}}`;
    const targets: { method: 'POST' | 'PATCH'; url: string; auth?: boolean }[] = [
      { method: 'POST', url: '/api/auth/login' },
      { method: 'POST', url: '/api/auth/register' },
      { method: 'PATCH', url: '/api/user/profile', auth: true },
    ];
    for (const target of targets) {
      for (const payload of [deepArrays, deepObjects, wrapped(deepArrays), wrapped(deepObjects)]) {
        const response = await t.app.inject({
          method: target.method,
          url: target.url,
          headers: {
            'content-type': 'application/json',
            ...(target.auth ? authHeaders(user.accessToken) : {}),
          },
          payload,
        });
        assertEnvelope(response, 400, 'VALIDATION_ERROR');
        assert.match(
          response.json().error.message,
          /nested/,
          `${target.url}: ${response.body.slice(0, 200)}`,
        );
      }
    }
    // Depth the contract's bodies use is still checked by the schema as before.
    const shallow = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: authHeaders(user.accessToken),
      payload: { name: 'Nested', extra: { a: { b: [[1]] } } },
    });
    assertEnvelope(shallow, 400, 'VALIDATION_ERROR');
    assert.deepEqual(shallow.json().error.fields, [{ field: 'extra', message: 'is not an accepted field' }]);
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
    assert.equal(me.json().data.name, user.name);
  });

  test("Fastify's own errors are in the envelope: a malformed URL, a 10,000-character path parameter", async () => {
    assertEnvelope(await t.app.inject({ url: '/api/providers/%ff' }), 400, 'VALIDATION_ERROR');
    const long = await t.app.inject({ url: `/api/providers/${'a'.repeat(10_000)}` });
    assert.ok([400, 404, 414].includes(long.statusCode), String(long.statusCode));
    const body = long.json() as { error: { code: string } };
    assert.ok(['VALIDATION_ERROR', 'NOT_FOUND'].includes(body.error.code), long.body);
    assert.ok(long.body.length < 1_000, 'the answer does not echo the whole parameter');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assertEnvelope(malformed, 400, 'VALIDATION_ERROR');
  });

  test('a correctly signed access token without exp is refused', async () => {
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('loyalty-app')
      .setAudience('consumerApp')
      .setIssuedAt()
      .sign(key);
    const response = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(forever) });
    assertEnvelope(response, 401, 'UNAUTHENTICATED');
    const expiring = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('loyalty-app')
      .setAudience('consumerApp')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const ok = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(expiring) });
    assert.equal(ok.statusCode, 200, 'the same token with exp works');
  });
});

describe('a database failure while authenticating', () => {
  test('is 503 SERVICE_UNAVAILABLE, not a 401 that would log the customer out', async () => {
    const t = await buildTestApp();
    const user = await registerUser(t.app);
    // The connection is gone (on PostgreSQL its pool is ended, on PGlite the instance is closed).
    await t.app.db.destroy();
    try {
      const response = await t.app.inject({
        url: '/api/user/getMyUser',
        headers: authHeaders(user.accessToken),
      });
      assertEnvelope(response, 503, 'SERVICE_UNAVAILABLE');
    } finally {
      await t.close().catch(() => {});
    }
  });
});

describe('a validly signed access token whose subject is not a user id', () => {
  test('is 401 UNAUTHENTICATED (sign out), not 503; an unknown UUID too, and the outage stays 503', async () => {
    const t = await buildTestApp();
    try {
      const user = await registerUser(t.app);
      const key = new TextEncoder().encode(t.config.jwtSecret);
      const signed = (subject: unknown) =>
        new SignJWT({ sub: subject } as Record<string, unknown>)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('loyalty-app')
          .setAudience('consumerApp')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(key);
      const subjects: unknown[] = [
        42,
        'not-a-uuid',
        `${user.userId}x`,
        user.userId.replaceAll('-', ''),
        '00000000-0000-0000-0000-000000000000',
        true,
        { id: user.userId },
      ];
      for (const subject of subjects) {
        const response = await t.app.inject({
          url: '/api/user/getMyUser',
          headers: authHeaders(await signed(subject)),
        });
        assertEnvelope(response, 401, 'UNAUTHENTICATED');
      }
      const own = await t.app.inject({
        url: '/api/user/getMyUser',
        headers: authHeaders(await signed(user.userId)),
      });
      assert.equal(own.statusCode, 200, 'the same token with the real id works');
      // Only an outage is a 503.
      await t.app.db.destroy();
      const outage = await t.app.inject({
        url: '/api/user/getMyUser',
        headers: authHeaders(await signed('11111111-1111-4111-8111-111111111111')),
      });
      assertEnvelope(outage, 503, 'SERVICE_UNAVAILABLE');
    } finally {
      await t.close().catch(() => {});
    }
  });

  test('the security handler answers 401 for a value the database refuses and 503 only for an outage', async () => {
    const handlers = (failure: Error) =>
      createSecurityHandlers({
        accessTokens: { verify: async () => '11111111-1111-4111-8111-111111111111' },
        users: {
          get: async () => {
            throw failure;
          },
        },
      });
    const request = (() => {
      const log = { error() {} };
      return { headers: { 'x-auth-token': 'token' }, log } as unknown as FastifyRequest;
    })();
    const refused = Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
    await assert.rejects(handlers(refused).accessToken(request), {
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
    const gone = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    await assert.rejects(handlers(gone).accessToken(request), {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('security headers', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    user = await registerUser(t.app);
  });
  after(() => t?.close());

  test('every answer has a strict CSP (no inline script), nosniff, no framing and no referrer', async () => {
    for (const url of ['/api/health', '/', '/profile', '/api/nowhere']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      assert.equal(scriptSrc.trim(), "script-src 'self'", url);
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /object-src 'none'/);
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
    }
  });

  test('HSTS only over HTTPS (here: a trusted proxy saying so)', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const https = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(String(https.headers['strict-transport-security']), /max-age=\d{7,}/);
    const untrusted = await t.app.inject({
      url: '/api/health',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(untrusted.headers['strict-transport-security'], undefined);
  });

  test('API answers with personal data or tokens are Cache-Control: no-store', async () => {
    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
    assert.equal(me.headers['cache-control'], 'no-store');
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password, appId: 'consumerApp' },
    });
    assert.equal(tokens.statusCode, 200);
    assert.equal(tokens.headers['cache-control'], 'no-store');
    const failed = await t.app.inject({ url: '/api/user/getMyUser' });
    assert.equal(failed.headers['cache-control'], 'no-store');
  });
});
