// Issue 23, defect 6: the server enforces the required consents (essential and dataProcessing). Until
// they are given, every operation with an access token answers 403 CONSENTS_REQUIRED, but those the
// contract marks `x-consents-exempt` (the account and consents operations). The operations are taken
// from the contract, so a new one is covered the day it is added.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createActiveUsers } from '../src/features/users/active-users';
import {
  authHeaders,
  buildTestApp,
  errorOf,
  giveConsents,
  registerUser,
  type TestApp,
  type TestUser,
} from './helper';
import {
  examplesOf,
  isSecured,
  type JsonObject,
  loadContract,
  type Operation,
  operationsOf,
  resolve,
} from './support/openapi';
import { CROISSANT, OLIVERA, OPEN_AT_OLIVERA } from './support/staff';

const contract = loadContract();
const isExempt = (operation: Operation) =>
  (operation as Operation & { 'x-consents-exempt'?: boolean })['x-consents-exempt'] === true;
const secured = operationsOf(contract).filter((operation) => isSecured(contract, operation));
/** Every operation that needs the consents, from the contract. */
const guarded = secured.filter((operation) => !isExempt(operation));

/** Values for the operations' required parameters: the caller's own id, ids of demo rows, or new ones. */
const PARAMETER_VALUES: Record<string, (caller: TestUser) => string> = {
  userId: (caller) => caller.userId,
  providerId: () => OLIVERA,
  productId: () => CROISSANT,
  orderId: () => randomUUID(),
  idempotencyKey: () => randomUUID(),
  'Idempotency-Key': () => randomUUID(),
  period: () => 'today',
  categoryId: () => randomUUID(),
  groupId: () => randomUUID(),
  imageId: () => randomUUID(),
  invitationId: () => randomUUID(),
  endpoint: () => 'https://fcm.googleapis.com/fcm/send/consents-test',
};

/**
 * A request the contract accepts (so it passes validation and reaches the access check): its required
 * parameters filled in and, when it takes a body, the body of its first example.
 */
function validRequest(operation: Operation, caller: TestUser) {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    resolve<{ name: string; in: string; required?: boolean }>(contract, parameter as never),
  );
  let url = `/api${operation.path}`;
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((candidate) => candidate.required)) {
    const value = PARAMETER_VALUES[parameter.name];
    assert.ok(value, `${operation.operationId}: add a value for its parameter ${parameter.name}`);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, value(caller));
    else if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = value(caller);
    else query.set(parameter.name, value(caller));
  }
  const media = operation.requestBody?.content['application/json'];
  const payload = media ? (examplesOf(contract, media)[0]?.[1] as JsonObject | undefined) : undefined;
  if (media) assert.ok(payload, `${operation.operationId} has a request example`);
  return {
    method: operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: query.size > 0 ? `${url}?${query}` : url,
    headers: { ...headers, ...authHeaders(caller.accessToken) },
    ...(payload ? { payload } : {}),
  };
}

const call = (t: TestApp, caller: TestUser, operation: Operation): Promise<LightMyRequestResponse> =>
  t.app.inject(validRequest(operation, caller));

const codeOf = (response: LightMyRequestResponse) =>
  response.statusCode >= 400 ? errorOf(response).code : undefined;

/** Rows the refused calls could have written, by table. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['orders', 'feedback', 'points_ledger', 'counter_tokens', 'events_tickets'] as const) {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

describe('the server enforces the required consents', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: () => OPEN_AT_OLIVERA });
  });
  after(() => t.close());

  test('the contract has guarded operations to check', () => {
    for (const operationId of [
      'checkout',
      'listMyOrders',
      'listMyPointsHistory',
      'getMyQrToken',
      'sendFeedback',
    ]) {
      assert.ok(
        guarded.some((operation) => operation.operationId === operationId),
        `${operationId} needs the consents`,
      );
    }
  });

  test('without the consents, every guarded operation answers 403 CONSENTS_REQUIRED and changes nothing', async () => {
    const customer = await registerUser(t.app, {}, { consents: false });
    const before = await rowCounts(t);
    for (const operation of guarded) {
      const response = await call(t, customer, operation);
      assert.equal(response.statusCode, 403, `${operation.operationId}: ${response.body}`);
      assert.equal(codeOf(response), 'CONSENTS_REQUIRED', operation.operationId);
      assert.equal(errorOf(response).message, 'Please accept the required consents to continue.');
    }
    assert.deepEqual(await rowCounts(t), before);
  });

  test('without the consents, the account and consents operations answer', async () => {
    const exempt = secured.filter(isExempt);
    assert.ok(exempt.length > 0);
    for (const operation of exempt) {
      // A new account each: an operation may change it (delete it, give the consents).
      const customer = await registerUser(t.app, {}, { consents: false });
      const response = await call(t, customer, operation);
      assert.notEqual(codeOf(response), 'CONSENTS_REQUIRED', `${operation.operationId}: ${response.body}`);
      assert.ok(response.statusCode < 500, `${operation.operationId}: ${response.body}`);
    }
  });

  test('the signed-in user, their consents and their profile are readable and changeable without them', async () => {
    const customer = await registerUser(t.app, {}, { consents: false });
    const headers = authHeaders(customer.accessToken);
    assert.equal((await t.app.inject({ url: '/api/user/getMyUser', headers })).statusCode, 200);
    const consents = await t.app.inject({ url: `/api/user-consents?userId=${customer.userId}`, headers });
    assert.equal(consents.statusCode, 200);
    assert.equal(consents.json().data.consents.dataProcessing.granted, false);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers,
      payload: { language: 'ca' },
    });
    assert.equal(profile.statusCode, 200, profile.body);
  });

  test('once the consents are given, the same operations answer at once', async () => {
    const customer = await registerUser(t.app, {}, { consents: false });
    const checkout = guarded.find((operation) => operation.operationId === 'checkout') as Operation;
    // Refused, and asked again right after the save: nothing remembered the refusal.
    assert.equal(codeOf(await call(t, customer, checkout)), 'CONSENTS_REQUIRED');
    await giveConsents(t.app, customer);
    for (const operation of guarded) {
      const response = await call(t, customer, operation);
      assert.notEqual(codeOf(response), 'CONSENTS_REQUIRED', `${operation.operationId}: ${response.body}`);
      assert.ok(response.statusCode < 500, `${operation.operationId}: ${response.body}`);
    }
    const headers = authHeaders(customer.accessToken);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        providerId: OLIVERA,
        items: [{ productId: CROISSANT, quantity: 1, selectedExtraOptions: [] }],
        paymentMethod: 'card',
        pickup: { asap: true },
      },
    });
    assert.equal(order.statusCode, 201, order.body);
    assert.equal((await t.app.inject({ url: '/api/points/history', headers })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/user/qr-token', headers })).statusCode, 200);
  });

  test('the required consents cannot be withdrawn: the save is refused and the operations keep answering', async () => {
    const customer = await registerUser(t.app);
    const headers = authHeaders(customer.accessToken);
    const withdrawal = await t.app.inject({
      method: 'PUT',
      url: `/api/user-consents?userId=${customer.userId}`,
      headers,
      payload: { essential: true, dataProcessing: false, analytics: false, marketing: false },
    });
    assert.equal(withdrawal.statusCode, 400);
    assert.equal((await t.app.inject({ url: '/api/orders', headers })).statusCode, 200);
  });

  test('staff are accounts like any other: the console answers once they gave the consents', async () => {
    const staff = await registerUser(t.app, { name: 'New Staff' }, { consents: false });
    await t.app.features.staff.repository.addMembership(staff.userId, OLIVERA);
    const url = `/api/staff/providers/${OLIVERA}/orders`;
    const refused = await t.app.inject({ url, headers: authHeaders(staff.accessToken) });
    assert.equal(refused.statusCode, 403);
    assert.equal(codeOf(refused), 'CONSENTS_REQUIRED');
    await giveConsents(t.app, staff);
    assert.equal((await t.app.inject({ url, headers: authHeaders(staff.accessToken) })).statusCode, 200);
  });
});

describe('what the access check remembers of a caller (active-users.ts)', () => {
  test('a caller without the consents is read again at every request; one with them is remembered', async () => {
    const reads: string[] = [];
    const consented = new Map([
      ['with', true],
      ['without', false],
    ]);
    const users = createActiveUsers(async (userId) => {
      reads.push(userId);
      return { language: null, consented: consented.get(userId) ?? false };
    });
    await users.get('with');
    await users.get('with');
    await users.get('without');
    assert.equal((await users.get('without'))?.consented, false);
    assert.deepEqual(reads, ['with', 'without', 'without']);
    // Given meanwhile: the next request sees it.
    consented.set('without', true);
    assert.equal((await users.get('without'))?.consented, true);
  });

  test('refresh (a consents save) makes the next request read the caller again', async () => {
    let reads = 0;
    const users = createActiveUsers(async () => {
      reads += 1;
      return { language: null, consented: true };
    });
    await users.get('someone');
    await users.get('someone');
    users.refresh('someone');
    await users.get('someone');
    assert.equal(reads, 2);
  });

  test('requests of one caller arriving together share one read; a deletion during it refuses them', async () => {
    let reads = 0;
    let answer: (user: { language: null; consented: boolean }) => void = () => undefined;
    const users = createActiveUsers(() => {
      reads += 1;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const together = [users.get('someone'), users.get('someone'), users.get('someone')];
    assert.equal(reads, 1);
    answer({ language: null, consented: true });
    for (const user of await Promise.all(together)) assert.equal(user?.consented, true);

    users.refresh('someone');
    const during = users.get('someone');
    users.forget('someone');
    answer({ language: null, consented: true });
    assert.equal(await during, undefined);
  });
});
