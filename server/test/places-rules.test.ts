import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { PublishedEvent } from '../src/features/events/publisher';
import { AppError } from '../src/lib/errors';
import {
  authHeaders,
  buildTestApp,
  errorOf,
  loginTokens,
  registerUser,
  type TestApp,
  type TestUser,
} from './helper';
import { checkout, espressoBasket, OLIVERA, OLIVERA_OPEN, orderCount } from './support/checkout';
import { eventsSettled } from './support/live-events';

// The rules of a place's settings (issue 24, Places): split opening hours, closed dates, pickup settings
// (preparation time, slot length, orders per slot), the pause of online orders, and the version check.
// Café Olivera (Europe/Madrid, UTC+1 in March) opens Monday to Friday 07:30-20:00; 11 March 2026 is a
// Wednesday and OLIVERA_OPEN is 11:00 local.

describe('places: hours, closed dates, pickup settings and the pause', () => {
  let t: TestApp;
  let user: TestUser;
  let now = new Date(OLIVERA_OPEN);
  const events: PublishedEvent[] = [];
  before(async () => {
    t = await buildTestApp({ clock: () => now });
    user = await registerUser(t.app);
    t.app.features.events.subscriptions.subscribe({ topic: 'catalog' }, (event) => events.push(event));
  });
  beforeEach(async () => {
    now = new Date(OLIVERA_OPEN);
    // Back to Olivera's own settings before each test.
    const commands = t.app.features.catalog.commands;
    await commands.setOrderingPause({ providerId: OLIVERA, paused: false });
    await commands.setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 15,
      slotMinutes: 15,
      maxOrdersPerSlot: null,
    });
    await commands.setOpeningHours({
      providerId: OLIVERA,
      openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '07:30', closes: '20:00' })),
      closedDates: [],
    });
  });
  after(() => t.close());

  const commands = () => t.app.features.catalog.commands;
  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    try {
      await promise;
    } catch (error) {
      assert.ok(error instanceof AppError, String(error));
      return error;
    }
    assert.fail('the command was accepted');
  }
  const fieldsOf = (error: AppError) => (error.fields ?? []).map((field) => field.field).sort();
  async function token() {
    return (await loginTokens(t.app, user.email, user.password)).accessToken;
  }
  async function pickupTimes() {
    const response = await t.app.inject({
      url: `/api/providers/${OLIVERA}/pickup-times`,
      headers: authHeaders(await token()),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }
  async function provider() {
    const response = await t.app.inject({
      url: `/api/providers/${OLIVERA}`,
      headers: authHeaders(await token()),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  test('opening hours: several periods a day; overlaps, equal ends and bad times are refused and change nothing', async () => {
    const split = [
      { day: 3, opens: '08:00', closes: '13:00' },
      { day: 3, opens: '16:00', closes: '20:00' },
    ];
    await commands().setOpeningHours({ providerId: OLIVERA, openingHours: split });
    const place = await provider();
    assert.deepEqual(place.todayHours, split);
    assert.equal(place.isOpenNow, true);
    // 14:00 local: between the periods, closed, opening again at 16:00.
    now = new Date('2026-03-11T13:00:00.000Z');
    const afternoon = await provider();
    assert.equal(afternoon.isOpenNow, false);
    assert.deepEqual(afternoon.nextOpening, { inDays: 0, day: 3, time: '16:00' });
    const times: string[] = (await pickupTimes()).times;
    assert.ok(!times.includes('2026-03-11T13:30:00.000Z'), 'no pickup between the periods');
    assert.ok(times.includes('2026-03-11T15:00:00.000Z'), '16:00 local is offered');

    const overlap = await refusal(
      commands().setOpeningHours({
        providerId: OLIVERA,
        openingHours: [
          { day: 1, opens: '08:00', closes: '13:00' },
          { day: 1, opens: '12:30', closes: '20:00' },
        ],
      }),
    );
    assert.equal(overlap.code, 'VALIDATION_ERROR');
    assert.deepEqual(fieldsOf(overlap), ['openingHours.1.opens']);
    // Sunday night past midnight runs into Monday's morning period.
    const overnight = await refusal(
      commands().setOpeningHours({
        providerId: OLIVERA,
        openingHours: [
          { day: 0, opens: '22:00', closes: '02:00' },
          { day: 1, opens: '01:00', closes: '09:00' },
        ],
      }),
    );
    assert.deepEqual(fieldsOf(overnight), ['openingHours.1.opens']);
    // Saturday night runs into Sunday: the week wraps.
    const wrap = await refusal(
      commands().setOpeningHours({
        providerId: OLIVERA,
        openingHours: [
          { day: 0, opens: '00:30', closes: '09:00' },
          { day: 6, opens: '20:00', closes: '01:00' },
        ],
      }),
    );
    assert.deepEqual(fieldsOf(wrap), ['openingHours.1.opens']);
    const bad = await refusal(
      commands().setOpeningHours({
        providerId: OLIVERA,
        openingHours: [
          { day: 7, opens: '08:00', closes: '09:00' },
          { day: 2, opens: '24:00', closes: '09:00' },
          { day: 2, opens: '10:00', closes: '10:00' },
        ],
      }),
    );
    assert.deepEqual(fieldsOf(bad), ['openingHours.0.day', 'openingHours.1.opens', 'openingHours.2.closes']);
    // A place open past midnight is still accepted (as the model always allowed).
    await commands().setOpeningHours({
      providerId: OLIVERA,
      openingHours: [{ day: 5, opens: '18:00', closes: '02:00' }],
    });
    // Nothing of the refused ones was stored.
    assert.deepEqual((await provider()).openingHours, [{ day: 5, opens: '18:00', closes: '02:00' }]);
  });

  test('closed dates: not open, no pickup times on them, next opening after them; bad ranges refused', async () => {
    // Asked before the change at the same moment: the answer remembered for the old hours is not served.
    const open = await pickupTimes();
    assert.equal(open.asapAvailable, true);
    assert.ok(open.times.length > 0);
    await commands().setOpeningHours({
      providerId: OLIVERA,
      openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '07:30', closes: '20:00' })),
      closedDates: [
        { from: '2026-03-11', to: '2026-03-12', reason: 'Inventory' },
        { from: '2026-01-01', to: '2026-01-01' },
      ],
    });
    const place = await provider();
    assert.equal(place.isOpenNow, false);
    assert.deepEqual(place.todayHours, []);
    // Friday the 13th at 07:30.
    assert.deepEqual(place.nextOpening, { inDays: 2, day: 5, time: '07:30' });
    // Ended ranges are left out; the stored order is by first day.
    assert.deepEqual(place.closedDates, [{ from: '2026-03-11', to: '2026-03-12', reason: 'Inventory' }]);
    const pickup = await pickupTimes();
    assert.equal(pickup.asapAvailable, false);
    assert.deepEqual(pickup.times, [], 'today and tomorrow are closed');
    assert.equal(pickup.opensAt, '2026-03-13T06:30:00.000Z');
    const refused = await checkout(t.app, await token(), espressoBasket());
    assert.equal(errorOf(refused).code, 'PLACE_CLOSED');

    const bad = await refusal(
      commands().setOpeningHours({
        providerId: OLIVERA,
        openingHours: [],
        closedDates: [
          { from: '2026-03-20', to: '2026-03-19' },
          { from: '2026-02-30', to: '2026-03-01' },
          { from: '2026-01-01', to: '2027-06-01' },
          { from: '2026-05-01', to: '2026-05-01', reason: 'x'.repeat(201) },
        ],
      }),
    );
    assert.deepEqual(fieldsOf(bad), [
      'closedDates.0.to',
      'closedDates.1.from',
      'closedDates.2.to',
      'closedDates.3.reason',
    ]);
    assert.equal((await provider()).closedDates.length, 1, 'the refused change stored nothing');
  });

  test('pickup settings: preparation time and slot length shape the times; bad values refused', async () => {
    await commands().setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 40,
      slotMinutes: 30,
      maxOrdersPerSlot: null,
    });
    const times: string[] = (await pickupTimes()).times;
    // 11:00 local + 40 minutes = 11:40, so the first half hour is 12:00 local.
    assert.equal(times[0], '2026-03-11T11:00:00.000Z');
    assert.equal(times[1], '2026-03-11T11:30:00.000Z');
    for (const time of times) assert.equal(new Date(time).getUTCMinutes() % 30, 0, time);
    // An offered time is taken; one between two slots is not.
    const taken = await checkout(t.app, await token(), { ...espressoBasket(), pickup: { at: times[1] } });
    assert.equal(taken.statusCode, 201, taken.body);
    const between = await checkout(t.app, await token(), {
      ...espressoBasket(),
      pickup: { at: '2026-03-11T11:15:00.000Z' },
    });
    assert.equal(errorOf(between).code, 'PICKUP_TIME_INVALID');

    const bad = await refusal(
      commands().setPickupSettings({
        providerId: OLIVERA,
        prepMinutes: -1,
        slotMinutes: 7 as 5,
        maxOrdersPerSlot: 0,
      }),
    );
    assert.deepEqual(fieldsOf(bad), ['maxOrdersPerSlot', 'prepMinutes', 'slotMinutes']);
  });

  test('slots on the wall clock of a zone half an hour off the hour (Asia/Kolkata)', async () => {
    await commands().updatePlaceDetails({
      ...(await detailsOf(OLIVERA)),
      providerId: OLIVERA,
      timezone: 'Asia/Kolkata',
    });
    await commands().setOpeningHours({
      providerId: OLIVERA,
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' })),
    });
    await commands().setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 0,
      slotMinutes: 60,
      maxOrdersPerSlot: null,
    });
    const times: string[] = (await pickupTimes()).times;
    // 10:00Z is 15:30 in Kolkata: the next full hour there is 16:00, 10:30Z.
    assert.equal(times[0], '2026-03-11T10:30:00.000Z');
    assert.equal(times[1], '2026-03-11T11:30:00.000Z');
    await commands().updatePlaceDetails({
      ...(await detailsOf(OLIVERA)),
      providerId: OLIVERA,
      timezone: 'Europe/Madrid',
    });
  });

  test('most orders per slot: a full slot is not offered and refused at checkout; asap counts in the first slot', async () => {
    await commands().setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 15,
      slotMinutes: 15,
      maxOrdersPerSlot: 2,
    });
    const slot = '2026-03-11T11:00:00.000Z';
    const other = await registerUser(t.app);
    for (const who of [user, other]) {
      const { accessToken } = await loginTokens(t.app, who.email, who.password);
      const placed = await checkout(t.app, accessToken, { ...espressoBasket(), pickup: { at: slot } });
      assert.equal(placed.statusCode, 201, placed.body);
    }
    const times: string[] = (await pickupTimes()).times;
    assert.ok(!times.includes(slot), 'the full slot is not offered');
    assert.ok(times.includes('2026-03-11T11:15:00.000Z'));
    const before = await orderCount(t.app, user.userId);
    const full = await checkout(t.app, await token(), { ...espressoBasket(), pickup: { at: slot } });
    assert.equal(full.statusCode, 422);
    assert.equal(errorOf(full).code, 'PICKUP_SLOT_FULL');
    assert.equal(await orderCount(t.app, user.userId), before, 'nothing stored');
  });

  test('a retry of a placed order answers that order, once its slot is full and while the place is paused', async () => {
    await commands().setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 15,
      slotMinutes: 15,
      maxOrdersPerSlot: 1,
    });
    const basket = { ...espressoBasket(), pickup: { at: '2026-03-11T16:00:00.000Z' } };
    const key = randomUUID();
    const placed = await checkout(t.app, await token(), basket, key);
    assert.equal(placed.statusCode, 201, placed.body);
    const count = await orderCount(t.app, user.userId);
    const retried = await checkout(t.app, await token(), basket, key);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.json().data.orderId, placed.json().data.orderId);
    const refused = await checkout(t.app, await token(), basket);
    assert.equal(errorOf(refused).code, 'PICKUP_SLOT_FULL', 'another key is a new order: the slot is full');

    await commands().setOrderingPause({ providerId: OLIVERA, paused: true });
    const whilePaused = await checkout(t.app, await token(), basket, key);
    assert.equal(whilePaused.statusCode, 200, whilePaused.body);
    assert.equal(whilePaused.json().data.orderId, placed.json().data.orderId);
    const changed = await checkout(
      t.app,
      await token(),
      { ...basket, pickup: { at: '2026-03-11T16:15:00.000Z' } },
      key,
    );
    assert.equal(errorOf(changed).code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(errorOf(await checkout(t.app, await token(), basket)).code, 'ORDERING_PAUSED');
    assert.equal(await orderCount(t.app, user.userId), count, 'nothing more stored');
  });

  test('as soon as possible counts in the first slot after the preparation time', async () => {
    // Orders are stamped by the database's clock: this test goes by it (open all week, hour-long slots).
    now = new Date();
    await commands().setOpeningHours({
      providerId: OLIVERA,
      openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '00:00', closes: '23:59' })),
    });
    await commands().setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 0,
      slotMinutes: 60,
      maxOrdersPerSlot: 2,
    });
    const other = await registerUser(t.app);
    for (const who of [user, other]) {
      const { accessToken } = await loginTokens(t.app, who.email, who.password);
      assert.equal((await checkout(t.app, accessToken, espressoBasket())).statusCode, 201);
    }
    const stamped = await t.app.db
      .selectFrom('orders')
      .select('created_at')
      .where('provider_id', '=', OLIVERA)
      .where('pickup_asap', '=', true)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    now = new Date(stamped.created_at);
    const pickup = await pickupTimes();
    assert.equal(pickup.asapAvailable, false, 'the first slot is full');
    const refused = await checkout(t.app, await token(), espressoBasket());
    assert.equal(errorOf(refused).code, 'PICKUP_SLOT_FULL');
  });

  test('concurrent checkouts never overfill a slot', async () => {
    await commands().setPickupSettings({
      providerId: OLIVERA,
      prepMinutes: 15,
      slotMinutes: 15,
      maxOrdersPerSlot: 1,
    });
    const slot = '2026-03-11T14:00:00.000Z';
    const users = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    const answers = await Promise.all(
      users.map((who) => checkout(t.app, who.accessToken, { ...espressoBasket(), pickup: { at: slot } })),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 422, 422]);
  });

  test('the pause: customers see the reason, pickup times are empty, checkout refuses; the counter is untouched', async () => {
    events.length = 0;
    const paused = await commands().setOrderingPause({
      providerId: OLIVERA,
      paused: true,
      reason: 'Back at 11:30',
    });
    assert.ok(paused.ordering_paused_at);
    const place = await provider();
    assert.equal(place.orderingPaused.reason, 'Back at 11:30');
    const pickup = await pickupTimes();
    assert.equal(pickup.asapAvailable, false);
    assert.deepEqual(pickup.times, []);
    assert.equal(pickup.orderingPaused.reason, 'Back at 11:30');
    const refused = await checkout(t.app, await token(), espressoBasket());
    assert.equal(refused.statusCode, 422);
    assert.equal(errorOf(refused).code, 'ORDERING_PAUSED');
    assert.match(errorOf(refused).message, /Back at 11:30/);
    // Open apps and counters hear of it on the catalogue topic.
    await eventsSettled(t.app);
    assert.ok(
      events.some((event) => event.data.type === 'catalog.changed' && event.data.providerId === OLIVERA),
    );

    await commands().setOrderingPause({ providerId: OLIVERA, paused: false });
    assert.equal((await provider()).orderingPaused, undefined);
    assert.equal((await checkout(t.app, await token(), espressoBasket())).statusCode, 201);
  });

  test('a stale version is refused with the place as it is; the right one is taken and bumps it', async () => {
    const before = await detailsOf(OLIVERA);
    const saved = await commands().setPickupSettings({
      providerId: OLIVERA,
      version: before.version,
      prepMinutes: 20,
      slotMinutes: 15,
      maxOrdersPerSlot: null,
    });
    assert.equal(saved.place_version, before.version + 1);
    const stale = await refusal(
      commands().setOpeningHours({ providerId: OLIVERA, version: before.version, openingHours: [] }),
    );
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.code, 'VERSION_CONFLICT');
    assert.equal((stale as AppError & { current: { prep_minutes: number } }).current.prep_minutes, 20);
    assert.ok((await provider()).openingHours.length > 0, 'the stale edit changed nothing');
  });

  test('create: slug and code generated unique from the name; a taken code is 409; the time zone is checked', async () => {
    const base = {
      name: 'Café Nou',
      kind: 'coffee_shop' as const,
      address: 'Carrer Nou 1',
      country: 'ES',
      language: 'ca' as const,
      timezone: 'Europe/Madrid',
      currency: 'EUR',
      logoUrl: '',
    };
    const first = await commands().createPlace(base);
    const second = await commands().createPlace(base);
    assert.equal(first.slug, 'cafe-nou');
    assert.equal(second.slug, 'cafe-nou-2');
    assert.match(first.code ?? '', /^CAFE-[0-9]{2}$/);
    assert.notEqual(first.code, second.code);
    const taken = await refusal(commands().createPlace({ ...base, code: first.code ?? '' }));
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.code, 'PLACE_CODE_TAKEN');
    assert.deepEqual(fieldsOf(taken), ['code']);
    const zone = await refusal(commands().createPlace({ ...base, timezone: 'Mars/Olympus' }));
    assert.deepEqual(fieldsOf(zone), ['timezone']);
    const code = await refusal(commands().createPlace({ ...base, code: 'cafe 1' }));
    assert.deepEqual(fieldsOf(code), ['code']);
  });

  /** The place's details as an update takes them, with its version. */
  async function detailsOf(providerId: string) {
    const row = await t.app.features.catalog.repository.findPlaceRow(providerId);
    assert.ok(row);
    return {
      name: row.name,
      kind: row.kind,
      address: row.address,
      country: row.country,
      language: row.language,
      timezone: row.timezone,
      currency: row.currency,
      logoUrl: row.logo_url,
      code: row.code ?? 'OLIV-42',
      version: row.place_version,
    };
  }
});
