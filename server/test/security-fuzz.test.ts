// Issue 10: property-based bad input for every operation of openapi.yaml (fast-check). From each
// operation's own schemas and examples it makes requests that break the contract: wrong types, missing
// required and unknown fields, strings too long or with NUL and other control characters, emoji where a
// format or enum is expected, negative and enormous numbers, bad path and query parameters, undeclared
// content types, and bodies that are not objects. Every answer must be a 4xx in the error envelope —
// never a 5xx, never a success — and the database must be exactly as it was.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import { databaseDigest as digestTables } from './support/database-digest';
import {
  dereference,
  examplesOf,
  isSecured,
  type JsonObject,
  loadContract,
  type Operation,
  operationsOf,
  resolve,
} from './support/openapi';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 12);
const contract = loadContract();
const operations = operationsOf(contract);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u000b');
const EMOJI = fc.constantFrom('😀', '☕️', '👩🏽‍🍳', '🇪🇸', '\u{1F9CB}');

/** Strings that no field of the contract accepts: they carry a control character. */
const controlString = fc
  .tuple(fc.string({ maxLength: 8 }), CONTROL, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** The schema with $ref, allOf of one and nullable read. */
function shape(schema: unknown): JsonObject {
  const resolved = dereference(contract, schema) as JsonObject;
  const allOf = resolved.allOf as JsonObject[] | undefined;
  if (allOf?.length === 1) return { ...(allOf[0] as JsonObject), ...resolved, allOf: undefined };
  return resolved;
}

/** Values of the wrong JSON type for `schema`. */
function wrongType(schema: JsonObject): fc.Arbitrary<Json> {
  const type = schema.type ?? (schema.oneOf ? 'object' : undefined);
  const others: fc.Arbitrary<Json>[] = [];
  if (type !== 'string') others.push(controlString, fc.constant('12'));
  if (type !== 'integer' && type !== 'number') others.push(fc.integer(), fc.constant(1e308));
  if (type !== 'boolean') others.push(fc.boolean());
  if (type !== 'array') others.push(fc.constant([1, 'two']));
  if (type !== 'object') others.push(fc.constant({ unexpected: true }));
  if (!schema.nullable) others.push(fc.constant(null));
  return fc.oneof(...others);
}

/**
 * Whether emoji break a string schema: a format or an enum always refuses them; a pattern only when
 * it says so (a free text's pattern refuses control characters, and emoji are fine in a message).
 */
function refusesEmoji(schema: Record<string, unknown>): boolean {
  if (schema.format || schema.enum) return true;
  return typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test('\u{1F600}');
}

/** A value that breaks `schema`, found from the schema itself. */
function invalidFor(schemaNode: unknown, example: Json | undefined, depth = 0): fc.Arbitrary<Json> {
  const schema = shape(schemaNode);
  const candidates: fc.Arbitrary<Json>[] = [wrongType(schema)];
  switch (schema.type) {
    case 'string': {
      candidates.push(controlString);
      if (typeof schema.maxLength === 'number')
        candidates.push(fc.constant('x'.repeat(schema.maxLength + 1)));
      else candidates.push(fc.constant(`${'x'.repeat(10_000)}\u0000`));
      if (typeof schema.minLength === 'number' && schema.minLength > 0)
        candidates.push(fc.constant('y'.repeat(schema.minLength - 1)));
      if (refusesEmoji(schema))
        candidates.push(fc.array(EMOJI, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')));
      break;
    }
    case 'integer':
    case 'number': {
      if (schema.type === 'integer') candidates.push(fc.double({ min: 0.1, max: 0.9, noNaN: true }));
      if (typeof schema.minimum === 'number')
        candidates.push(
          fc.integer({ min: -1_000_000, max: -1 }).map((below) => (schema.minimum as number) + below),
        );
      if (typeof schema.maximum === 'number')
        candidates.push(fc.constant((schema.maximum as number) * 10 + 1e15));
      break;
    }
    case 'array': {
      if (typeof schema.maxItems === 'number' && Array.isArray(example) && example.length > 0)
        candidates.push(
          fc.constant(Array.from({ length: (schema.maxItems as number) + 1 }, () => example[0] as Json)),
        );
      if (typeof schema.minItems === 'number' && schema.minItems > 0) candidates.push(fc.constant([]));
      if (Array.isArray(example) && example.length > 0 && depth < 4)
        candidates.push(
          invalidFor(schema.items, example[0] as Json, depth + 1).map((item) => [
            item,
            ...(example.slice(1) as Json[]),
          ]),
        );
      break;
    }
    case 'object': {
      if (example && typeof example === 'object' && !Array.isArray(example) && depth < 4)
        candidates.push(invalidObject(schema, example as { [key: string]: Json }, depth));
      break;
    }
  }
  return fc.oneof(...candidates);
}

/** The example object with one thing wrong: a required field missing, an unknown one, or one bad value. */
function invalidObject(schema: JsonObject, example: { [key: string]: Json }, depth = 0): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  const mutations: fc.Arbitrary<Json>[] = [];
  const present = required.filter((name) => name in example);
  if (present.length > 0)
    mutations.push(
      fc.constantFrom(...present).map((missing) => {
        const { [missing]: _, ...rest } = example;
        return rest;
      }),
    );
  if (schema.additionalProperties === false)
    mutations.push(
      fc
        .tuple(
          fc.constantFrom('isAdmin', 'userId', '__proto__x', 'role', 'price'),
          fc.jsonValue() as fc.Arbitrary<Json>,
        )
        .map(([name, value]) => ({ ...example, [name]: value })),
    );
  const known = Object.keys(properties).filter((name) => name in example);
  for (const name of known)
    mutations.push(
      invalidFor(properties[name], example[name], depth + 1).map((value) => ({ ...example, [name]: value })),
    );
  return mutations.length > 0 ? fc.oneof(...mutations) : wrongType(schema);
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: JsonObject;
  example?: unknown;
}

function parametersOf(operation: Operation): Parameter[] {
  return (operation.parameters ?? []).map((parameter) => resolve<Parameter>(contract, parameter as never));
}

/** A valid-looking value for a parameter (its example, else something of its type). */
function validParameter(parameter: Parameter): string {
  const schema = shape(parameter.schema ?? {});
  if (parameter.example !== undefined) return String(parameter.example);
  if (schema.example !== undefined) return String(schema.example);
  if (schema.enum) return String((schema.enum as unknown[])[0]);
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer') return '1';
  return 'a'.repeat(Math.max(16, Number(schema.minLength ?? 0)));
}

/** Bad values for a path or query parameter, as they appear (encoded) in the URL. */
function invalidParameter(parameter: Parameter): fc.Arbitrary<string> {
  const schema = shape(parameter.schema ?? {});
  const values: fc.Arbitrary<string>[] = [
    fc.constantFrom('%00', 'a%00b', '%1B%5B31m', '%7F', `${'a'.repeat(10_000)}`),
    controlString.map(encodeURIComponent),
  ];
  if (refusesEmoji(schema) || schema.type === 'integer')
    values.push(
      fc.array(EMOJI, { minLength: 1, maxLength: 3 }).map((parts) => encodeURIComponent(parts.join(''))),
    );
  if (schema.type === 'integer') values.push(fc.constantFrom('-1', '1e309', '99999999999999999999', '1.5'));
  if (schema.format === 'uuid')
    values.push(fc.constantFrom('not-a-uuid', '..%2F..%2Fetc', '00000000-0000-0000-0000-00000000000g'));
  return fc.oneof(...values);
}

interface BadRequest {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Every kind of bad request the contract allows to build for `operation`. */
function badRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  const parameters = parametersOf(operation);
  const pathOf = (overrides: Record<string, string> = {}) =>
    `/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = parameters.find((candidate) => candidate.name === name && candidate.in === 'path');
      return overrides[name] ?? (parameter ? encodeURIComponent(validParameter(parameter)) : name);
    })}`;
  const queryOf = (overrides: Record<string, string> = {}) => {
    const pairs = parameters
      .filter((parameter) => parameter.in === 'query' && (parameter.required || parameter.name in overrides))
      .map(
        (parameter) =>
          `${parameter.name}=${overrides[parameter.name] ?? encodeURIComponent(validParameter(parameter))}`,
      );
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  };
  const headers: Record<string, string> = {};
  for (const parameter of parameters)
    if (parameter.in === 'header' && parameter.required)
      headers[parameter.name.toLowerCase()] = validParameter(parameter);
  const method = operation.method.toUpperCase();
  const media = operation.requestBody?.content['application/json'];
  const [, exampleBody] = (media && examplesOf(contract, media)[0]) ?? [];
  const body = exampleBody as Json | undefined;
  const jsonHeaders = { 'content-type': 'application/json', ...headers };

  const kinds: fc.Arbitrary<BadRequest>[] = [];
  for (const parameter of parameters.filter(
    (candidate) => candidate.in === 'path' || candidate.in === 'query',
  )) {
    kinds.push(
      invalidParameter(parameter).map((value) => ({
        what: `${parameter.in} ${parameter.name}=${value.slice(0, 40)}`,
        method,
        url:
          parameter.in === 'path'
            ? `${pathOf({ [parameter.name]: value })}${queryOf()}`
            : `${pathOf()}${queryOf({ [parameter.name]: value })}`,
        headers: body !== undefined ? jsonHeaders : { ...headers },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      })),
    );
  }
  if (media?.schema && body !== undefined) {
    kinds.push(
      invalidFor(media.schema, body).map((value) => ({
        what: `body ${JSON.stringify(value).slice(0, 120)}`,
        method,
        url: `${pathOf()}${queryOf()}`,
        headers: jsonHeaders,
        payload: JSON.stringify(value),
      })),
      fc.constantFrom('[]', '"text"', '42', 'null', '{"a":', '{"__proto__":{"isAdmin":true}}').map((raw) => ({
        what: `body ${raw}`,
        method,
        url: `${pathOf()}${queryOf()}`,
        headers: jsonHeaders,
        payload: raw,
      })),
    );
  }
  // Fastify reads a body on these methods whatever the operation declares: anything but JSON is refused.
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    kinds.push(
      fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'text/html',
        )
        .map((contentType) => ({
          what: `content-type ${contentType}`,
          method,
          url: `${pathOf()}${queryOf()}`,
          headers: { ...headers, 'content-type': contentType },
          payload: body !== undefined ? JSON.stringify(body) : 'email=a@b.c',
        })),
    );
  }
  return kinds.length > 0 ? fc.oneof(...kinds) : fc.constant(undefined as never);
}

/** Operations with nothing a request could get wrong: no parameters, no body, a method without a body. */
function hasInput(operation: Operation): boolean {
  return (
    parametersOf(operation).some((parameter) => parameter.in !== 'header') ||
    operation.requestBody !== undefined ||
    ['post', 'put', 'patch', 'delete'].includes(operation.method)
  );
}

// Redirects answer a bad callback with a redirect to the app's error page, by design (SPEC section 8).
const REDIRECTS = new Set(['startGoogleLogin', 'finishGoogleLogin']);

describe('property-based bad input for every operation of openapi.yaml', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await buildTestApp({
      // Bad input is refused before any limit counts; high limits keep 429s out of the way.
      loginFailures: { max: 10_000, accountMax: 10_000, addressMax: 10_000, windowMs: 60_000 },
      passwordRestoreLimits: { emailMax: 10_000, addressMax: 10_000, windowMs: 60_000 },
    });
    user = await registerUser(t.app);
  });
  after(() => t?.close());

  /** Every table's rows, digested (support/database-digest.ts): equal digests, nothing changed. */
  const databaseDigest = async () => JSON.stringify(await digestTables(t.app));

  for (const operation of operations) {
    if (!hasInput(operation)) continue;
    test(`${operation.operationId}: every bad request is a 4xx in the envelope and changes nothing`, async () => {
      const before = await databaseDigest();
      await fc.assert(
        fc.asyncProperty(badRequests(operation), async (request) => {
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: {
              ...request.headers,
              ...(isSecured(contract, operation) ? authHeaders(user.accessToken) : {}),
            },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
            payloadAsStream: true,
          });
          const chunks: Buffer[] = [];
          const stream = response.stream();
          const isEventStream = String(response.headers['content-type'] ?? '').startsWith(
            'text/event-stream',
          );
          if (isEventStream) stream.destroy();
          else for await (const chunk of stream) chunks.push(chunk as Buffer);
          const status = response.statusCode;
          const label = `${operation.operationId} ${request.what}: ${status}`;
          if (REDIRECTS.has(operation.operationId) && status === 302) {
            assert.match(String(response.headers.location), /error=/, label);
            return;
          }
          assert.ok(
            status >= 400 && status < 500,
            `${label} ${Buffer.concat(chunks).toString().slice(0, 300)}`,
          );
          const envelope = JSON.parse(Buffer.concat(chunks).toString()) as {
            error?: { code?: unknown; message?: unknown };
          };
          assert.equal(typeof envelope.error?.code, 'string', label);
          assert.equal(typeof envelope.error?.message, 'string', label);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: Number(process.env.FUZZ_SEED ?? 20261122), endOnFailure: true },
      );
      assert.equal(await databaseDigest(), before, `${operation.operationId}: the database changed`);
      const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(user.accessToken) });
      assert.equal(me.statusCode, 200, 'the fuzzing user is still there');
    });
  }
});
