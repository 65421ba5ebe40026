import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamptz as the API writes times (ISO 8601 in UTC to the millisecond, as `Date#toISOString`
 * does), made by PostgreSQL: for times inside a JSON column, which would otherwise reach the server as
 * PostgreSQL's own text (microseconds, `+00:00`) and need a parse and a format each. Like
 * `toISOString`, it drops the microseconds rather than rounding them.
 */
export const apiTime = (value: RawBuilder<unknown>) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
