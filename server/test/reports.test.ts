// The back office's reports and CSV exports: orders placed through the API and moved through their
// statuses by the place's staff, then dated (the database writes `now()`, which no test clock moves) so
// that each figure, day and hour is known exactly, time zone boundaries included.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { productId, providerId } from '../src/features/catalog/ids';
import { authHeaders, buildTestApp, registerUser, type TestApp, type TestUser } from './helper';
import { createBackOfficeActors } from './support/back-office';
import { givePoints, movableClock } from './support/checkout';
import { CROISSANT, FLAT_WHITE, OLIVERA, registerStaff } from './support/staff';

const POD_LIPA = providerId('kawiarnia-pod-lipa');
const POD_LIPA_ESPRESSO = productId('kawiarnia-pod-lipa', 'espresso');
/** What "today" is for the reports: Monday 16 March 2026, 11:00 in Madrid (UTC+1), 11:00 in Warsaw. */
const NOW = '2026-03-16T10:00:00.000Z';
const BOM = '\uFEFF';
const TRICKY_REASON = '=HYPERLINK("http://x"), sorry';

interface Placed {
  orderId: string;
  number: string;
  total: number;
  pointsSpent: number;
  pointsEarned: number;
}

describe('reports', () => {
  let test_: TestApp;
  let owner: TestUser;
  let staff: TestUser;
  let customer: TestUser;
  const orders: Record<'card' | 'cash' | 'points' | 'cancelled' | 'pending' | 'warsaw', Placed> = {} as never;

  async function order(
    place: string,
    paymentMethod: 'cash' | 'card' | 'points',
    items: { productId: string; quantity: number }[],
  ): Promise<Placed> {
    const response = await test_.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...authHeaders(customer.accessToken), 'idempotency-key': randomUUID() },
      payload: {
        providerId: place,
        items: items.map((item) => ({ ...item, selectedExtraOptions: [] })),
        paymentMethod,
        pickup: { asap: true },
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().data;
  }

  async function move(place: string, orderId: string, ...steps: string[]) {
    for (const step of steps) {
      const [status, reason] = step.split('|') as [string, string | undefined];
      const response = await test_.app.inject({
        method: 'POST',
        url: `/api/staff/providers/${place}/orders/${orderId}/status`,
        headers: authHeaders(staff.accessToken),
        payload: { status, ...(reason ? { reason } : {}) },
      });
      assert.equal(response.statusCode, 200, response.body);
    }
  }

  /**
   * Dates the order as placed at `at`: its history steps follow a minute apart, except ready, which
   * comes `readyAfter` seconds after placing; its ledger rows take the time of the step that made them.
   */
  async function placedAt(orderId: string, at: string, readyAfter = 300) {
    const db = test_.app.db;
    await sql`UPDATE orders SET created_at = ${at}::timestamptz,
        ready_at = CASE WHEN ready_at IS NOT NULL THEN ${at}::timestamptz + make_interval(secs => ${readyAfter}) END
      WHERE id = ${orderId}`.execute(db);
    await sql`UPDATE order_status_history SET at = ${at}::timestamptz + make_interval(secs => CASE status
        WHEN 'pending' THEN 0 WHEN 'preparing' THEN 60 WHEN 'ready' THEN ${readyAfter}
        WHEN 'completed' THEN ${readyAfter + 60} ELSE 120 END)
      WHERE order_id = ${orderId}`.execute(db);
    await sql`UPDATE points_ledger SET created_at = ${at}::timestamptz + make_interval(secs => CASE reason
        WHEN 'order_earned' THEN ${readyAfter + 60} WHEN 'order_refunded' THEN 120 ELSE 0 END)
      WHERE order_id = ${orderId}`.execute(db);
  }

  const get = (url: string, user: TestUser = owner) =>
    test_.app.inject({ url: `/api${url}`, headers: authHeaders(user.accessToken) });

  async function report(url: string) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data;
  }

  before(async () => {
    const { clock } = movableClock(NOW);
    test_ = await buildTestApp({ clock });
    ({ owner } = await createBackOfficeActors(test_.app));
    staff = await registerStaff(test_.app, OLIVERA, POD_LIPA);
    customer = await registerUser(test_.app, { name: 'Report Customer' });
    await givePoints(test_.app, customer.userId, 5000);

    orders.card = await order(OLIVERA, 'card', [
      { productId: CROISSANT, quantity: 1 },
      { productId: FLAT_WHITE, quantity: 1 },
    ]);
    await move(OLIVERA, orders.card.orderId, 'preparing', 'ready', 'completed');
    await placedAt(orders.card.orderId, '2026-03-16T09:00:00Z', 300); // 10:00 in Madrid

    orders.cash = await order(OLIVERA, 'cash', [{ productId: CROISSANT, quantity: 1 }]);
    await move(OLIVERA, orders.cash.orderId, 'preparing', 'ready', 'completed');
    await placedAt(orders.cash.orderId, '2026-03-16T08:30:00Z', 600); // 09:30 in Madrid

    // 23:30 on Sunday the 15th in Madrid: 22:30 UTC, the 15th at the place.
    orders.points = await order(OLIVERA, 'points', [{ productId: CROISSANT, quantity: 2 }]);
    await move(OLIVERA, orders.points.orderId, 'preparing', 'ready', 'completed');
    await placedAt(orders.points.orderId, '2026-03-15T22:30:00Z', 120);

    orders.cancelled = await order(OLIVERA, 'card', [{ productId: FLAT_WHITE, quantity: 1 }]);
    await move(OLIVERA, orders.cancelled.orderId, `cancelled|${TRICKY_REASON}`);
    await placedAt(orders.cancelled.orderId, '2026-03-16T09:10:00Z');

    orders.pending = await order(OLIVERA, 'card', [{ productId: FLAT_WHITE, quantity: 1 }]);
    await placedAt(orders.pending.orderId, '2026-03-16T09:40:00Z');

    orders.warsaw = await order(POD_LIPA, 'card', [{ productId: POD_LIPA_ESPRESSO, quantity: 3 }]);
    await move(POD_LIPA, orders.warsaw.orderId, 'preparing', 'ready', 'completed');
    await placedAt(orders.warsaw.orderId, '2026-03-16T09:20:00Z', 900);
  });

  after(() => test_?.close());

  test('today at a place: sales by payment method, hours, products, time to ready, cancellations, points', async () => {
    const { card, cash, cancelled } = orders;
    const data = await report(`/manage/places/${OLIVERA}/reports?period=today`);
    assert.equal(data.providerId, OLIVERA);
    assert.equal(data.from, '2026-03-16');
    assert.equal(data.to, '2026-03-16');
    assert.deepEqual(data.totals, [
      {
        currency: 'EUR',
        orders: 2,
        revenue: card.total + cash.total,
        averageTicket: Math.round((card.total + cash.total) / 2),
        cash: { orders: 1, amount: cash.total },
        card: { orders: 1, amount: card.total },
        points: { orders: 0, points: 0 },
      },
    ]);
    assert.deepEqual(data.days, [
      { date: '2026-03-16', currency: 'EUR', orders: 2, cash: cash.total, card: card.total, points: 0 },
    ]);
    const hours = Array.from({ length: 24 }, () => 0);
    hours[9] = 1; // the cash order, 09:30 in Madrid
    hours[10] = 1; // the card order, 10:00 in Madrid
    assert.deepEqual(data.hours, hours);

    const croissantPrice = cash.total;
    const flatWhitePrice = card.total - croissantPrice;
    assert.deepEqual(
      data.topProducts.map(
        (row: { productId: string; quantity: number; revenue: number; currency: string }) => [
          row.productId,
          row.quantity,
          row.revenue,
          row.currency,
        ],
      ),
      [
        [CROISSANT, 2, croissantPrice * 2, 'EUR'],
        [FLAT_WHITE, 1, flatWhitePrice, 'EUR'],
      ],
    );
    assert.equal(data.topProducts[0].name, 'Butter Croissant');

    assert.deepEqual(data.timeToReady, { orders: 2, averageSeconds: 450 });
    assert.deepEqual(data.cancellations.orders, 1);
    assert.deepEqual(data.cancellations.byReason, [{ reason: TRICKY_REASON, orders: 1 }]);
    assert.deepEqual(data.cancellations.latest, [
      {
        orderId: cancelled.orderId,
        providerId: OLIVERA,
        number: cancelled.number,
        date: '2026-03-16T09:10:00.000Z',
        reason: TRICKY_REASON,
        currency: 'EUR',
        total: cancelled.total,
        paymentMethod: 'card',
      },
    ]);
    const { rows } = await sql<{ total: string }>`SELECT sum(delta) AS total FROM points_ledger`.execute(
      test_.app.db,
    );
    assert.deepEqual(data.points, {
      issued: card.pointsEarned + cash.pointsEarned,
      redeemed: 0,
      outstanding: Number(rows[0]?.total),
    });
    assert.ok(card.pointsEarned > 0 && cash.pointsEarned > 0, 'the cash and card orders earned points');
  });

  test('an order at 23:30 local lands on its local day and hour; points orders count in points', async () => {
    const { card, cash, points } = orders;
    const data = await report(
      `/manage/places/${OLIVERA}/reports?period=custom&from=2026-03-15&to=2026-03-16`,
    );
    assert.equal(data.from, '2026-03-15');
    assert.deepEqual(data.days, [
      { date: '2026-03-15', currency: 'EUR', orders: 1, cash: 0, card: 0, points: points.pointsSpent },
      { date: '2026-03-16', currency: 'EUR', orders: 2, cash: cash.total, card: card.total, points: 0 },
    ]);
    assert.equal(data.hours[23], 1);
    assert.equal(data.totals[0].orders, 3);
    assert.equal(data.totals[0].revenue, card.total + cash.total, 'a points order is no money');
    assert.deepEqual(data.totals[0].points, { orders: 1, points: points.pointsSpent });
    assert.equal(data.topProducts[0].quantity, 4, 'croissants: 1 + 1 + 2 paid with points');
    assert.equal(data.points.redeemed, points.pointsSpent);
    assert.deepEqual(data.timeToReady, { orders: 3, averageSeconds: Math.round((300 + 600 + 120) / 3) });

    // The 16th alone in UTC would hold 22:30 UTC on the 15th: the local day does not.
    const monday = await report(
      `/manage/places/${OLIVERA}/reports?period=custom&from=2026-03-16&to=2026-03-16`,
    );
    assert.equal(monday.totals[0].points.orders, 0);
    const sunday = await report(
      `/manage/places/${OLIVERA}/reports?period=custom&from=2026-03-15&to=2026-03-15`,
    );
    assert.equal(sunday.totals[0].orders, 1);
  });

  test('the last 7 and 30 days end today at the place', async () => {
    const week = await report(`/manage/places/${OLIVERA}/reports?period=last7Days`);
    assert.deepEqual([week.from, week.to], ['2026-03-10', '2026-03-16']);
    assert.equal(week.totals[0].orders, 3);
    const month = await report(`/manage/places/${OLIVERA}/reports?period=last30Days`);
    assert.deepEqual([month.from, month.to], ['2026-02-15', '2026-03-16']);
    const before = await report(
      `/manage/places/${OLIVERA}/reports?period=custom&from=2026-03-01&to=2026-03-14`,
    );
    assert.deepEqual(before.totals, [
      {
        currency: 'EUR',
        orders: 0,
        revenue: 0,
        averageTicket: 0,
        cash: { orders: 0, amount: 0 },
        card: { orders: 0, amount: 0 },
        points: { orders: 0, points: 0 },
      },
    ]);
    assert.deepEqual(before.days, []);
    assert.deepEqual(before.timeToReady, { orders: 0, averageSeconds: null });
  });

  test('all places: each currency apart, each order on its own place', async () => {
    const { card, cash, warsaw } = orders;
    const data = await report('/manage/reports?period=today');
    assert.equal(data.providerId, null);
    const byCurrency = Object.fromEntries(
      data.totals.map((row: { currency: string; orders: number; revenue: number }) => [
        row.currency,
        [row.orders, row.revenue],
      ]),
    );
    assert.deepEqual(byCurrency, { EUR: [2, card.total + cash.total], PLN: [1, warsaw.total] });
    assert.deepEqual(
      data.days.map((row: { date: string; currency: string }) => `${row.date} ${row.currency}`),
      ['2026-03-16 EUR', '2026-03-16 PLN'],
    );
    assert.equal(data.hours[10], 2, 'the card order in Madrid and the Warsaw order, both at 10 local');
    assert.deepEqual(data.timeToReady, { orders: 3, averageSeconds: 600 });
    assert.equal(data.points.issued, card.pointsEarned + cash.pointsEarned + warsaw.pointsEarned);
    const pln = data.topProducts.find((row: { currency: string }) => row.currency === 'PLN');
    assert.deepEqual([pln.productId, pln.quantity, pln.revenue], [POD_LIPA_ESPRESSO, 3, warsaw.total]);
  });

  test('a bad range is refused on its field; an unknown place is 404', async () => {
    const cases: [string, string][] = [
      ['period=custom&from=2026-03-01', 'to'],
      ['period=custom&from=2026-03-10&to=2026-03-09', 'to'],
      ['period=custom&from=2025-03-01&to=2026-03-02', 'to'],
      ['period=yesterday', 'period'],
      ['period=custom&from=2026-3-1&to=2026-03-02', 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/manage/places/${OLIVERA}/reports?${query}`);
      assert.equal(response.statusCode, 400, query);
      const error = response.json().error;
      assert.equal(error.code, 'VALIDATION_ERROR');
      assert.ok(
        error.fields.some((entry: { field: string }) => entry.field === field),
        `${query}: ${JSON.stringify(error.fields)}`,
      );
    }
    const year = await get(`/manage/places/${OLIVERA}/reports?period=custom&from=2025-03-02&to=2026-03-02`);
    assert.equal(year.statusCode, 200, '366 days is allowed');
    const unknown = await get(`/manage/places/${randomUUID()}/reports?period=today`);
    assert.equal(unknown.statusCode, 404);
  });

  test('the orders CSV: every status, local times, quoting and formula-safe cells, a BOM and a header', async () => {
    const { card, cash, points, cancelled, pending } = orders;
    const response = await get(
      `/manage/places/${OLIVERA}/reports/orders.csv?period=custom&from=2026-03-15&to=2026-03-16`,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="orders-.+\.csv"$/);
    const body = response.body;
    assert.ok(body.startsWith(BOM), 'starts with a byte-order mark');
    const lines = body.slice(1).split('\r\n');
    assert.equal(lines.at(-1), '', 'every line ends with CRLF');
    assert.equal(
      lines[0],
      'order_id,number,place,local_date,local_time,status,payment_method,currency,total,points_spent,points_earned,items,cancel_reason,placed_at_utc,ready_at_utc',
    );
    const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    assert.deepEqual(lines.slice(1, -1), [
      `${points.orderId},${points.number},Café Olivera,2026-03-15,23:30,completed,points,EUR,${euros(points.total)},${points.pointsSpent},0,2 x Butter Croissant,,2026-03-15T22:30:00.000Z,2026-03-15T22:32:00.000Z`,
      `${cash.orderId},${cash.number},Café Olivera,2026-03-16,09:30,completed,cash,EUR,${euros(cash.total)},0,${cash.pointsEarned},1 x Butter Croissant,,2026-03-16T08:30:00.000Z,2026-03-16T08:40:00.000Z`,
      `${card.orderId},${card.number},Café Olivera,2026-03-16,10:00,completed,card,EUR,${euros(card.total)},0,${card.pointsEarned},1 x Butter Croissant; 1 x Flat White,,2026-03-16T09:00:00.000Z,2026-03-16T09:05:00.000Z`,
      `${cancelled.orderId},${cancelled.number},Café Olivera,2026-03-16,10:10,cancelled,card,EUR,${euros(cancelled.total)},0,${cancelled.pointsEarned},1 x Flat White,"'=HYPERLINK(""http://x""), sorry",2026-03-16T09:10:00.000Z,`,
      `${pending.orderId},${pending.number},Café Olivera,2026-03-16,10:40,pending,card,EUR,${euros(pending.total)},0,${pending.pointsEarned},1 x Flat White,,2026-03-16T09:40:00.000Z,`,
    ]);
  });

  test('the points ledger CSV: the rows moved at the place, and all places with the Warsaw ones', async () => {
    const { card, cash, points, warsaw } = orders;
    const place = await get(
      `/manage/places/${OLIVERA}/reports/points-ledger.csv?period=custom&from=2026-03-15&to=2026-03-16`,
    );
    assert.equal(place.statusCode, 200, place.body);
    const lines = place.body.slice(1).split('\r\n').slice(1, -1);
    const fields = lines.map((line) => line.split(','));
    assert.deepEqual(
      fields.map((row) => [row[1], row[2], row[3], row[4], row[5], row[6], row[7]]),
      [
        [
          '2026-03-15',
          '23:30',
          'Café Olivera',
          customer.userId,
          'order_spent',
          String(-points.pointsSpent),
          points.number,
        ],
        [
          '2026-03-16',
          '09:41',
          'Café Olivera',
          customer.userId,
          'order_earned',
          String(cash.pointsEarned),
          cash.number,
        ],
        [
          '2026-03-16',
          '10:06',
          'Café Olivera',
          customer.userId,
          'order_earned',
          String(card.pointsEarned),
          card.number,
        ],
      ],
    );
    const all = await get('/manage/reports/points-ledger.csv?period=today');
    assert.equal(all.statusCode, 200);
    assert.match(
      all.body,
      new RegExp(`Kawiarnia Pod Lipą,${customer.userId},order_earned,${warsaw.pointsEarned},`),
    );
    const allOrders = await get('/manage/reports/orders.csv?period=today');
    assert.equal(allOrders.statusCode, 200);
    assert.equal(
      allOrders.body.slice(1).split('\r\n').length - 2,
      5,
      'card, cash, cancelled, pending and Warsaw',
    );
  });

  test("a manager reads their place's reports and exports, not another place's nor all places'", async () => {
    const actors = await createBackOfficeActors(test_.app);
    const status = async (url: string, user: TestUser) => (await get(url, user)).statusCode;
    assert.equal(await status(`/manage/places/${OLIVERA}/reports?period=today`, actors.manager), 200);
    assert.equal(
      await status(`/manage/places/${OLIVERA}/reports/orders.csv?period=today`, actors.manager),
      200,
    );
    assert.equal(await status('/manage/reports?period=today', actors.manager), 403);
    assert.equal(await status('/manage/reports/points-ledger.csv?period=today', actors.manager), 403);
    assert.equal(await status(`/manage/places/${OLIVERA}/reports?period=today`, actors.otherManager), 403);
    assert.equal(await status(`/manage/places/${OLIVERA}/reports?period=today`, actors.staff), 403);
    assert.equal(await status('/manage/reports/orders.csv?period=today', actors.customer), 403);
  });
});
