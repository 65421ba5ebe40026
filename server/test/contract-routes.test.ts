// The server's routes come from routes.gen.ts (npm run api:generate; npm run api:check fails when it is
// stale), not from fastify-openapi-glue's parser at every start: the same routes, and the same security.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { glueRoutes } from '../../scripts/api/glue-routes';
import { SecurityError, securityCheck } from '../src/api/contract-routes';
import { contractRoutes } from '../src/api/routes.gen';
import { loadSpecification } from '../src/api/specification';
import { AppError } from '../src/lib/errors';
import { authHeaders, buildTestApp, login, registerUser } from './helper';

/** A value as JSON has it: properties set to undefined left out. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('routes.gen.ts', () => {
  test("holds every route fastify-openapi-glue's parser makes of openapi.gen.json, as the parser makes it", async () => {
    const parsed = await glueRoutes(loadSpecification());
    assert.ok(parsed.length > 90, `${parsed.length} routes`);
    assert.deepEqual(asJson(contractRoutes), asJson(parsed));
  });
});

describe("a route's security", () => {
  const request = {} as FastifyRequest;
  const reply = {} as FastifyReply;
  const refused = new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired');

  test('an operation without requirements (security: []) has no pre-handler', () => {
    assert.equal(securityCheck({ operationId: 'login', security: [] }, {}), undefined);
    const login = contractRoutes.find((route) => route.operationId === 'login');
    assert.deepEqual(login?.security, []);
  });

  test('passes when every scheme of one alternative passes, with its scopes', async () => {
    const calls: string[] = [];
    const check = securityCheck(
      { operationId: 'getMyUser', security: [{ first: ['a'] }, { second: ['b'], third: [] }] },
      {
        first: () => {
          calls.push('first');
          throw refused;
        },
        second: (_request, _reply, scopes) => {
          calls.push(`second ${scopes.join()}`);
        },
        third: () => {
          calls.push('third');
        },
      },
    );
    await check?.(request, reply);
    assert.deepEqual(calls, ['first', 'second b', 'third']);
  });

  test('refuses with what each alternative threw, under the status of the last that had one', async () => {
    const outage = new Error('connection refused');
    const check = securityCheck(
      { operationId: 'getMyUser', security: [{ accessToken: [] }, { other: [] }] },
      {
        accessToken: () => {
          throw refused;
        },
        other: () => {
          throw outage;
        },
      },
    );
    await assert.rejects(
      async () => check?.(request, reply),
      (error: unknown) => {
        assert.ok(error instanceof SecurityError);
        assert.equal(error.name, 'Unauthorized');
        assert.equal(error.statusCode, 401);
        assert.deepEqual(error.errors, [refused, outage]);
        return true;
      },
    );
  });

  test('a scheme without a handler is refused when the routes are made, not at a request', () => {
    assert.throws(
      () => securityCheck({ operationId: 'getMyUser', security: [{ missing: [] }] }, {}),
      /getMyUser: no handler for security scheme missing/,
    );
  });

  test('through the app: a secured operation answers 401 without a token and 200 with one; login asks for none', async () => {
    const t = await buildTestApp();
    try {
      const anonymous = await t.app.inject({ url: '/api/user/getMyUser' });
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().error.code, 'UNAUTHENTICATED');
      const user = await registerUser(t.app);
      const signedIn = await t.app.inject({
        url: '/api/user/getMyUser',
        headers: authHeaders(user.accessToken),
      });
      assert.equal(signedIn.statusCode, 200);
      const wrongPassword = await login(t.app, user.email, 'Wrong123!');
      assert.equal(wrongPassword.statusCode, 401);
      assert.equal(wrongPassword.json().error.code, 'INVALID_CREDENTIALS');
    } finally {
      await t.close();
    }
  });
});
