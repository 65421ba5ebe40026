import { sql } from 'kysely';
import { badRequest } from './errors';

/**
 * Keyset paging, newest first, on (created_at, id). A cursor is the position of the last row of a page:
 * its created_at to the microsecond (as PostgreSQL keeps it; a JavaScript Date would round it to the
 * millisecond and skip or repeat rows) and its id, base64url-encoded so clients treat it as opaque.
 */
export interface PagePosition {
  /** created_at in UTC with microseconds, e.g. 2026-03-14T09:41:07.512345Z */
  at: string;
  id: string;
}

const POSITION =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; a cursor this server did not hand out is a 400 naming `cursor`. */
export function decodeCursor(cursor: string): PagePosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!POSITION.test(text)) {
    throw badRequest('This page link is not valid. Please start from the first page.', [
      { field: 'cursor', message: 'is not a cursor this list handed out' },
    ]);
  }
  const [at = '', id = ''] = text.split('|');
  return { at, id };
}

/** created_at as the microsecond UTC text a cursor carries. */
export function cursorTime(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the position, newest first: (created_at, id) < (at, id). */
export function afterPosition(createdAtColumn: string, idColumn: string, position: PagePosition) {
  return sql<boolean>`(${sql.ref(createdAtColumn)}, ${sql.ref(idColumn)}) < (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/** Splits the limit + 1 rows a page query fetched into the page and the next cursor (null at the end). */
export function pageOf<Row extends { cursor_at: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1] as Row;
  return { rows: page, nextCursor: encodeCursor({ at: last.cursor_at, id: last.id }) };
}
