import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { AppError } from '../src/lib/errors';
import { keptAnswer } from '../src/lib/kept-answers';
import { OPENAPI_PATH } from '../src/paths';
import { buildTestApp, errorOf, type TestApp } from './helper';

// The server never answers a status its contract does not declare for the operation. Here the real
// openapi.yaml is mounted a second time, through the same fastify-openapi-glue options as app.ts, under a
// test prefix, with handlers that break it on purpose; the real app's own handlers are held to the same
// rule by every other test of the suite.

const PREFIX = '/api/contract-test';
const INTERNAL = { message: 'Something went wrong. Please try again.', code: 'INTERNAL' };

interface LoggedError {
  details: Record<string, unknown>;
  message: string;
}

/** A logger that records what is logged at error level and otherwise behaves as the request's own. */
function recordingErrors(log: FastifyBaseLogger, records: LoggedError[]): FastifyBaseLogger {
  const recorder = Object.create(log) as FastifyBaseLogger;
  recorder.error = ((details: Record<string, unknown>, message: string) => {
    records.push({ details, message });
  }) as FastifyBaseLogger['error'];
  return recorder;
}

describe('responses are held to the statuses openapi.yaml declares for each operation', () => {
  let t: TestApp;
  let logged: LoggedError[];

  let livenessAnswer: object = keptAnswer({ data: { status: 'ok' } });
  before(async () => {
    t = await buildTestApp();
    t.app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(PREFIX)) request.log = recordingErrors(request.log, logged);
    });
    await t.app.register(openapiGlue, {
      specification: OPENAPI_PATH,
      prefix: PREFIX,
      addEmptySchema: true,
      serviceHandlers: {
        // Declares 200 and 500 only.
        async getAuthMethods() {
          throw new AppError(418, 'VALIDATION_ERROR', "I'm a teapot");
        },
        // Declares 200, 500 and 503; answers an empty 204.
        async getHealth(_request: FastifyRequest, reply: FastifyReply) {
          return reply.code(204).send();
        },
        // Declares 302, 500 and 503; answers a permanent redirect.
        async startGoogleLogin(_request: FastifyRequest, reply: FastifyReply) {
          return reply.redirect('https://elsewhere.example/', 301);
        },
        // Declares 302: a bodiless declared status goes through.
        async finishGoogleLogin(_request: FastifyRequest, reply: FastifyReply) {
          return reply.redirect('/auth/callback?error=google_failed');
        },
        // 409 is declared for register but not for login.
        async login(_request: FastifyRequest, reply: FastifyReply) {
          return reply.code(409).send({ error: { message: 'Taken', code: 'EMAIL_TAKEN' } });
        },
        async register(_request: FastifyRequest, reply: FastifyReply) {
          return reply.code(409).send({ error: { message: 'Taken', code: 'EMAIL_TAKEN' } });
        },
        // A kept (frozen) answer, the same object at each request: see the last tests.
        async getLiveness() {
          return livenessAnswer;
        },
        // A declared status with a body that does not match its schema.
        async logout() {
          return { data: { ok: 'yes' } };
        },
      },
    });
  });
  after(() => t.close());

  const send = (method: 'GET' | 'POST', path: string, payload?: object) => {
    logged = [];
    return t.app.inject({ method, url: `${PREFIX}${path}`, ...(payload ? { payload } : {}) });
  };

  const assertViolation = (route: string, statusCode: number, problem: RegExp) => {
    assert.equal(logged.length, 1, JSON.stringify(logged));
    const [entry] = logged;
    assert.match(entry?.message ?? '', problem);
    assert.match(entry?.message ?? '', /breaks openapi\.yaml.*sent 500 instead/);
    assert.equal(entry?.details.statusCode, statusCode);
    assert.equal(entry?.details.route, route);
  };

  test('an error status the operation does not declare is answered 500 INTERNAL and logged', async () => {
    const response = await send('GET', '/auth/methods');
    assert.equal(response.statusCode, 500);
    assert.deepEqual(errorOf(response), INTERNAL);
    assert.doesNotMatch(response.body, /teapot/);
    assertViolation(`GET ${PREFIX}/auth/methods`, 418, /status 418 is not declared/);
  });

  test('a status declared for another operation only is a violation too', async () => {
    const login = await send('POST', '/auth/login', {
      email: 'a@example.com',
      password: 'x',
      appId: 'consumerApp',
    });
    assert.equal(login.statusCode, 500);
    assert.deepEqual(errorOf(login), INTERNAL);
    assertViolation(`POST ${PREFIX}/auth/login`, 409, /status 409 is not declared/);

    const register = await send('POST', '/auth/register', {
      name: 'Marta Puig',
      email: 'marta@example.com',
      password: 'Cortado#2024',
      birthdate: '1994-09-12',
      phone: '+34612345678',
      acceptTerms: true,
      appId: 'consumerApp',
    });
    assert.equal(register.statusCode, 409);
    assert.equal(errorOf(register).code, 'EMAIL_TAKEN');
    assert.deepEqual(logged, []);
  });

  test('a bodiless answer with an undeclared status is a violation', async () => {
    const empty = await send('GET', '/health');
    assert.equal(empty.statusCode, 500);
    assert.deepEqual(errorOf(empty), INTERNAL);
    assertViolation(`GET ${PREFIX}/health`, 204, /status 204 is not declared/);

    const permanent = await send('GET', '/auth/google');
    assert.equal(permanent.statusCode, 500);
    assert.equal(permanent.headers.location, undefined);
    assert.deepEqual(errorOf(permanent), INTERNAL);
    assertViolation(`GET ${PREFIX}/auth/google`, 301, /status 301 is not declared/);
  });

  test('a declared redirect goes through untouched', async () => {
    const response = await send('GET', '/auth/google/callback');
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/auth/callback?error=google_failed');
    assert.deepEqual(logged, []);
  });

  test('a declared status whose body does not match its schema is a violation', async () => {
    const response = await send('POST', '/auth/logout', { refreshToken: 'abc' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(errorOf(response), INTERNAL);
    assert.doesNotMatch(response.body, /yes/);
    assertViolation(`POST ${PREFIX}/auth/logout`, 200, /body does not match the schema of status 200/);
  });

  test('a kept answer given again is answered each time; one that breaks the contract, refused each time', async () => {
    livenessAnswer = keptAnswer({ data: { status: 'ok' } });
    for (let round = 0; round < 2; round += 1) {
      const response = await send('GET', '/health/live');
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { data: { status: 'ok' } });
      assert.deepEqual(logged, []);
    }
    livenessAnswer = keptAnswer({ data: { status: 'broken' } });
    for (let round = 0; round < 2; round += 1) {
      const response = await send('GET', '/health/live');
      assert.equal(response.statusCode, 500, `round ${round}`);
      assert.deepEqual(errorOf(response), INTERNAL);
      assertViolation(`GET ${PREFIX}/health/live`, 200, /body does not match the schema of status 200/);
    }
  });
});
