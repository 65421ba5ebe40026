import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createOpenApiAjv } from '../src/plugins/request-validation';
import { buildTestApp, type TestApp } from './helper';
import {
  dereference,
  examplesOf,
  isSecured,
  type JsonObject,
  loadContract,
  type MediaType,
  type Operation,
  operationsOf,
  type ResponseObject,
  resolve,
} from './support/openapi';

// openapi.yaml read the way the backend team reads it: every answer of every operation is declared with
// its envelope, its error codes and examples, and the examples are true. README.md ("The API contract")
// gives the conventions these tests hold a new operation to.

const contract = loadContract();
const operations = operationsOf(contract);
const ajv = createOpenApiAjv();
const ERROR_CODES = resolve<{ enum: string[] }>(contract, { $ref: '#/components/schemas/ErrorCode' }).enum;
const ERROR_ENVELOPE = dereference(contract, { $ref: '#/components/schemas/ErrorEnvelope' });
/** Operations that never touch the database, so no outage can reach them (no 503). */
/**
 * The operations with an access token that answer before the required consents are given: who is signed in,
 * the consents themselves, and the account screens (settings) the app offers before them. Staff operations
 * are not here: staff are accounts like any other, and give the consents at their first sign-in.
 */
const CONSENTS_EXEMPT = [
  'getMyUser',
  'getUserConsents',
  'saveUserConsents',
  'updateMyProfile',
  'changePassword',
  'addPassword',
  'requestEmailChange',
  'deleteMyAccount',
];
const consentsExempt = (operation: Operation) =>
  (operation as Operation & { 'x-consents-exempt'?: unknown })['x-consents-exempt'] === true;
// Every other operation may be answered 503: when the database is down, or when the instance sheds load
// (plugins/load-shedding.ts), which liveness never is.
const NEVER_UNAVAILABLE = new Set(['getLiveness']);

function responsesOf(operation: Operation): [string, ResponseObject][] {
  return Object.entries(operation.responses).map(([status, response]) => [
    status,
    resolve<ResponseObject>(contract, response),
  ]);
}

function declares(operation: Operation, status: string): boolean {
  return status in operation.responses;
}

function isError(status: string): boolean {
  return status.startsWith('4') || status.startsWith('5');
}

/** The error codes a response names in its description (as `CODE`). */
function codesInDescription(response: ResponseObject): string[] {
  const named = [...response.description.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1] as string);
  return [...new Set(named.filter((code) => ERROR_CODES.includes(code)))].sort();
}

/** The error codes of a response's examples. */
function codesInExamples(response: ResponseObject): string[] {
  const media = response.content?.['application/json'];
  if (!media) return [];
  const codes = examplesOf(contract, media).map(
    ([, value]) => (value as { error?: { code?: string } }).error?.code ?? '(no code)',
  );
  return [...new Set(codes)].sort();
}

/**
 * A server-sent event stream (streamEvents): its 200 is `text/event-stream` alone, and its schema and
 * examples describe each event's `data:` line instead of a `{ data }` envelope.
 */
function isEventStream(response: ResponseObject): boolean {
  return Object.keys(response.content ?? {}).join() === 'text/event-stream';
}

/** Bytes (an uploaded image, getImage's answer): `format: binary`, no JSON envelope, no example to give. */
function isBinary(media: MediaType | undefined): boolean {
  return (media?.schema as JsonObject | undefined)?.format === 'binary';
}

/** A file, not JSON: CSV text (the reports' exports), `type: string` under a text/ content type. */
function isTextFile(type: string, media: MediaType | undefined): boolean {
  return (
    type.startsWith('text/') &&
    (dereference(contract, media?.schema) as JsonObject | undefined)?.type === 'string'
  );
}

/** An answer whose every content type is a file: bytes (getImage's 200: AVIF, WebP or JPEG) or CSV text. */
function isBinaryAnswer(response: ResponseObject): boolean {
  const media = Object.entries(response.content ?? {});
  return media.length > 0 && media.every(([type, value]) => isBinary(value) || isTextFile(type, value));
}

function errorCodesOf(operation: Operation, status: string): string[] {
  const response = resolve<ResponseObject>(contract, operation.responses[status] as ResponseObject);
  return codesInDescription(response);
}

const label = (operation: Operation, status?: string) =>
  `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})${status ? ` ${status}` : ''}`;

describe('openapi.yaml: every answer of every operation is declared', () => {
  test('it has operations to check', () => {
    assert.ok(operations.length >= 20, `only ${operations.length} operations found`);
  });

  test('statuses are explicit: no default response and no ranges such as 4XX', () => {
    for (const operation of operations) {
      for (const status of Object.keys(operation.responses)) {
        assert.match(status, /^[1-5][0-9][0-9]$/, `${label(operation)} declares response "${status}"`);
      }
    }
  });

  test('each declared status has its application/json envelope: data for 2xx, the error envelope for 4xx and 5xx', () => {
    for (const operation of operations) {
      for (const [status, response] of responsesOf(operation)) {
        const where = label(operation, status);
        assert.ok(response.description.trim(), `${where} has no description`);
        if (status.startsWith('3')) {
          assert.equal(response.content, undefined, `${where}: a redirect has no body`);
          if (status === '304')
            assert.ok(response.headers?.ETag, `${where}: Not Modified documents its ETag`);
          else assert.ok(response.headers?.Location, `${where}: a redirect documents its Location header`);
          continue;
        }
        if (status === '200' && (isEventStream(response) || isBinaryAnswer(response))) continue;
        assert.deepEqual(Object.keys(response.content ?? {}), ['application/json'], `${where} content types`);
        const schema = dereference(contract, response.content?.['application/json']?.schema) as JsonObject;
        if (status.startsWith('2')) {
          assert.equal(schema.type, 'object', `${where}: the body is an object`);
          assert.deepEqual(schema.required, ['data'], `${where}: the payload is wrapped in data`);
          assert.ok((schema.properties as JsonObject | undefined)?.data, `${where}: data has a schema`);
        } else {
          assert.deepEqual(schema, ERROR_ENVELOPE, `${where}: an error answer uses ErrorEnvelope`);
        }
      }
    }
  });

  test('each error response names the codes it can carry, with one example per code', () => {
    for (const operation of operations) {
      for (const [status, response] of responsesOf(operation)) {
        if (!isError(status)) continue;
        const where = label(operation, status);
        const named = codesInDescription(response);
        assert.ok(named.length > 0, `${where}: the description names no error code in backticks`);
        assert.deepEqual(codesInExamples(response), named, `${where}: examples and described codes differ`);
      }
    }
  });

  test('every request body and every JSON answer has at least one example', () => {
    for (const operation of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (isBinary(media)) continue;
        assert.ok(examplesOf(contract, media).length > 0, `${label(operation)} request body ${type}`);
      }
      for (const [status, response] of responsesOf(operation)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (isBinary(media) || isTextFile(type, media)) continue;
          assert.ok(examplesOf(contract, media).length > 0, `${label(operation, status)} ${type}`);
        }
      }
    }
  });

  test('every example matches its schema, as the server validates requests and responses', () => {
    const check = (where: string, media: MediaType) => {
      const validate = ajv.compile(dereference(contract, media.schema) as object);
      for (const [name, value] of examplesOf(contract, media)) {
        assert.ok(validate(value), `${where} example "${name}": ${ajv.errorsText(validate.errors)}`);
      }
    };
    let checked = 0;
    for (const operation of operations) {
      const requestMedia = operation.requestBody?.content['application/json'];
      if (requestMedia) check(`${label(operation)} request`, requestMedia);
      for (const [status, response] of responsesOf(operation)) {
        const media = response.content?.['application/json'] ?? response.content?.['text/event-stream'];
        if (media) check(label(operation, status), media);
        checked += media ? 1 : 0;
      }
      for (const parameter of (operation.parameters ?? []).map((p) => resolve<JsonObject>(contract, p))) {
        if (!('example' in parameter)) continue;
        const validate = ajv.compile(dereference(contract, parameter.schema) as object);
        assert.ok(validate(parameter.example), `${label(operation)} parameter ${parameter.name} example`);
      }
    }
    assert.ok(checked > 100, `only ${checked} responses checked`);
  });
});

describe('openapi.yaml: the statuses every operation of a kind must declare', () => {
  test('every operation declares 500 INTERNAL', () => {
    for (const operation of operations) {
      assert.ok(declares(operation, '500'), `${label(operation)} lacks 500`);
      assert.deepEqual(errorCodesOf(operation, '500'), ['INTERNAL'], label(operation, '500'));
    }
  });

  test('every operation but liveness declares 503 SERVICE_UNAVAILABLE (database down, load shed)', () => {
    for (const operation of operations) {
      const expected = !NEVER_UNAVAILABLE.has(operation.operationId);
      assert.equal(
        declares(operation, '503'),
        expected,
        `${label(operation)}: 503 declared should be ${expected}`,
      );
      if (expected) assert.deepEqual(errorCodesOf(operation, '503'), ['SERVICE_UNAVAILABLE']);
    }
  });

  test('every operation that needs an access token declares 401 UNAUTHENTICATED and TOKEN_EXPIRED', () => {
    const secured = operations.filter((operation) => isSecured(contract, operation));
    assert.ok(secured.length > 0);
    for (const operation of secured) {
      assert.ok(declares(operation, '401'), `${label(operation)} lacks 401`);
      assert.deepEqual(
        errorCodesOf(operation, '401'),
        ['TOKEN_EXPIRED', 'UNAUTHENTICATED'],
        label(operation),
      );
    }
  });

  test('every operation that needs an access token is x-consents-exempt or declares 403 CONSENTS_REQUIRED', () => {
    const secured = operations.filter((operation) => isSecured(contract, operation));
    for (const operation of secured) {
      if (consentsExempt(operation)) {
        const codes = declares(operation, '403') ? errorCodesOf(operation, '403') : [];
        assert.ok(
          !codes.includes('CONSENTS_REQUIRED'),
          `${label(operation)} is exempt: no CONSENTS_REQUIRED`,
        );
        continue;
      }
      assert.ok(declares(operation, '403'), `${label(operation)} lacks 403 CONSENTS_REQUIRED`);
      const [, forbidden] = responsesOf(operation).find(([status]) => status === '403') ?? [];
      assert.ok(
        forbidden && codesInDescription(forbidden).includes('CONSENTS_REQUIRED'),
        label(operation, '403'),
      );
      assert.ok(
        codesInExamples(forbidden).includes('CONSENTS_REQUIRED'),
        `${label(operation, '403')} example`,
      );
    }
  });

  test('exactly the account and consents operations are x-consents-exempt (a new operation needs a decision)', () => {
    const exempt = operations.filter(consentsExempt).map((operation) => operation.operationId);
    assert.deepEqual(exempt.sort(), [...CONSENTS_EXEMPT].sort());
    for (const operation of operations.filter(consentsExempt)) {
      assert.ok(
        isSecured(contract, operation),
        `${label(operation)} is public: x-consents-exempt says nothing`,
      );
    }
  });

  test('every operation that reads a body declares 400, 413 and 415 UNSUPPORTED_MEDIA_TYPE', () => {
    // Fastify parses a body on every method but GET and HEAD, so a DELETE can be sent one too.
    const readsBody = operations.filter(
      (operation) => operation.requestBody || operation.method === 'delete',
    );
    assert.ok(readsBody.length > 0);
    for (const operation of readsBody) {
      for (const status of ['400', '413', '415']) {
        assert.ok(declares(operation, status), `${label(operation)} lacks ${status}`);
      }
      assert.ok(errorCodesOf(operation, '400').includes('VALIDATION_ERROR'), label(operation, '400'));
      assert.deepEqual(errorCodesOf(operation, '415'), ['UNSUPPORTED_MEDIA_TYPE'], label(operation, '415'));
    }
  });

  test('every operation with parameters declares 400 VALIDATION_ERROR', () => {
    for (const operation of operations.filter((operation) => (operation.parameters ?? []).length > 0)) {
      assert.ok(errorCodesOf(operation, '400').includes('VALIDATION_ERROR'), label(operation, '400'));
    }
  });

  test('login and password-restore requests, and any other rate-limited operation, declare 429 RATE_LIMITED with Retry-After', () => {
    const limited = operations.filter((operation) => declares(operation, '429'));
    const limitedIds = limited.map((operation) => operation.operationId);
    for (const operationId of ['login', 'requestPasswordRestore']) {
      assert.ok(limitedIds.includes(operationId), `${operationId} lacks 429`);
    }
    for (const operation of limited) {
      const [, response] = responsesOf(operation).find(([status]) => status === '429') ?? [];
      assert.ok(response?.headers?.['Retry-After'], `${label(operation)} 429 documents Retry-After`);
      assert.deepEqual(codesInDescription(response), ['RATE_LIMITED']);
    }
  });

  test('the envelope declares the codes the security hardening answers', () => {
    for (const code of ['UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL']) {
      assert.ok(ERROR_CODES.includes(code), code);
    }
  });
});

describe('openapi.yaml: the examples are what the server answers', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp({ seedDemoData: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: exampleValue('login', 'request', 'demoAccount'),
    });
    assert.equal(login.statusCode, 200, login.body);
    headers = { 'x-auth-token': login.json().data.accessToken };
  });
  after(() => t.close());

  /** An example by operation, 'request' or a status, and name. */
  function exampleValue(operationId: string, part: string, name: string): JsonObject {
    const operation = operations.find((candidate) => candidate.operationId === operationId);
    assert.ok(operation, operationId);
    const media =
      part === 'request'
        ? operation.requestBody?.content['application/json']
        : resolve<ResponseObject>(contract, operation.responses[part] as ResponseObject).content?.[
            'application/json'
          ];
    const found = examplesOf(contract, media ?? {}).find(([exampleName]) => exampleName === name);
    assert.ok(found, `${operationId} ${part} example ${name}`);
    return found[1] as JsonObject;
  }

  /** The opening state depends on the clock; everything else must match. */
  const withoutClock = (provider: JsonObject) => ({
    ...provider,
    isOpenNow: 'depends on the clock',
    todayHours: 'depends on the clock',
    nextOpening: 'depends on the clock',
  });

  test('the demo user', async () => {
    const response = await t.app.inject({ url: '/api/user/getMyUser', headers });
    assert.deepEqual(response.json(), exampleValue('getMyUser', '200', 'demoUser'));
  });

  test('a provider, a search and a menu', async () => {
    const example = exampleValue('getProvider', '200', 'cafeOlivera').data as JsonObject;
    const provider = await t.app.inject({ url: `/api/providers/${example.providerId}`, headers });
    assert.deepEqual(withoutClock(provider.json().data), withoutClock(example));

    const search = await t.app.inject({ url: '/api/providers?search=olivera', headers });
    const searchExample = exampleValue('listProviders', '200', 'searchOlivera').data as {
      providers: JsonObject[];
      nextCursor: null;
    };
    assert.deepEqual(search.json().data.nextCursor, searchExample.nextCursor);
    assert.deepEqual(
      search.json().data.providers.map(withoutClock),
      searchExample.providers.map(withoutClock),
    );

    const menu = await t.app.inject({ url: `/api/providers/${example.providerId}/products`, headers });
    const menuExample = exampleValue('listProducts', '200', 'menu').data as JsonObject[];
    assert.deepEqual(menu.json().data[0], menuExample[0]);
  });

  test('a product', async () => {
    const example = exampleValue('getProduct', '200', 'flatWhite');
    const { providerId, productId } = example.data as JsonObject;
    const product = await t.app.inject({
      url: `/api/providers/${providerId}/products/${productId}`,
      headers,
    });
    assert.deepEqual(product.json(), example);
  });

  test('a basket quote, from the request example to the answer example', async () => {
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers,
      payload: exampleValue('quoteBasket', 'request', 'breakfastForTwo'),
    });
    assert.deepEqual(quote.json(), exampleValue('quoteBasket', '200', 'breakfastForTwo'));
  });

  test('errors: wrong password, unknown provider, bad path parameter, malformed JSON', async () => {
    // The examples cannot know a request's id: it is the answer's X-Request-Id, then left out.
    const errorOf = (response: LightMyRequestResponse) => {
      const body = response.json() as { error: JsonObject };
      assert.equal(body.error.requestId, response.headers['x-request-id']);
      const { requestId: _, ...error } = body.error;
      return { error };
    };
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@example.com', password: 'not-the-password', appId: 'consumerApp' },
    });
    assert.equal(wrongPassword.statusCode, 401);
    assert.deepEqual(errorOf(wrongPassword), exampleValue('login', '401', 'invalidCredentials'));

    const unknown = await t.app.inject({
      url: '/api/providers/00000000-0000-4000-8000-000000000000',
      headers,
    });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(errorOf(unknown), exampleValue('getProvider', '404', 'providerNotFound'));

    const badId = await t.app.inject({ url: '/api/providers/not-a-uuid', headers });
    assert.equal(badId.statusCode, 400);
    assert.deepEqual(errorOf(badId), exampleValue('getProvider', '400', 'invalidProviderId'));

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"providerId": ',
    });
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(errorOf(malformed), exampleValue('quoteBasket', '400', 'malformedJson'));
  });
});

describe('the API documentation at /api/docs', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  test('Swagger UI is loaded at the first request for the docs, not at the start', async () => {
    const loaded = () =>
      Object.keys(require.cache).some((file) => /[\\/]@fastify[\\/]swagger-ui[\\/]/.test(file));
    assert.equal(loaded(), false, 'loaded by the start');
    const page = await t.app.inject({ url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    assert.equal(loaded(), true);
    // Through this app: its headers, a revalidation answered 304, and its own 404 for what is not there.
    const css = await t.app.inject({ url: '/api/docs/static/index.css' });
    assert.equal(css.statusCode, 200);
    assert.match(css.headers['content-type'] as string, /text\/css/);
    assert.ok(css.headers['content-security-policy']);
    const etag = css.headers.etag as string;
    assert.ok(etag);
    const again = await t.app.inject({
      url: '/api/docs/static/index.css',
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    const missing = await t.app.inject({ url: '/api/docs/static/nothing.js' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error.code, 'NOT_FOUND');
  });

  test('/api/docs/json is openapi.yaml as written, examples included', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const served = response.json() as typeof contract;
    assert.deepEqual(served, contract);

    const login = served.paths['/auth/login']?.post as Operation;
    assert.deepEqual(examplesOf(served, login.requestBody?.content['application/json'] ?? {})[0], [
      'demoAccount',
      { email: 'demo@example.com', password: 'Demo1234!', appId: 'consumerApp' },
    ]);
    const refused = resolve<ResponseObject>(served, login.responses['401'] as ResponseObject);
    assert.deepEqual(examplesOf(served, refused.content?.['application/json'] ?? {}), [
      [
        'invalidCredentials',
        { error: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } },
      ],
    ]);
    const unauthenticated = resolve<ResponseObject>(served, {
      $ref: '#/components/responses/Unauthenticated',
    });
    assert.deepEqual(
      examplesOf(served, unauthenticated.content?.['application/json'] ?? {}).map(
        ([, value]) => (value as { error: { code: string } }).error.code,
      ),
      ['UNAUTHENTICATED', 'TOKEN_EXPIRED'],
    );
  });

  test('the page renders it with operation ids shown', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    assert.equal(initializer.statusCode, 200);
    assert.match(initializer.body, /"displayOperationId":true/);
  });
});
