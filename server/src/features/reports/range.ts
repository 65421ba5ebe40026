import type { Schema } from '../../api/handler';
import { badRequest } from '../../lib/errors';
import type { ReportRange } from './repository';

/** The longest range a report or an export covers, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;
const PERIOD_DAYS = { today: 1, last7Days: 7, last30Days: 30 } as const;

export interface RangeQuery {
  period: Schema<'ReportPeriod'>;
  from?: string;
  to?: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The range the query asks for: the last 1, 7 or 30 local days, or `from` to `to` (both needed, in order,
 * at most 366 days). A refusal names the field.
 */
export function reportRange(query: RangeQuery): ReportRange {
  if (query.period !== 'custom') return { kind: 'last', days: PERIOD_DAYS[query.period] };
  const { from, to } = query;
  if (!from || !to)
    throw badRequest('A custom range needs a first and a last day', [
      ...(from ? [] : [{ field: 'from', message: 'is required with period=custom' }]),
      ...(to ? [] : [{ field: 'to', message: 'is required with period=custom' }]),
    ]);
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (!Number.isFinite(days))
    throw badRequest('Invalid date', [{ field: 'from', message: 'must be a date' }]);
  if (days < 1)
    throw badRequest('The last day is before the first', [
      { field: 'to', message: 'must not be before from' },
    ]);
  if (days > MAX_REPORT_DAYS)
    throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days`, [
      { field: 'to', message: `must be at most ${MAX_REPORT_DAYS} days after from` },
    ]);
  return { kind: 'dates', from, to };
}
