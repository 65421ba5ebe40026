import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamptz as the API writes times (ISO 8601 in UTC to the millisecond, as `Date#toISOString`
 * does), made by PostgreSQL: for times inside a JSON column, which would otherwise reach the server as
 * PostgreSQL's own text (microseconds, `+00:00`) and need a parse and a format each. Like
 * `toISOString`, it drops the microseconds rather than rounding them.
 */
export const apiTime = (value: RawBuilder<unknown>) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/**
 * The milliseconds of a time `apiTime` wrote (`2026-11-28T09:15:00.000Z`), read by position: a third
 * of what `Date.parse` costs, for the order reads, which read several per order. Any other text goes
 * through `Date.parse`.
 */
export function apiTimeMs(text: string): number {
  if (text.length !== 24 || text[10] !== 'T' || text[23] !== 'Z') return Date.parse(text);
  return Date.UTC(
    twoDigits(text, 0) * 100 + twoDigits(text, 2),
    twoDigits(text, 5) - 1,
    twoDigits(text, 8),
    twoDigits(text, 11),
    twoDigits(text, 14),
    twoDigits(text, 17),
    digit(text, 20) * 100 + twoDigits(text, 21),
  );
}

const MINUTE_MS = 60_000;
/** Whole minutes written lately: estimates are rounded to the minute, and few differ at any time. */
const minutesWritten = new Map<number, string>();

/** A time as the API writes it (`toISOString`); whole minutes are remembered, a few hundred at most. */
export function apiTimeText(ms: number): string {
  if (ms % MINUTE_MS !== 0) return new Date(ms).toISOString();
  let text = minutesWritten.get(ms);
  if (text === undefined) {
    if (minutesWritten.size >= 512) minutesWritten.clear();
    text = new Date(ms).toISOString();
    minutesWritten.set(ms, text);
  }
  return text;
}
