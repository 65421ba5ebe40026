import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PublishedEvent } from '../src/features/events/publisher';
import { authHeaders, buildTestApp, errorOf, type TestApp, type TestUser } from './helper';
import { createBackOfficeActors } from './support/back-office';
import { OLIVERA, OLIVERA_OPEN } from './support/checkout';
import { eventsSettled } from './support/live-events';

// The back office's places over HTTP (openapi/manage-places.yaml): create, edit with the version check,
// hours and closed dates, pickup settings and the pause, each announced to open apps (catalog.changed).
// Who may call them is the role matrix's business (back-office-roles.test.ts, the foundation's).

describe('places in the back office (HTTP)', () => {
  let t: TestApp;
  let owner: TestUser;
  let manager: TestUser;
  const events: PublishedEvent[] = [];
  const now = new Date(OLIVERA_OPEN);
  before(async () => {
    t = await buildTestApp({ clock: () => now });
    ({ owner, manager } = await createBackOfficeActors(t.app));
    t.app.features.events.subscriptions.subscribe({ topic: 'catalog' }, (event) => events.push(event));
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as: TestUser = owner) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: authHeaders(as.accessToken),
      ...(payload ? { payload } : {}),
    });
  /** The audit records of a place, newest first. */
  const auditOf = (providerId: string) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('provider_id', '=', providerId)
      .orderBy('at', 'desc')
      .execute();
  const newPlace = {
    name: 'Café del Mar',
    kind: 'coffee_shop',
    address: 'Passeig Marítim 1, 08003 Barcelona',
    country: 'ES',
    language: 'ca',
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    logoUrl: '',
    openingHours: [
      { day: 3, opens: '08:00', closes: '13:00' },
      { day: 3, opens: '16:00', closes: '20:00' },
    ],
    closedDates: [{ from: '2026-12-25', to: '2026-12-26', reason: 'Christmas' }],
    pickup: { prepMinutes: 10, slotMinutes: 30, maxOrdersPerSlot: 5 },
  };

  test('creates a place with a generated code that customers then find, with its hours and holiday', async () => {
    await eventsSettled(t.app); // what came before is heard before this listens
    events.length = 0;
    const created = await call('POST', '/manage/places', newPlace);
    assert.equal(created.statusCode, 201, created.body);
    const place = created.json().data;
    assert.match(place.code, /^CAFE-\d{2}$/);
    assert.deepEqual(place.pickup, newPlace.pickup);
    assert.equal(place.version, 1);
    const seen = await call('GET', `/providers/${place.providerId}`);
    assert.equal(seen.statusCode, 200);
    assert.deepEqual(seen.json().data.todayHours, newPlace.openingHours);
    assert.deepEqual(seen.json().data.closedDates, newPlace.closedDates);
    const listed = await call('GET', `/providers?code=${place.code}`);
    assert.equal(listed.json().data.providers[0]?.providerId, place.providerId);
    await eventsSettled(t.app);
    assert.ok(
      events.some((e) => e.data.type === 'catalog.changed' && e.data.providerId === place.providerId),
    );
    const [record] = await auditOf(place.providerId);
    assert.equal(record?.action, 'place.create');
    assert.equal(record?.actor_user_id, owner.userId);
    assert.equal(record?.before, null);
    assert.equal(((record as { after: unknown }).after as { code: string }).code, place.code);
  });

  test('bad input is refused on its fields and changes nothing; a taken code is 409 on `code`', async () => {
    const before = (await call('GET', '/providers?limit=100')).json().data.providers.length;
    const bad = await call('POST', '/manage/places', {
      ...newPlace,
      timezone: 'Mars/Olympus',
      openingHours: [
        { day: 1, opens: '08:00', closes: '13:00' },
        { day: 1, opens: '12:00', closes: '14:00' },
      ],
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(
      errorOf(bad)
        .fields?.map((f) => (f as { field: string }).field)
        .sort(),
      ['openingHours.1.opens', 'timezone'],
    );
    const taken = await call('POST', '/manage/places', { ...newPlace, code: 'OLIV-42' });
    assert.equal(taken.statusCode, 409);
    assert.equal(errorOf(taken).code, 'PLACE_CODE_TAKEN');
    assert.deepEqual(errorOf(taken).fields, [{ field: 'code', message: 'is taken' }]);
    assert.equal((await call('GET', '/providers?limit=100')).json().data.providers.length, before);
  });

  test('two editors: the second, based on the old version, gets 409 with the first one’s change', async () => {
    const place = (await call('GET', `/manage/places/${OLIVERA}`)).json().data;
    const {
      providerId: _id,
      openingHours: _h,
      closedDates: _c,
      pickup,
      orderingPaused: _p,
      version,
      ...details
    } = place;
    const first = await call('PUT', `/manage/places/${OLIVERA}/pickup`, {
      ...pickup,
      prepMinutes: 25,
      version,
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.version, version + 1);
    const second = await call('PUT', `/manage/places/${OLIVERA}`, {
      ...details,
      name: 'Olivera II',
      version,
    });
    assert.equal(second.statusCode, 409);
    assert.equal(errorOf(second).code, 'VERSION_CONFLICT');
    const current = second.json().error.details.currentPlace;
    assert.equal(current.pickup.prepMinutes, 25);
    assert.equal(current.name, place.name, 'the stale edit changed nothing');
    assert.equal(
      (await auditOf(OLIVERA)).filter((r) => r.action === 'place.update').length,
      0,
      'nor was recorded',
    );
    const again = await call('PUT', `/manage/places/${OLIVERA}`, {
      ...details,
      name: 'Olivera II',
      version: current.version,
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.name, 'Olivera II');
  });

  test('the pause reaches customers with its reason, and goes', async () => {
    // The place's manager pauses it; the audit says who, and what it was before.
    const paused = await call(
      'PUT',
      `/manage/places/${OLIVERA}/pause`,
      { paused: true, reason: 'Back at 11:30' },
      manager,
    );
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().data.orderingPaused.reason, 'Back at 11:30');
    const [record] = await auditOf(OLIVERA);
    assert.equal(record?.action, 'place.pause');
    assert.equal(record?.actor_user_id, manager.userId);
    assert.equal(
      ((record as { before: unknown }).before as { orderingPaused: unknown }).orderingPaused,
      null,
    );
    assert.equal(
      ((record as { after: unknown }).after as { orderingPaused: { reason: string } }).orderingPaused.reason,
      'Back at 11:30',
    );
    assert.equal(
      (await call('GET', `/providers/${OLIVERA}`)).json().data.orderingPaused.reason,
      'Back at 11:30',
    );
    const resumed = await call('PUT', `/manage/places/${OLIVERA}/pause`, { paused: false });
    assert.equal(resumed.json().data.orderingPaused, null);
    assert.equal((await call('GET', `/providers/${OLIVERA}`)).json().data.orderingPaused, undefined);
  });
});
