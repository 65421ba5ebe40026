// The contract bounds every input (issue 23; Spectral's OWASP ruleset in `npm run lint:spectral`):
// every string a client sends has a maxLength (or is an enum) and a shape (format, pattern or enum),
// every array a maxItems, every integer a format and both limits. The walk below keeps that true for
// each new field, and the requests after it check that the server enforces the bounds it declares.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import {
  MAX_EXTRA_GROUPS_PER_PRODUCT,
  MAX_OPTIONS_PER_GROUP,
} from '../src/features/catalog/commands/validation';
import { AppError } from '../src/lib/errors';
import { authHeaders, buildTestApp, errorOf, registerUser, type TestApp, type TestUser } from './helper';
import { espressoBasket, movableClock, OLIVERA, OLIVERA_OPEN, placeOrder } from './support/checkout';
import {
  dereference,
  type JsonObject,
  loadContract,
  type MediaType,
  operationsOf,
  resolve,
} from './support/openapi';

/**
 * What is missing from one schema node for it to be bounded; empty when nothing is. `shaped`: a string
 * needs a format, pattern or enum too (request inputs; in answers, texts people wrote have no shape,
 * .spectral.yaml lists them).
 */
function missingBounds(schema: JsonObject, shaped: boolean): string[] {
  const has = (keyword: string) => schema[keyword] !== undefined;
  switch (schema.type) {
    case 'string':
      return [
        ...(has('maxLength') || has('enum') ? [] : ['maxLength']),
        ...(!shaped || has('format') || has('pattern') || has('enum') ? [] : ['format, pattern or enum']),
      ];
    case 'array':
      return has('maxItems') ? [] : ['maxItems'];
    case 'integer':
      return [
        ...(['int32', 'int64'].includes(String(schema.format)) ? [] : ['format int32 or int64']),
        ...(has('minimum') ? [] : ['minimum']),
        ...(has('maximum') ? [] : ['maximum']),
      ];
    default:
      return [];
  }
}

/** Every unbounded node under `schema`, as "where: what is missing". */
function unboundedIn(schema: unknown, where: string, shaped = true): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonObject;
  const missing = missingBounds(node, shaped);
  const own = missing.length > 0 ? [`${where}: ${missing.join(', ')}`] : [];
  const properties = Object.entries((node.properties as JsonObject | undefined) ?? {}).flatMap(
    ([name, inner]) => unboundedIn(inner, `${where}.${name}`, shaped),
  );
  const alternatives = (['oneOf', 'anyOf', 'allOf'] as const).flatMap((keyword) =>
    ((node[keyword] as unknown[] | undefined) ?? []).flatMap((inner, index) =>
      unboundedIn(inner, `${where}(${keyword} ${index})`, shaped),
    ),
  );
  return [...own, ...properties, ...alternatives, ...unboundedIn(node.items, `${where}[]`, shaped)];
}

describe('the contract bounds every request input', () => {
  const document = loadContract();

  test('every string, array and integer of every parameter and request body has its bounds', () => {
    const problems = operationsOf(document).flatMap((operation) => {
      const parameters = (operation.parameters ?? []).flatMap((parameter) => {
        const resolved = resolve<JsonObject>(document, parameter);
        return unboundedIn(
          dereference(document, resolved.schema),
          `${operation.operationId} ${resolved.in} ${resolved.name}`,
        );
      });
      const body = Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, media]) =>
        unboundedIn(
          dereference(document, (media as MediaType).schema),
          `${operation.operationId} body (${type})`,
        ),
      );
      return [...parameters, ...body];
    });
    assert.deepEqual(problems, []);
  });

  test('every answer is bounded too: lengths, sizes and ranges (what the server sends is checked against them)', () => {
    const problems = operationsOf(document).flatMap((operation) =>
      Object.entries(operation.responses).flatMap(([status, response]) =>
        Object.values(resolve(document, response).content ?? {}).flatMap((media) =>
          unboundedIn(dereference(document, media.schema), `${operation.operationId} ${status}`, false),
        ),
      ),
    );
    assert.deepEqual(problems, []);
  });
});

describe('the server enforces the bounds of the contract', () => {
  let t: TestApp;
  let user: TestUser;
  before(async () => {
    t = await buildTestApp();
    user = await registerUser(t.app);
  });
  after(() => t.close());

  const refusedFields = (response: LightMyRequestResponse) => {
    assert.equal(response.statusCode, 400, response.body);
    const error = errorOf(response);
    assert.equal(error.code, 'VALIDATION_ERROR');
    return ((error.fields ?? []) as { field: string }[]).map((field) => field.field);
  };

  test('an over-long string is 400 VALIDATION_ERROR naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: authHeaders(user.accessToken),
      payload: { message: 'x'.repeat(2001) },
    });
    assert.deepEqual(refusedFields(response), ['message']);
  });

  test('too many items is 400 VALIDATION_ERROR naming the list', async () => {
    const line = { productId: randomUUID(), quantity: 1, selectedExtraOptions: [] };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers: authHeaders(user.accessToken),
      payload: { providerId: OLIVERA, items: Array.from({ length: 101 }, () => line) },
    });
    assert.deepEqual(refusedFields(response), ['items']);
  });

  test('an integer out of range is 400 VALIDATION_ERROR naming it', async () => {
    const tooMany = await t.app.inject({
      url: '/api/orders?limit=51',
      headers: authHeaders(user.accessToken),
    });
    assert.deepEqual(refusedFields(tooMany), ['limit']);
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: authHeaders(user.accessToken),
      payload: { message: 'Lovely', rating: 6 },
    });
    assert.deepEqual(refusedFields(rating), ['rating']);
  });

  test('a token that is not shaped like one is refused before it is looked up', async () => {
    const refresh = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refreshToken',
      payload: { refreshToken: 'not a token' },
    });
    assert.deepEqual(refusedFields(refresh), ['refreshToken']);
    const resetLink = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-restore/check',
      payload: { token: 'q3NwqS0tN4a6Xw2Y.H8kPz1mV5rT7uE9' },
    });
    assert.deepEqual(refusedFields(resetLink), ['token']);
    const ticket = await t.app.inject({ url: `/api/events?ticket=${'x'.repeat(20)}%2F` });
    assert.deepEqual(refusedFields(ticket), ['ticket']);
  });

  test('a body with more problems than the envelope lists is answered with the first 100, within the contract', async () => {
    // 100 lines, each with three problems: 300 in all, more than ErrorEnvelope's maxItems.
    const line = { productId: 'nope', quantity: 0, selectedExtraOptions: ['nope'] };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/basket/quote',
      headers: authHeaders(user.accessToken),
      payload: { providerId: OLIVERA, items: Array.from({ length: 100 }, () => line) },
    });
    const fields = refusedFields(response);
    assert.equal(fields.length, 100);
    assert.deepEqual(fields.slice(0, 3), [
      'items.0.productId',
      'items.0.quantity',
      'items.0.selectedExtraOptions.0',
    ]);
    assert.ok(errorOf(response).message.length <= 1000);
  });

  test('the catalogue refuses to grow an extra group or a product past the maxItems of its answers', async () => {
    const commands = t.app.features.catalog.commands;
    const group = await commands.createExtraGroup({
      providerId: OLIVERA,
      name: 'Toppings',
      maxSelectable: 1,
    });
    for (let index = 0; index < MAX_OPTIONS_PER_GROUP; index++) {
      await commands.createExtraOption({ groupId: group.id, name: `Topping ${index}`, price: 10 });
    }
    await assert.rejects(
      commands.createExtraOption({ groupId: group.id, name: 'One too many', price: 10 }),
      (error) => error instanceof AppError && error.statusCode === 400,
    );
    const groups = Array.from({ length: MAX_EXTRA_GROUPS_PER_PRODUCT + 1 }, () => randomUUID());
    await assert.rejects(
      commands.updateProduct({ productId: randomUUID(), extraGroupIds: groups }),
      (error) =>
        error instanceof AppError &&
        error.statusCode === 400 &&
        (error.fields ?? []).some((field) => field.field === 'extraGroupIds'),
    );
  });
});

describe('a list that grows with the customer stays within its maxItems', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: movableClock(OLIVERA_OPEN).clock });
  });
  after(() => t.close());

  test('getMyUser carries the newest 50 active orders; listMyOrders pages through all of them', async () => {
    const customer = await registerUser(t.app);
    const placed: string[] = [];
    for (let index = 0; index < 51; index++)
      placed.push((await placeOrder(t.app, customer.accessToken, espressoBasket())).orderId);

    const me = await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(customer.accessToken) });
    assert.equal(me.statusCode, 200, me.body);
    const active: string[] = me.json().data.activeOrders.map((order: { orderId: string }) => order.orderId);
    assert.equal(active.length, 50);
    assert.equal(active.includes(placed[0] as string), false, 'the oldest one is left out');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LightMyRequestResponse = await t.app.inject({
        url: `/api/orders?scope=active&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        headers: authHeaders(customer.accessToken),
      });
      assert.equal(page.statusCode, 200, page.body);
      const data: { orders: { orderId: string }[]; nextCursor: string | null } = page.json().data;
      seen.push(...data.orders.map((order) => order.orderId));
      cursor = data.nextCursor;
    } while (cursor);
    assert.deepEqual(new Set(seen), new Set(placed));
  });
});
