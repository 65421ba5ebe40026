import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, majorUnits } from './csv';
import type {
  CsvCursor,
  CsvPage,
  LedgerCsvRow,
  OrderCsvRow,
  ReportScope,
  ReportsRepository,
} from './repository';

// The CSV exports, streamed: a page of rows is read (keyset paging on placed time and id within a place,
// so no row is skipped or repeated while orders arrive) and written before the next is read; memory stays
// one page. Place by place, so each page is one index range read in order.

const PAGE = 2000;

const ORDER_HEADER = [
  'order_id',
  'number',
  'place',
  'local_date',
  'local_time',
  'status',
  'payment_method',
  'currency',
  'total',
  'points_spent',
  'points_earned',
  'items',
  'cancel_reason',
  'placed_at_utc',
  'ready_at_utc',
];

const LEDGER_HEADER = [
  'entry_id',
  'local_date',
  'local_time',
  'place',
  'customer_id',
  'reason',
  'points',
  'order_number',
  'note',
  'at_utc',
];

const orderLine = (row: OrderCsvRow) =>
  csvLine([
    row.id,
    row.number,
    row.place,
    row.local_date,
    row.local_time,
    row.status,
    row.payment_method,
    row.currency,
    majorUnits(row.total, row.currency),
    row.points_spent,
    row.points_earned,
    row.items,
    row.cancel_reason,
    row.placed_at.toISOString(),
    row.ready_at?.toISOString() ?? null,
  ]);

const ledgerLine = (row: LedgerCsvRow) =>
  csvLine([
    row.id,
    row.local_date,
    row.local_time,
    row.place,
    row.user_id,
    row.reason,
    row.delta,
    row.order_number,
    row.note,
    row.at.toISOString(),
  ]);

/** Every page of one source, from the start. */
async function* pagesOf<Row>(read: (cursor: CsvCursor) => Promise<CsvPage<Row>>, line: (row: Row) => string) {
  let cursor: CsvCursor = null;
  do {
    const page: CsvPage<Row> = await read(cursor);
    if (page.rows.length > 0) yield page.rows.map(line).join('');
    cursor = page.cursor;
  } while (cursor !== null);
}

async function* orderLines(repository: ReportsRepository, scope: ReportScope): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(ORDER_HEADER);
  for (const window of await repository.windows(scope))
    yield* pagesOf((cursor) => repository.ordersPage(window, cursor, PAGE), orderLine);
}

async function* ledgerLines(repository: ReportsRepository, scope: ReportScope): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(LEDGER_HEADER);
  const windows = await repository.windows(scope);
  for (const window of windows)
    yield* pagesOf((cursor) => repository.ledgerPage(window, cursor, PAGE), ledgerLine);
  const span = repository.utcSpan(windows);
  if (scope.providerId === null && span)
    yield* pagesOf((cursor) => repository.ledgerPage({ span }, cursor, PAGE), ledgerLine);
}

/** The orders in scope as CSV: place by place (in the places' order), each place's oldest first. */
export function ordersCsv(repository: ReportsRepository, scope: ReportScope): Readable {
  return Readable.from(orderLines(repository, scope), { objectMode: false });
}

/**
 * The ledger rows in scope as CSV: place by place, each place's oldest first; for all places, then the
 * rows given at no place (by UTC day).
 */
export function ledgerCsv(repository: ReportsRepository, scope: ReportScope): Readable {
  return Readable.from(ledgerLines(repository, scope), { objectMode: false });
}
