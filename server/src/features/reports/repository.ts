import { type RawBuilder, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';

// The reports' SQL. Reports read (never write) the orders, order lines, points ledger, products
// and places of other features, in raw SQL of their own: a report is one aggregate per statement,
// computed by the database, never rows loaded into JS.
//
// A report first turns the scope into `windows`: one row per place in scope, with the first and last of
// its local days and the instants they start and end in its own time zone. The statements then read
// the orders (and ledger rows) of each place between those instants, written into the statement as
// values: `orders_provider_created` (0015_reports.sql) serves each as an index range, and the planner
// knows how many rows it will get (a join to a computed range it would guess, and guess low). So one
// place and all places are the same statements, each order on its own place's day.

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

export interface ReportWindow {
  providerId: string;
  name: string;
  timezone: string;
  currency: string;
  fromDay: string;
  toDay: string;
  startAt: Date;
  endAt: Date;
}

function windowsOf({ providerId, range, now }: ReportScope): RawBuilder<ReportWindow> {
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE p.timezone)::date`;
  const days =
    range.kind === 'last'
      ? sql`SELECT ${today} - ${range.days - 1}::int AS from_day, ${today} AS to_day`
      : sql`SELECT ${range.from}::date AS from_day, ${range.to}::date AS to_day`;
  return sql<ReportWindow>`
    SELECT p.id AS "providerId", p.name, p.timezone, p.currency,
      to_char(d.from_day, 'YYYY-MM-DD') AS "fromDay", to_char(d.to_day, 'YYYY-MM-DD') AS "toDay",
      (d.from_day::timestamp AT TIME ZONE p.timezone) AS "startAt",
      ((d.to_day + 1)::timestamp AT TIME ZONE p.timezone) AS "endAt"
    FROM providers p CROSS JOIN LATERAL (${days}) d
    ${providerId === null ? sql`` : sql`WHERE p.id = ${providerId}`}
    ORDER BY p.sort_order, p.name`;
}

/** Rows of `alias` (orders or ledger rows) placed at a window's place within its instants. */
function inWindows(windows: readonly ReportWindow[], alias: string): RawBuilder<boolean> {
  if (windows.length === 0) return sql<boolean>`FALSE`;
  const table = sql.ref(alias);
  return sql<boolean>`(${sql.join(
    windows.map(
      (window) =>
        sql`(${table}.provider_id = ${window.providerId} AND ${table}.created_at >= ${window.startAt} AND ${table}.created_at < ${window.endAt})`,
    ),
    sql` OR `,
  )})`;
}

/** The orders placed in the windows, with their local time at their place. */
const scopedOrders = (windows: readonly ReportWindow[]) => sql`scoped AS (
  SELECT o.id, o.provider_id, o.number, o.status, o.payment_method, o.currency, o.total, o.points_spent,
    o.cancel_reason, o.created_at, o.ready_at, (o.created_at AT TIME ZONE p.timezone) AS local_at
  FROM orders o JOIN providers p ON p.id = o.provider_id
  WHERE ${inWindows(windows, 'o')}
)`;

/** The UTC instants from the first window's first day to the last one's last (rows given at no place). */
function utcSpan(windows: readonly ReportWindow[]): { start: Date; end: Date } | null {
  if (windows.length === 0) return null;
  const from = windows.map((window) => window.fromDay).sort()[0] as string;
  const to = windows
    .map((window) => window.toDay)
    .sort()
    .at(-1) as string;
  return { start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) };
}

const MONEY = sql`('cash', 'card')`;
const ISSUED_REASONS = sql`('order_earned', 'staff_awarded', 'welcome_bonus', 'adjusted')`;
const REDEEMED_REASONS = sql`('order_spent', 'staff_redeemed', 'order_refunded')`;

/** Where a CSV page starts: after the row placed at `at` (text, to the microsecond) with this id. */
export type CsvCursor = { at: string; id: string } | null;

/** Rows of a CSV export, a page at a time, oldest first; `cursor` is the last row's, null at the end. */
export interface CsvPage<Row> {
  rows: Row[];
  cursor: CsvCursor;
}

function pageOf<Row extends { id: string; cursor_at: string }>(rows: Row[], limit: number): CsvPage<Row> {
  const last = rows.at(-1);
  return { rows, cursor: rows.length < limit || !last ? null : { at: last.cursor_at, id: last.id } };
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

  /** The places in scope with their windows (see above). */
  async function windows(scope: ReportScope, executor: Db | Trx = db): Promise<ReportWindow[]> {
    const { rows } = await windowsOf(scope).execute(executor);
    return rows;
  }

  async function report(scope: ReportScope): Promise<Report> {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const places = await windows(scope, trx);
        const head = sql`WITH ${scopedOrders(places)}`;
        // Totals by currency, days and hours of the completed orders: one read of them, three groupings.
        const grouped = await sql<Record<string, string | number | null>>`${head}
          SELECT
            CASE WHEN grouping(s.local_at::date) = 0 THEN 'day' WHEN grouping(s.currency) = 0 THEN 'total' ELSE 'hour' END
              AS kind,
            s.currency, to_char(s.local_at::date, 'YYYY-MM-DD') AS date, extract(hour FROM s.local_at)::int AS hour,
            count(*) AS orders,
            count(*) FILTER (WHERE s.payment_method IN ${MONEY}) AS money_orders,
            count(*) FILTER (WHERE s.payment_method = 'cash') AS cash_orders,
            coalesce(sum(s.total) FILTER (WHERE s.payment_method = 'cash'), 0) AS cash,
            count(*) FILTER (WHERE s.payment_method = 'card') AS card_orders,
            coalesce(sum(s.total) FILTER (WHERE s.payment_method = 'card'), 0) AS card,
            count(*) FILTER (WHERE s.payment_method = 'points') AS points_orders,
            coalesce(sum(s.points_spent) FILTER (WHERE s.payment_method = 'points'), 0) AS points
          FROM scoped s WHERE s.status = 'completed'
          GROUP BY GROUPING SETS ((s.currency), (s.local_at::date, s.currency), (extract(hour FROM s.local_at)))
          ORDER BY kind, date, s.currency, hour`.execute(trx);
        const rowsOf = (kind: string) => grouped.rows.filter((row) => row.kind === kind);

        // Units and revenue by product; the name is the catalogue's today, else the one it was sold under.
        const products = await sql<Record<string, string | number>>`${head}, sold AS (
            SELECT l.product_id, s.currency, max(l.name) AS sold_as, sum(l.quantity) AS quantity,
              coalesce(sum(l.line_total) FILTER (WHERE s.payment_method IN ${MONEY}), 0) AS revenue
            FROM scoped s JOIN order_lines l ON l.order_id = s.id
            WHERE s.status = 'completed'
            GROUP BY l.product_id, s.currency
            ORDER BY quantity DESC, revenue DESC, l.product_id
            LIMIT 20
          )
          SELECT sold.product_id, sold.currency, coalesce(pr.name, sold.sold_as) AS name, sold.quantity, sold.revenue
          FROM sold LEFT JOIN products pr ON pr.id = sold.product_id
          ORDER BY sold.quantity DESC, sold.revenue DESC, name`.execute(trx);

        const ready = await sql<{ orders: string; average: string | null }>`${head}
          SELECT count(s.ready_at) AS orders, round(avg(extract(epoch FROM (s.ready_at - s.created_at)))) AS average
          FROM scoped s`.execute(trx);

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

        const span = utcSpan(places);
        const placeless =
          scope.providerId === null && span
            ? sql`UNION ALL
              SELECT l.delta, l.reason FROM points_ledger l
              WHERE l.provider_id IS NULL AND l.created_at >= ${span.start} AND l.created_at < ${span.end}`
            : sql``;
        const points = await sql<{ issued: string; redeemed: string; outstanding: string }>`
          WITH moved AS (
            SELECT l.delta, l.reason FROM points_ledger l WHERE ${inWindows(places, 'l')}
            ${placeless}
          )
          SELECT
            coalesce((SELECT sum(delta) FROM moved WHERE reason IN ${ISSUED_REASONS}), 0) AS issued,
            coalesce((SELECT -sum(delta) FROM moved WHERE reason IN ${REDEEMED_REASONS}), 0) AS redeemed,
            coalesce((SELECT sum(delta) FROM points_ledger), 0) AS outstanding`.execute(trx);

        const byHour = Array.from({ length: 24 }, () => 0);
        for (const row of rowsOf('hour')) byHour[int(row.hour)] = int(row.orders);
        // A currency of the places with no completed order yet still has its line, of zeros.
        const totalsByCurrency = new Map(rowsOf('total').map((row) => [String(row.currency), row]));
        for (const place of places)
          if (!totalsByCurrency.has(place.currency))
            totalsByCurrency.set(place.currency, { currency: place.currency });
        const pointsRow = points.rows[0];
        const readyRow = ready.rows[0];
        const firstDay = places.map((place) => place.fromDay).sort()[0];
        const lastDay = places
          .map((place) => place.toDay)
          .sort()
          .at(-1);
        return {
          providerId: scope.providerId,
          from: firstDay ?? '',
          to: lastDay ?? '',
          totals: [...totalsByCurrency.values()]
            .sort((a, b) => String(a.currency).localeCompare(String(b.currency)))
            .map((row) => {
              const revenue = int(row.cash) + int(row.card);
              const moneyOrders = int(row.money_orders);
              return {
                currency: String(row.currency),
                orders: int(row.orders),
                revenue,
                averageTicket: moneyOrders === 0 ? 0 : Math.round(revenue / moneyOrders),
                cash: { orders: int(row.cash_orders), amount: int(row.cash) },
                card: { orders: int(row.card_orders), amount: int(row.card) },
                points: { orders: int(row.points_orders), points: int(row.points) },
              };
            }),
          days: rowsOf('day').map((row) => ({
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

  const after = (cursor: CsvCursor, at: RawBuilder<unknown>, id: RawBuilder<unknown>) =>
    cursor === null ? sql`TRUE` : sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

  /** One page of one place's orders in its window (every status), oldest first, after `cursor`. */
  async function ordersPage(
    window: ReportWindow,
    cursor: CsvCursor,
    limit: number,
  ): Promise<CsvPage<OrderCsvRow>> {
    const { rows } = await sql<OrderCsvRow>`
      SELECT o.id, o.number, ${window.name}::text AS place,
        to_char(o.created_at AT TIME ZONE ${window.timezone}::text, 'YYYY-MM-DD') AS local_date,
        to_char(o.created_at AT TIME ZONE ${window.timezone}::text, 'HH24:MI') AS local_time,
        o.status, o.payment_method, o.currency, o.total, o.points_spent, o.points_earned,
        (SELECT string_agg(l.quantity || ' x ' || l.name, '; ' ORDER BY l.position)
           FROM order_lines l WHERE l.order_id = o.id) AS items,
        o.cancel_reason, o.created_at AS placed_at, o.ready_at, o.created_at::text AS cursor_at
      FROM orders o
      WHERE ${inWindows([window], 'o')} AND ${after(cursor, sql`o.created_at`, sql`o.id`)}
      ORDER BY o.created_at, o.id
      LIMIT ${limit}`.execute(db);
    return pageOf(rows, limit);
  }

  /**
   * One page of the ledger rows of one place's window, or (`window` null) of the rows given at no place
   * within `span`, oldest first, after `cursor`.
   */
  async function ledgerPage(
    window: ReportWindow | { span: { start: Date; end: Date } },
    cursor: CsvCursor,
    limit: number,
  ): Promise<CsvPage<LedgerCsvRow>> {
    const placed = 'providerId' in window;
    const timezone = placed ? window.timezone : 'UTC';
    const where = placed
      ? inWindows([window], 'l')
      : sql`l.provider_id IS NULL AND l.created_at >= ${window.span.start} AND l.created_at < ${window.span.end}`;
    const { rows } = await sql<LedgerCsvRow>`
      SELECT l.id, to_char(l.created_at AT TIME ZONE ${timezone}::text, 'YYYY-MM-DD') AS local_date,
        to_char(l.created_at AT TIME ZONE ${timezone}::text, 'HH24:MI') AS local_time,
        ${placed ? window.name : null}::text AS place, l.user_id, l.reason, l.delta,
        (SELECT o.number FROM orders o WHERE o.id = l.order_id) AS order_number,
        l.note, l.created_at AS at, l.created_at::text AS cursor_at
      FROM points_ledger l
      WHERE ${where} AND ${after(cursor, sql`l.created_at`, sql`l.id`)}
      ORDER BY l.created_at, l.id
      LIMIT ${limit}`.execute(db);
    return pageOf(rows, limit);
  }

  return { placeExists, windows, utcSpan, report, ordersPage, ledgerPage };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
