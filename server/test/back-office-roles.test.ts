// Issue 24: every back-office operation checks the role and the place on the server. The operations are
// read from the contract (those marked `x-back-office`), so one added tomorrow is covered the day it is
// declared: each is called anonymously, as a customer, as staff of the place, as a manager of another
// place, as a manager of the place and as an owner, and a refused call must have changed nothing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createRolesRepository } from '../src/features/roles/repository';
import { authHeaders, buildTestApp, errorOf, type TestApp, type TestUser } from './helper';
import { type BackOfficeActors, createBackOfficeActors } from './support/back-office';
import { databaseDigest } from './support/database-digest';
import { loadContract, type Operation, operationsOf, resolve } from './support/openapi';
import { OLIVERA, TAULA } from './support/staff';

type Level = 'owner' | 'manager' | 'any';
const contract = loadContract();
const levelOf = (operation: Operation) =>
  (operation as Operation & { 'x-back-office'?: Level })['x-back-office'];
const backOffice = operationsOf(contract).filter((operation) => levelOf(operation) !== undefined);

/** The operation's request, with its path filled in (the place, other ids new) and `{}` as body when it takes one. */
function request(operation: Operation, caller: TestUser | undefined, place = OLIVERA) {
  const url = `/api${operation.path}`.replace(/\{([A-Za-z]+)\}/g, (_match, name: string) =>
    name === 'providerId' ? place : randomUUID(),
  );
  return {
    method: operation.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url,
    headers: caller ? authHeaders(caller.accessToken) : {},
    ...(operation.requestBody ? { payload: {} } : {}),
  };
}

/** What a refused call could have changed: every table of the app's schema, digested (support/database-digest.ts). */
const snapshot = (t: TestApp) => databaseDigest(t.app);

const refusedWith = (response: LightMyRequestResponse, status: number, code: string, label: string) => {
  assert.equal(response.statusCode, status, `${label}: ${response.body}`);
  assert.equal(errorOf(response).code, code, label);
};

describe('back-office operations check the role and the place', () => {
  let t: TestApp;
  let actors: BackOfficeActors;
  before(async () => {
    t = await buildTestApp();
    actors = await createBackOfficeActors(t.app);
  });
  after(() => t.close());

  test('the contract marks back-office operations, and each manager operation names its place', () => {
    assert.ok(backOffice.some((operation) => operation.operationId === 'listManagedPlaces'));
    for (const operation of backOffice) {
      assert.ok(['owner', 'manager', 'any'].includes(levelOf(operation) as string), operation.operationId);
      if (levelOf(operation) === 'manager') {
        assert.match(operation.path, /\{providerId\}/, `${operation.operationId} names the place it manages`);
      }
      const forbidden = resolve(contract, operation.responses['403'] as never) as
        | { description?: string }
        | undefined;
      assert.ok(forbidden, `${operation.operationId} documents its 403`);
    }
  });

  test('without a valid access token, each answers 401', async () => {
    for (const operation of backOffice) {
      const response = await t.app.inject(request(operation, undefined));
      assert.equal(response.statusCode, 401, `${operation.operationId}: ${response.body}`);
    }
  });

  test('customers, staff and managers of another place are refused with 403 and change nothing', async () => {
    const before = await snapshot(t);
    for (const operation of backOffice) {
      const level = levelOf(operation);
      const refused: [string, TestUser][] = [
        ['a customer', actors.customer],
        ['staff of the place', actors.staff],
      ];
      if (level !== 'any') refused.push(['a manager of another place', actors.otherManager]);
      if (level === 'owner') refused.push(['a manager of the place', actors.manager]);
      for (const [who, caller] of refused) {
        refusedWith(
          await t.app.inject(request(operation, caller)),
          403,
          'BACK_OFFICE_FORBIDDEN',
          `${operation.operationId} as ${who}`,
        );
      }
    }
    assert.deepEqual(await snapshot(t), before);
  });

  test('owners, and managers of the place, pass the check', async () => {
    for (const operation of backOffice) {
      const level = levelOf(operation);
      const allowed: [string, TestUser][] = [['an owner', actors.owner]];
      if (level !== 'owner') allowed.push(['a manager of the place', actors.manager]);
      for (const [who, caller] of allowed) {
        const response = await t.app.inject(request(operation, caller));
        const label = `${operation.operationId} as ${who}: ${response.statusCode} ${response.body}`;
        assert.ok(![401, 403].includes(response.statusCode), label);
        assert.ok(response.statusCode < 500, label);
      }
    }
  });

  test('a manager of a place cannot reach another place by naming it', async () => {
    for (const operation of backOffice.filter((candidate) => levelOf(candidate) === 'manager')) {
      refusedWith(
        await t.app.inject(request(operation, actors.manager, TAULA)),
        403,
        'BACK_OFFICE_FORBIDDEN',
        operation.operationId,
      );
    }
  });

  test('listManagedPlaces: every place for an owner, their own for a manager', async () => {
    const list = async (caller: TestUser) => {
      const response = await t.app.inject({
        url: '/api/manage/places',
        headers: authHeaders(caller.accessToken),
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data as { owner: boolean; places: { providerId: string }[] };
    };
    const forOwner = await list(actors.owner);
    assert.equal(forOwner.owner, true);
    assert.ok(forOwner.places.some((place) => place.providerId === OLIVERA));
    assert.ok(forOwner.places.some((place) => place.providerId === TAULA));
    const forManager = await list(actors.manager);
    assert.deepEqual(forManager, {
      owner: false,
      places: [forOwner.places.find((place) => place.providerId === OLIVERA)],
    });
  });

  test('getMyUser says who runs what', async () => {
    const me = async (caller: TestUser) =>
      (await t.app.inject({ url: '/api/user/getMyUser', headers: authHeaders(caller.accessToken) })).json()
        .data;
    assert.equal((await me(actors.owner)).owner, true);
    assert.deepEqual((await me(actors.owner)).managerOf, []);
    const manager = await me(actors.manager);
    assert.equal(manager.owner, false);
    assert.deepEqual(
      manager.managerOf.map((place: { providerId: string }) => place.providerId),
      [OLIVERA],
    );
    // A manager works the counter too.
    assert.ok(manager.staffOf.some((place: { providerId: string }) => place.providerId === OLIVERA));
    assert.deepEqual((await me(actors.customer)).managerOf, []);
  });

  test('a role taken away counts at the next request, with the same access token', async () => {
    const roles = createRolesRepository(t.app.db);
    const headers = authHeaders(actors.otherManager.accessToken);
    const url = '/api/manage/places';
    assert.equal((await t.app.inject({ url, headers })).statusCode, 200);
    await roles.setPlaceRole(actors.otherManager.userId, TAULA, 'staff');
    refusedWith(await t.app.inject({ url, headers }), 403, 'BACK_OFFICE_FORBIDDEN', 'after the demotion');
    await roles.setPlaceRole(actors.otherManager.userId, TAULA, 'manager');
    assert.equal((await t.app.inject({ url, headers })).statusCode, 200);
  });
});
