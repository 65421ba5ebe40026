import { Readable } from 'node:stream';
import { CSV_BOM, csvLine, majorUnits } from './csv';
import type { CsvPage, LedgerCsvRow, OrderCsvRow, ReportScope, ReportsRepository } from './repository';

// The CSV exports, streamed: a page of rows is read (keyset paging on placed time and id, so no page is
// skipped or repeated while orders arrive) and written before the next is read; memory stays one page.

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

async function* pages<Row>(
  header: string[],
  read: (cursor: CsvPage<Row>['cursor']) => Promise<CsvPage<Row>>,
  line: (row: Row) => string,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  let cursor: CsvPage<Row>['cursor'] = null;
  do {
    const page: CsvPage<Row> = await read(cursor);
    if (page.rows.length > 0) yield page.rows.map(line).join('');
    cursor = page.cursor;
  } while (cursor !== null);
}

export function ordersCsv(repository: ReportsRepository, scope: ReportScope): Readable {
  return Readable.from(
    pages(ORDER_HEADER, (cursor) => repository.ordersPage(scope, cursor, PAGE), orderLine),
    {
      objectMode: false,
    },
  );
}

export function ledgerCsv(repository: ReportsRepository, scope: ReportScope): Readable {
  return Readable.from(
    pages(LEDGER_HEADER, (cursor) => repository.ledgerPage(scope, cursor, PAGE), ledgerLine),
    {
      objectMode: false,
    },
  );
}
