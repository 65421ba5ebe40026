import { type RawBuilder, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';

// The reports' SQL. Reports read (never write) the orders, order lines, order history, points ledger
// and places of other features, in raw SQL of their own: a report is one aggregate per statement,
// computed by the database, never rows loaded into JS.
//
// Every statement starts from `windows`: one row per place in scope, with the first and last of its
// local days turned into an instant range [start_at, end_at) in its own time zone. Orders join it on
// (provider_id, created_at), which `orders_provider_created` (0015_reports.sql) serves as an index
// range per place; so one place and all places are the same query, each order on its place's day.

export type Report = Schema<'Report'>;

/** The days a report covers: the last `days` local days of each place (today included), or fixed dates. */
export type ReportRange = { kind: 'last'; days: number } | { kind: 'dates'; from: string; to: string };

export interface ReportScope {
  /** One place, or every place (null). */
  providerId: string | null;
  range: ReportRange;
  /** The app's clock: what "today" is at each place. */
  now: Date;
}

function windows({ providerId, range, now }: ReportScope): RawBuilder<unknown> {
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE p.timezone)::date`;
  const days =
    range.kind === 'last'
      ? sql`SELECT ${today} - ${range.days - 1}::int AS from_day, ${today} AS to_day`
      : sql`SELECT ${range.from}::date AS from_day, ${range.to}::date AS to_day`;
  return sql`windows AS (
    SELECT p.id AS provider_id, p.name, p.timezone, p.currency, d.from_day, d.to_day,
      (d.from_day::timestamp AT TIME ZONE p.timezone) AS start_at,
      ((d.to_day + 1)::timestamp AT TIME ZONE p.timezone) AS end_at
    FROM providers p CROSS JOIN LATERAL (${days}) d
    ${providerId === null ? sql`` : sql`WHERE p.id = ${providerId}`}
  )`;
}

/** The orders placed in scope, with their local time at their place. */
const scopedOrders = sql`scoped AS (
  SELECT o.id, o.provider_id, o.number, o.status, o.payment_method, o.currency, o.total, o.points_spent,
    o.cancel_reason, o.created_at, (o.created_at AT TIME ZONE w.timezone) AS local_at
  FROM windows w
  JOIN orders o ON o.provider_id = w.provider_id AND o.created_at >= w.start_at AND o.created_at < w.end_at
)`;

const MONEY = sql`('cash', 'card')`;
const ISSUED_REASONS = sql`('order_earned', 'staff_awarded', 'welcome_bonus', 'adjusted')`;
const REDEEMED_REASONS = sql`('order_spent', 'staff_redeemed', 'order_refunded')`;

/** Rows of a CSV export, a page at a time, oldest first; `cursor` is the last row's. */
export interface CsvPage<Row> {
  rows: Row[];
  cursor: { at: string; id: string } | null;
}

export interface OrderCsvRow {
  id: string;
  number: string;
  place: string;
  local_date: string;
  local_time: string;
  status: string;
  payment_method: string;
  currency: string;
  total: number;
  points_spent: number;
  points_earned: number;
  items: string | null;
  cancel_reason: string | null;
  placed_at: Date;
  ready_at: Date | null;
  cursor_at: string;
}

export interface LedgerCsvRow {
  id: string;
  local_date: string;
  local_time: string;
  place: string | null;
  user_id: string;
  reason: string;
  delta: number;
  order_number: string | null;
  note: string | null;
  at: Date;
  cursor_at: string;
}

const int = (value: unknown) => Number(value ?? 0);

export function createReportsRepository(db: Db) {
  /** Whether the place exists (a report of an unknown place is a 404). */
  async function placeExists(providerId: string): Promise<boolean> {
    const { rows } = await sql<{
      found: number;
    }>`SELECT 1 AS found FROM providers WHERE id = ${providerId}`.execute(db);
    return rows.length > 0;
  }

  async function report(scope: ReportScope): Promise<Report> {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const head = sql`WITH ${windows(scope)}, ${scopedOrders}`;

        const range = await sql<{ from_day: string; to_day: string }>`
        WITH ${windows(scope)}
        SELECT to_char(min(from_day), 'YYYY-MM-DD') AS from_day, to_char(max(to_day), 'YYYY-MM-DD') AS to_day
        FROM windows`.execute(trx);

        const totals = await sql<Record<string, string | number>>`${head}
        SELECT c.currency,
          count(s.id) AS orders,
          coalesce(sum(s.total) FILTER (WHERE s.payment_method IN ${MONEY}), 0) AS revenue,
          count(s.id) FILTER (WHERE s.payment_method IN ${MONEY}) AS money_orders,
          count(s.id) FILTER (WHERE s.payment_method = 'cash') AS cash_orders,
          coalesce(sum(s.total) FILTER (WHERE s.payment_method = 'cash'), 0) AS cash_amount,
          count(s.id) FILTER (WHERE s.payment_method = 'card') AS card_orders,
          coalesce(sum(s.total) FILTER (WHERE s.payment_method = 'card'), 0) AS card_amount,
          count(s.id) FILTER (WHERE s.payment_method = 'points') AS points_orders,
          coalesce(sum(s.points_spent) FILTER (WHERE s.payment_method = 'points'), 0) AS points_spent
        FROM (SELECT currency FROM windows UNION SELECT currency FROM scoped) c
        LEFT JOIN scoped s ON s.currency = c.currency AND s.status = 'completed'
        GROUP BY c.currency
        ORDER BY c.currency`.execute(trx);

        const days = await sql<Record<string, string | number>>`${head}
        SELECT to_char(s.local_at::date, 'YYYY-MM-DD') AS date, s.currency, count(*) AS orders,
          coalesce(sum(s.total) FILTER (WHERE s.payment_method = 'cash'), 0) AS cash,
          coalesce(sum(s.total) FILTER (WHERE s.payment_method = 'card'), 0) AS card,
          coalesce(sum(s.points_spent) FILTER (WHERE s.payment_method = 'points'), 0) AS points
        FROM scoped s WHERE s.status = 'completed'
        GROUP BY s.local_at::date, s.currency
        ORDER BY s.local_at::date, s.currency`.execute(trx);

        const hours = await sql<{ hour: number; orders: string }>`${head}
        SELECT extract(hour FROM s.local_at)::int AS hour, count(*) AS orders
        FROM scoped s WHERE s.status = 'completed'
        GROUP BY 1`.execute(trx);

        const products = await sql<Record<string, string | number>>`${head}
        SELECT l.product_id, s.currency,
          (array_agg(l.name ORDER BY s.created_at DESC, l.position))[1] AS name,
          sum(l.quantity) AS quantity,
          coalesce(sum(l.line_total) FILTER (WHERE s.payment_method IN ${MONEY}), 0) AS revenue
        FROM scoped s JOIN order_lines l ON l.order_id = s.id
        WHERE s.status = 'completed'
        GROUP BY l.product_id, s.currency
        ORDER BY quantity DESC, revenue DESC, name
        LIMIT 20`.execute(trx);

        const ready = await sql<{ orders: string; average: string | null }>`${head}
        SELECT count(*) AS orders, round(avg(extract(epoch FROM (r.at - s.created_at)))) AS average
        FROM scoped s
        JOIN LATERAL (
          SELECT min(h.at) AS at FROM order_status_history h WHERE h.order_id = s.id AND h.status = 'ready'
        ) r ON r.at IS NOT NULL`.execute(trx);

        const reasons = await sql<{ reason: string | null; orders: string; total: string }>`${head}
        SELECT s.cancel_reason AS reason, count(*) AS orders, sum(count(*)) OVER () AS total
        FROM scoped s WHERE s.status = 'cancelled'
        GROUP BY s.cancel_reason
        ORDER BY orders DESC, reason NULLS LAST
        LIMIT 20`.execute(trx);

        const latest = await sql<Record<string, string | number | Date | null>>`${head}
        SELECT s.id, s.provider_id, s.number, s.created_at, s.cancel_reason, s.currency, s.total, s.payment_method
        FROM scoped s WHERE s.status = 'cancelled'
        ORDER BY s.created_at DESC, s.id DESC
        LIMIT 50`.execute(trx);

        const points = await sql<{ issued: string; redeemed: string; outstanding: string }>`
        WITH ${windows(scope)}, moved AS (
          SELECT l.delta, l.reason FROM windows w
          JOIN points_ledger l ON l.provider_id = w.provider_id AND l.created_at >= w.start_at AND l.created_at < w.end_at
          ${
            scope.providerId === null
              ? sql`UNION ALL
          SELECT l.delta, l.reason FROM points_ledger l
          WHERE l.provider_id IS NULL
            AND l.created_at >= (SELECT min(from_day)::timestamp AT TIME ZONE 'UTC' FROM windows)
            AND l.created_at < (SELECT (max(to_day) + 1)::timestamp AT TIME ZONE 'UTC' FROM windows)`
              : sql``
          }
        )
        SELECT
          coalesce((SELECT sum(delta) FROM moved WHERE reason IN ${ISSUED_REASONS}), 0) AS issued,
          coalesce((SELECT -sum(delta) FROM moved WHERE reason IN ${REDEEMED_REASONS}), 0) AS redeemed,
          coalesce((SELECT sum(delta) FROM points_ledger), 0) AS outstanding`.execute(trx);

        const byHour = Array.from({ length: 24 }, () => 0);
        for (const row of hours.rows) byHour[row.hour] = int(row.orders);
        const dates = range.rows[0];
        const pointsRow = points.rows[0];
        const readyRow = ready.rows[0];
        return {
          providerId: scope.providerId,
          from: dates?.from_day ?? '',
          to: dates?.to_day ?? '',
          totals: totals.rows.map((row) => {
            const revenue = int(row.revenue);
            const moneyOrders = int(row.money_orders);
            return {
              currency: String(row.currency),
              orders: int(row.orders),
              revenue,
              averageTicket: moneyOrders === 0 ? 0 : Math.round(revenue / moneyOrders),
              cash: { orders: int(row.cash_orders), amount: int(row.cash_amount) },
              card: { orders: int(row.card_orders), amount: int(row.card_amount) },
              points: { orders: int(row.points_orders), points: int(row.points_spent) },
            };
          }),
          days: days.rows.map((row) => ({
            date: String(row.date),
            currency: String(row.currency),
            orders: int(row.orders),
            cash: int(row.cash),
            card: int(row.card),
            points: int(row.points),
          })),
          hours: byHour,
          topProducts: products.rows.map((row) => ({
            productId: String(row.product_id),
            name: String(row.name),
            currency: String(row.currency),
            quantity: int(row.quantity),
            revenue: int(row.revenue),
          })),
          timeToReady: {
            orders: int(readyRow?.orders),
            averageSeconds: readyRow?.average == null ? null : int(readyRow.average),
          },
          cancellations: {
            orders: int(reasons.rows[0]?.total),
            byReason: reasons.rows.map((row) => ({ reason: row.reason, orders: int(row.orders) })),
            latest: latest.rows.map((row) => ({
              orderId: String(row.id),
              providerId: String(row.provider_id),
              number: String(row.number),
              date: (row.created_at as Date).toISOString(),
              reason: (row.cancel_reason as string | null) ?? null,
              currency: String(row.currency),
              total: int(row.total),
              paymentMethod: row.payment_method as Schema<'PaymentMethod'>,
            })),
          },
          points: {
            issued: int(pointsRow?.issued),
            redeemed: int(pointsRow?.redeemed),
            outstanding: int(pointsRow?.outstanding),
          },
        };
      });
  }

  const after = (cursor: CsvPage<unknown>['cursor'], at: RawBuilder<unknown>, id: RawBuilder<unknown>) =>
    cursor === null ? sql`TRUE` : sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

  /** One page of the orders placed in scope (every status), oldest first, after `cursor`. */
  async function ordersPage(
    scope: ReportScope,
    cursor: CsvPage<unknown>['cursor'],
    limit: number,
  ): Promise<CsvPage<OrderCsvRow>> {
    const { rows } = await sql<OrderCsvRow>`
      WITH ${windows(scope)}
      SELECT o.id, o.number, w.name AS place,
        to_char(o.created_at AT TIME ZONE w.timezone, 'YYYY-MM-DD') AS local_date,
        to_char(o.created_at AT TIME ZONE w.timezone, 'HH24:MI') AS local_time,
        o.status, o.payment_method, o.currency, o.total, o.points_spent, o.points_earned,
        (SELECT string_agg(l.quantity || ' x ' || l.name, '; ' ORDER BY l.position)
           FROM order_lines l WHERE l.order_id = o.id) AS items,
        o.cancel_reason, o.created_at AS placed_at,
        (SELECT min(h.at) FROM order_status_history h WHERE h.order_id = o.id AND h.status = 'ready') AS ready_at,
        o.created_at::text AS cursor_at
      FROM windows w
      JOIN orders o ON o.provider_id = w.provider_id AND o.created_at >= w.start_at AND o.created_at < w.end_at
      WHERE ${after(cursor, sql`o.created_at`, sql`o.id`)}
      ORDER BY o.created_at, o.id
      LIMIT ${limit}`.execute(db);
    const last = rows.at(-1);
    return { rows, cursor: rows.length < limit || !last ? null : { at: last.cursor_at, id: last.id } };
  }

  /** One page of the ledger rows in scope, oldest first, after `cursor`. */
  async function ledgerPage(
    scope: ReportScope,
    cursor: CsvPage<unknown>['cursor'],
    limit: number,
  ): Promise<CsvPage<LedgerCsvRow>> {
    const placeless =
      scope.providerId === null
        ? sql`UNION ALL
          SELECT l.id, l.created_at, 'UTC' AS timezone, NULL AS place, l.user_id, l.reason, l.delta, l.order_id, l.note
          FROM points_ledger l
          WHERE l.provider_id IS NULL
            AND l.created_at >= (SELECT min(from_day)::timestamp AT TIME ZONE 'UTC' FROM windows)
            AND l.created_at < (SELECT (max(to_day) + 1)::timestamp AT TIME ZONE 'UTC' FROM windows)`
        : sql``;
    const { rows } = await sql<LedgerCsvRow>`
      WITH ${windows(scope)}, moved AS (
        SELECT l.id, l.created_at, w.timezone, w.name AS place, l.user_id, l.reason, l.delta, l.order_id, l.note
        FROM windows w
        JOIN points_ledger l ON l.provider_id = w.provider_id AND l.created_at >= w.start_at AND l.created_at < w.end_at
        ${placeless}
      )
      SELECT m.id, to_char(m.created_at AT TIME ZONE m.timezone, 'YYYY-MM-DD') AS local_date,
        to_char(m.created_at AT TIME ZONE m.timezone, 'HH24:MI') AS local_time,
        m.place, m.user_id, m.reason, m.delta,
        (SELECT o.number FROM orders o WHERE o.id = m.order_id) AS order_number,
        m.note, m.created_at AS at, m.created_at::text AS cursor_at
      FROM moved m
      WHERE ${after(cursor, sql`m.created_at`, sql`m.id`)}
      ORDER BY m.created_at, m.id
      LIMIT ${limit}`.execute(db);
    const last = rows.at(-1);
    return { rows, cursor: rows.length < limit || !last ? null : { at: last.cursor_at, id: last.id } };
  }

  return { placeExists, report, ordersPage, ledgerPage };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
