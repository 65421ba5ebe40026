import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Schema } from '../src/api/handler';
import { providerId } from '../src/features/catalog/ids';
import { openingState } from '../src/features/catalog/opening-hours';
import { authHeaders, buildTestApp, registerUser, type TestApp } from './helper';

// A provider answer carries its opening state as the server computes it on the place's own wall clock:
// open now, today's windows and, while closed, the next opening. The app only words it.

type Provider = Schema<'Provider'>;
type OpeningHours = Schema<'OpeningHours'>;

// Madrid is UTC+1 in January: 2026-01-05 is a Monday.
const hours: OpeningHours[] = [
  { day: 1, opens: '17:00', closes: '20:00' },
  { day: 1, opens: '07:30', closes: '14:00' },
  { day: 2, opens: '08:00', closes: '20:00' },
  { day: 5, opens: '18:00', closes: '02:00' },
];
const at = (iso: string) => new Date(iso);
const MADRID = 'Europe/Madrid';

describe('openingState', () => {
  it("gives today's windows by opening time, on the place's wall clock", () => {
    assert.deepEqual(openingState(hours, MADRID, at('2026-01-05T12:00:00Z')).todayHours, [
      { day: 1, opens: '07:30', closes: '14:00' },
      { day: 1, opens: '17:00', closes: '20:00' },
    ]);
    assert.deepEqual(openingState(hours, MADRID, at('2026-01-07T12:00:00Z')).todayHours, []);
    // 23:30 UTC on Monday is already Tuesday in Madrid.
    assert.deepEqual(openingState(hours, MADRID, at('2026-01-05T23:30:00Z')).todayHours, [
      { day: 2, opens: '08:00', closes: '20:00' },
    ]);
  });

  it('finds the next opening while closed: later today, tomorrow, or days ahead', () => {
    const next = (iso: string) => openingState(hours, MADRID, at(iso)).nextOpening;
    // Monday 06:00, 15:00 and 21:00 in Madrid.
    assert.deepEqual(next('2026-01-05T05:00:00Z'), { inDays: 0, day: 1, time: '07:30' });
    assert.deepEqual(next('2026-01-05T14:00:00Z'), { inDays: 0, day: 1, time: '17:00' });
    assert.deepEqual(next('2026-01-05T20:00:00Z'), { inDays: 1, day: 2, time: '08:00' });
    // Tuesday 21:00: Friday evening.
    assert.deepEqual(next('2026-01-06T20:00:00Z'), { inDays: 3, day: 5, time: '18:00' });
    // Saturday 03:00, after the Friday night window: next Monday.
    assert.deepEqual(next('2026-01-10T02:00:00Z'), { inDays: 2, day: 1, time: '07:30' });
    assert.equal(openingState([], MADRID, at('2026-01-05T05:00:00Z')).nextOpening, null);
  });

  it('says nothing of a next opening while open, also in a window past midnight', () => {
    const monday = openingState(hours, MADRID, at('2026-01-05T12:00:00Z'));
    assert.equal(monday.isOpenNow, true);
    assert.equal(monday.nextOpening, null);
    // Saturday 01:30 in Madrid: still Friday's 18:00-02:00 window, though Saturday has no window.
    const saturday = openingState(hours, MADRID, at('2026-01-10T00:30:00Z'));
    assert.deepEqual(saturday, { isOpenNow: true, todayHours: [], nextOpening: null, closedDates: [] });
  });

  it('follows the clock change (Madrid moved from 02:00 to 03:00 on 2026-03-29, a Sunday)', () => {
    const sunday: OpeningHours[] = [{ day: 0, opens: '10:45', closes: '12:00' }];
    assert.deepEqual(openingState(sunday, MADRID, at('2026-03-29T00:59:00Z')).nextOpening, {
      inDays: 0,
      day: 0,
      time: '10:45',
    });
    // 09:44 UTC is 11:44 summer time: open.
    assert.equal(openingState(sunday, MADRID, at('2026-03-29T09:44:00Z')).isOpenNow, true);
  });
});

describe('providers answer their opening state at the time of the request', () => {
  // Café Olivera (Barcelona): Monday to Friday 07:30-20:00, Saturday 08:30-20:00, Sunday 09:00-15:00.
  const OLIVERA = providerId('cafe-olivera');
  let now = at('2026-01-05T20:00:00Z'); // Monday 21:00 in Madrid
  let testApp: TestApp;
  let headers: Record<string, string>;

  before(async () => {
    testApp = await buildTestApp({ clock: () => now });
    await signIn();
  });
  /** A new customer signed in at the test's clock, whose access tokens expire on it. */
  async function signIn() {
    headers = authHeaders((await registerUser(testApp.app)).accessToken);
  }
  after(() => testApp.close());

  const getProvider = (extra: Record<string, string> = {}) =>
    testApp.app.inject({ url: `/api/providers/${OLIVERA}`, headers: { ...headers, ...extra } });
  const listed = async () => {
    const response = await testApp.app.inject({ url: '/api/providers', headers });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data.providers as Provider[]).find((provider) => provider.providerId === OLIVERA);
  };

  it('closed in the evening: today’s hours and tomorrow morning, in the one answer and in the list', async () => {
    const response = await getProvider();
    assert.equal(response.statusCode, 200, response.body);
    const provider = response.json().data as Provider;
    const expected = {
      isOpenNow: false,
      todayHours: [{ day: 1, opens: '07:30', closes: '20:00' }],
      nextOpening: { inDays: 1, day: 2, time: '07:30' },
    };
    assert.deepEqual(
      { isOpenNow: provider.isOpenNow, todayHours: provider.todayHours, nextOpening: provider.nextOpening },
      expected,
    );
    const inList = await listed();
    assert.deepEqual(
      { isOpenNow: inList?.isOpenNow, todayHours: inList?.todayHours, nextOpening: inList?.nextOpening },
      expected,
    );
    // The same minute: the client's copy is current.
    const again = await getProvider({ 'if-none-match': String(response.headers.etag) });
    assert.equal(again.statusCode, 304);
  });

  it('a later time is a new answer, not a 304 of the earlier one', async () => {
    const evening = await getProvider();
    now = at('2026-01-11T15:00:00Z'); // Sunday 16:00 in Madrid, after its 09:00-15:00
    await signIn(); // the access token of Monday has expired on this clock
    const sunday = await getProvider({ 'if-none-match': String(evening.headers.etag) });
    assert.equal(sunday.statusCode, 200);
    const provider = sunday.json().data as Provider;
    assert.deepEqual(provider.todayHours, [{ day: 0, opens: '09:00', closes: '15:00' }]);
    assert.deepEqual(provider.nextOpening, { inDays: 1, day: 1, time: '07:30' });

    now = at('2026-01-12T09:00:00Z'); // Monday 10:00: open
    await signIn();
    const open = (await getProvider()).json().data as Provider;
    assert.equal(open.isOpenNow, true);
    assert.equal(open.nextOpening, null);
    assert.equal((await listed())?.isOpenNow, true);
  });
});
