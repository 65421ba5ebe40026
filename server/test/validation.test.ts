import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { compiledOnFirstUse, createOpenApiAjv } from '../src/plugins/request-validation';
import { buildTestApp, DEFAULT_PASSWORD, errorOf, type TestApp, uniqueEmail } from './helper';

const validRegistration = () => ({
  name: 'Valid Name',
  email: uniqueEmail('valid'),
  password: DEFAULT_PASSWORD,
  birthdate: '1990-02-03',
  phone: '+48500100200',
  acceptTerms: true,
  appId: 'consumerApp',
});

describe('request validation against openapi.yaml', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const userCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const badRegistrations: [string, Record<string, unknown>, string][] = [
    ['invalid email', { email: 'not-an-email' }, 'email'],
    ['short name', { name: 'A' }, 'name'],
    ['weak password', { password: 'abcdefgh' }, 'password'],
    ['short password', { password: 'Ab1!' }, 'password'],
    ['bad birthdate', { birthdate: '1990-13-45' }, 'birthdate'],
    ['bad phone', { phone: 'call me' }, 'phone'],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms'],
    ['unknown field', { isAdmin: true }, 'isAdmin'],
    ['wrong type', { name: 42 }, 'name'],
    ['unknown language', { language: 'xx' }, 'language'],
  ];

  for (const [label, change, field] of badRegistrations) {
    test(`register with ${label}: 400 naming the field, nothing stored`, async () => {
      const before = await userCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration(), ...change },
      });
      assert.equal(response.statusCode, 400);
      const error = errorOf(response);
      assert.equal(error.code, 'VALIDATION_ERROR');
      assert.match(error.message, /^Invalid request body: /);
      assert.ok(
        (error.fields as { field: string }[]).some((entry) => entry.field === field),
        JSON.stringify(error.fields),
      );
      assert.equal(await userCount(), before);
    });
  }

  test('a missing field is named', async () => {
    const { phone: _phone, ...withoutPhone } = validRegistration();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: withoutPhone });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(errorOf(response).fields, [
      { field: 'phone', message: "must have required property 'phone'" },
    ]);
  });

  test('malformed JSON is a 400 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
  });

  test('unknown /api routes answer 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    assert.equal(response.statusCode, 404);
    assert.equal(errorOf(response).code, 'NOT_FOUND');
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    assert.equal(wrongMethod.statusCode, 404);
    assert.equal(errorOf(wrongMethod).code, 'NOT_FOUND');
  });
});

describe('validators are compiled on first use', () => {
  test('compiles once, when first called, and hands Fastify the errors of each call', () => {
    const ajv = createOpenApiAjv();
    let compiled = 0;
    const check = compiledOnFirstUse(() => {
      compiled += 1;
      return ajv.compile({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
    });
    assert.equal(compiled, 0, 'nothing compiled before a request needs it');
    assert.equal(check({}), false);
    assert.equal(check.errors?.[0]?.keyword, 'required');
    assert.equal(check({ name: 'Ana' }), true);
    assert.equal(check.errors, null, 'a valid call leaves no errors of the last one');
    assert.equal(compiled, 1);
  });

  test('an operation checks its input from its first request on', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not-an-email', appId: 'consumerApp' },
      });
      assert.equal(response.statusCode, 400);
      assert.equal(errorOf(response).code, 'VALIDATION_ERROR');
    } finally {
      await t.close();
    }
  });
});
