// `npm run bench:reports` (not a test): how fast the back office's reports are on a year of orders.
// It builds the real app on a new database (PostgreSQL when DATABASE_URL is set, in a schema of its own
// dropped at the end; otherwise embedded PGlite in a temporary folder), seeds a year of realistic orders
// at the demo places in SQL (BENCH_DAYS days, BENCH_MIN_ORDERS to BENCH_MAX_ORDERS a day per place,
// 1 to 3 lines each, 40% cash, 45% card, 15% points, 4% cancelled with a reason, a status history with
// times to ready of 3 to 15 minutes, the ledger rows the orders make), then times each report and each
// CSV export (median of BENCH_RUNS runs) beside a plain `SELECT count(*)` of the same orders.
// Results are written up in docs/performance.md ("Reports on a year of orders").
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { dropPostgresSchema } from '../server/src/db/connect';
import { ledgerCsv, ordersCsv } from '../server/src/features/reports/exports';
import type { ReportScope } from '../server/src/features/reports/repository';

const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const MIN_ORDERS = Number(process.env.BENCH_MIN_ORDERS ?? 100);
const MAX_ORDERS = Number(process.env.BENCH_MAX_ORDERS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CUSTOMERS = 5000;

async function time<T>(work: () => Promise<T>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm: plans and caches, as a running server has them
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await time(work));
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] as number;
}

async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += Buffer.byteLength(chunk as string);
  return bytes;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'loyalty-bench-reports-'));
  const base = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    STATIC_DIR: path.join(dataDir, 'no-static-build'),
  });
  const schema = base.databaseUrl ? `bench_${randomUUID().replaceAll('-', '')}` : undefined;
  const app = await buildApp({
    ...base,
    databaseSchema: schema,
    redisUrl: undefined,
    seedDemoData: true,
    forgottenOrdersSweepMs: 0,
  });
  const db = app.db;
  const engine = base.databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
  try {
    console.log(`Seeding ${DAYS} days of ${MIN_ORDERS}-${MAX_ORDERS} orders a day per place on ${engine}…`);
    const seeding = await time(async () => {
      await sql`INSERT INTO users (email, name, password_hash)
        SELECT 'bench-' || n || '@example.com', 'Bench Customer ' || n, NULL
        FROM generate_series(1, ${CUSTOMERS}::int) n`.execute(db);
      await sql`CREATE TEMP TABLE bench_customers AS
        SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'bench-%'`.execute(db);
      await sql`CREATE TEMP TABLE bench_menus AS
        SELECT provider_id, array_agg(id) AS ids FROM products GROUP BY provider_id`.execute(db);
      // One row per order: its place, moment, customer and dice for status, payment and lines.
      await sql`CREATE TEMP TABLE bench_orders AS
        SELECT gen_random_uuid() AS id, p.id AS provider_id, p.timezone, p.currency,
          ((d.day + interval '7 hours' + random() * interval '13 hours') AT TIME ZONE p.timezone) AS created_at,
          c.ids[1 + floor(random() * cardinality(c.ids))::int] AS user_id,
          random() AS status_dice, random() AS payment_dice, 1 + floor(random() * 3)::int AS line_count,
          3 + floor(random() * 13)::int AS minutes_to_ready
        FROM providers p
        CROSS JOIN bench_customers c
        CROSS JOIN generate_series((current_date - ${DAYS}::int)::timestamp, (current_date - 1)::timestamp, interval '1 day') d(day)
        -- The day's number of orders, drawn again for each place and day (the day is named so that it is).
        CROSS JOIN LATERAL (SELECT ${MIN_ORDERS}::int + floor(random() * ${MAX_ORDERS - MIN_ORDERS + 1}::int)::int
          + 0 * extract(doy FROM d.day)::int AS orders) k
        CROSS JOIN LATERAL generate_series(1, k.orders) n`.execute(db);
      await sql`CREATE TEMP TABLE bench_lines AS
        SELECT o.id AS order_id, g.pos, pr.id AS product_id, pr.name, pr.price, pr.points_price, pr.loyalty_points,
          1 + (random() < 0.2)::int AS quantity
        FROM bench_orders o
        JOIN bench_menus m ON m.provider_id = o.provider_id
        CROSS JOIN LATERAL generate_series(0, o.line_count - 1) g(pos)
        -- Drawn once per line (a subquery with a volatile function is never merged into the join).
        CROSS JOIN LATERAL (SELECT m.ids[1 + floor(random() * cardinality(m.ids))::int + 0 * g.pos] AS id) pick
        JOIN products pr ON pr.id = pick.id`.execute(db);
      await sql`INSERT INTO orders (id, user_id, provider_id, number, business_date, status, payment_method, currency,
          total, points_spent, points_earned, pickup_asap, pickup_at, idempotency_key, request_hash, cancel_reason,
          created_at, updated_at, ready_at)
        SELECT o.id, o.user_id, o.provider_id,
          lpad(((row_number() OVER (PARTITION BY o.provider_id, (o.created_at AT TIME ZONE o.timezone)::date
            ORDER BY o.created_at) - 1) % 999 + 1)::text, 3, '0'),
          (o.created_at AT TIME ZONE o.timezone)::date,
          CASE WHEN o.status_dice < 0.04 THEN 'cancelled' ELSE 'completed' END,
          CASE WHEN o.payment_dice < 0.40 THEN 'cash' WHEN o.payment_dice < 0.85 THEN 'card' ELSE 'points' END,
          o.currency, l.total,
          CASE WHEN o.payment_dice >= 0.85 THEN l.points_price ELSE 0 END,
          CASE WHEN o.payment_dice < 0.85 THEN l.loyalty_points ELSE 0 END,
          true, NULL, gen_random_uuid(), 'bench',
          CASE WHEN o.status_dice >= 0.04 THEN NULL
               WHEN o.status_dice < 0.02 THEN 'We ran out of oat milk'
               WHEN o.status_dice < 0.03 THEN 'Not collected' ELSE 'Customer changed their mind' END,
          o.created_at, o.created_at + make_interval(mins => o.minutes_to_ready + 2),
          CASE WHEN o.status_dice >= 0.04 THEN o.created_at + make_interval(mins => o.minutes_to_ready) END
        FROM bench_orders o
        JOIN (SELECT order_id, sum(price * quantity) AS total, sum(points_price * quantity) AS points_price,
                sum(loyalty_points * quantity) AS loyalty_points
              FROM bench_lines GROUP BY order_id) l ON l.order_id = o.id`.execute(db);
      await sql`INSERT INTO order_lines (order_id, position, product_id, name, names, image_url, quantity, unit_price,
          line_total, points_price, loyalty_points)
        SELECT order_id, pos, product_id, name, jsonb_build_object('en', name), '', quantity, price, price * quantity,
          points_price, loyalty_points
        FROM bench_lines`.execute(db);
      await sql`INSERT INTO order_status_history (order_id, status, reason, at)
        SELECT o.id, s.status, CASE WHEN s.status = 'cancelled' THEN o2.cancel_reason END,
          o.created_at + make_interval(mins => s.after)
        FROM bench_orders o
        JOIN orders o2 ON o2.id = o.id
        CROSS JOIN LATERAL (VALUES ('pending', 0), ('preparing', 1), ('ready', o.minutes_to_ready),
          ('completed', o.minutes_to_ready + 2), ('cancelled', 2)) s(status, after)
        WHERE s.status = 'pending'
          OR (o2.status = 'completed' AND s.status IN ('preparing', 'ready', 'completed'))
          OR (o2.status = 'cancelled' AND s.status = 'cancelled')`.execute(db);
      await sql`INSERT INTO points_ledger (user_id, delta, reason, reference, order_id, provider_id, created_at)
        SELECT user_id, points_earned, 'order_earned', 'order:' || id || ':earned', id, provider_id, updated_at
        FROM orders WHERE request_hash = 'bench' AND status = 'completed' AND points_earned > 0
        UNION ALL
        SELECT user_id, -points_spent, 'order_spent', 'order:' || id || ':spent', id, provider_id, created_at
        FROM orders WHERE request_hash = 'bench' AND payment_method = 'points' AND points_spent > 0
        UNION ALL
        SELECT user_id, points_spent, 'order_refunded', 'order:' || id || ':refunded', id, provider_id, updated_at
        FROM orders WHERE request_hash = 'bench' AND payment_method = 'points' AND status = 'cancelled'
          AND points_spent > 0`.execute(db);
      // As autovacuum leaves a table that has settled: statistics, and the visibility map index-only scans use.
      await sql`VACUUM ANALYZE`.execute(db);
    });
    const counts = await sql<{ orders: string; lines: string; history: string; ledger: string }>`
      SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_lines) AS lines,
        (SELECT count(*) FROM order_status_history) AS history, (SELECT count(*) FROM points_ledger) AS ledger`.execute(
      db,
    );
    const sizes = counts.rows[0];
    console.log(
      `Seeded in ${(seeding / 1000).toFixed(1)} s: ${sizes?.orders} orders, ${sizes?.lines} lines, ` +
        `${sizes?.history} status changes, ${sizes?.ledger} ledger rows.\n`,
    );

    const { rows: places } = await sql<{
      id: string;
      name: string;
    }>`SELECT id, name FROM providers ORDER BY sort_order, name`.execute(db);
    const place = places[0];
    if (!place) throw new Error('no place');
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const yearAgo = new Date(now.getTime() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const scope = (providerId: string | null, range: ReportScope['range']): ReportScope => ({
      providerId,
      range,
      now,
    });
    const reports = app.features.reports.repository;
    const year = { kind: 'dates', from: yearAgo, to: today } as const;

    const cases: [string, () => Promise<unknown>][] = [
      [
        `report, ${place.name}, last 30 days`,
        () => reports.report(scope(place.id, { kind: 'last', days: 30 })),
      ],
      [`report, ${place.name}, ${DAYS} days`, () => reports.report(scope(place.id, year))],
      ['report, all places, last 30 days', () => reports.report(scope(null, { kind: 'last', days: 30 }))],
      [`report, all places, ${DAYS} days`, () => reports.report(scope(null, year))],
      [`orders CSV, ${place.name}, ${DAYS} days`, () => drain(ordersCsv(reports, scope(place.id, year)))],
      [`points ledger CSV, all places, ${DAYS} days`, () => drain(ledgerCsv(reports, scope(null, year)))],
    ];
    const results: [string, number][] = [];
    results.push([
      'SELECT count(*) FROM orders (the same rows)',
      await median(() => sql`SELECT count(*) FROM orders`.execute(db)),
    ]);
    for (const [name, work] of cases) {
      results.push([name, await median(work)]);
      console.log(`${name}: ${results.at(-1)?.[1].toFixed(1)} ms`);
    }
    console.log(`\n| ${engine}: median of ${RUNS} runs | ms |\n| --- | ---: |`);
    for (const [name, ms] of results) console.log(`| ${name} | ${ms.toFixed(1)} |`);
    const slowestReport = results
      .filter(([name]) => name.startsWith('report'))
      .reduce((slowest, result) => (result[1] > slowest[1] ? result : slowest));
    console.log(
      `\nSlowest report: ${slowestReport[0]}, ${slowestReport[1].toFixed(1)} ms; ` +
        `SELECT count(*) of the same orders: ${results[0]?.[1].toFixed(1)} ms.`,
    );
  } finally {
    await app.close();
    if (base.databaseUrl && schema) await dropPostgresSchema(base.databaseUrl, schema);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
