import type { ReportPeriod } from '../../../api/manage';

/** The longest custom range, as the server allows it (a leap year). */
export const MAX_REPORT_DAYS = 366;

export interface RangeChoice {
  period: ReportPeriod;
  from: string;
  to: string;
}

export type RangeError = 'fromRequired' | 'toRequired' | 'toBeforeFrom' | 'tooLong';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** What is wrong with a custom range, by field (nothing for a preset period). */
export function rangeErrors(choice: RangeChoice): { from?: RangeError; to?: RangeError } {
  if (choice.period !== 'custom') return {};
  if (!choice.from || !choice.to)
    return {
      ...(choice.from ? {} : { from: 'fromRequired' }),
      ...(choice.to ? {} : { to: 'toRequired' }),
    };
  const days = dayNumber(choice.to) - dayNumber(choice.from) + 1;
  if (days < 1) return { to: 'toBeforeFrom' };
  if (days > MAX_REPORT_DAYS) return { to: 'tooLong' };
  return {};
}

/** The query a valid choice sends: dates only with `custom`. */
export function rangeQuery(choice: RangeChoice): { period: ReportPeriod; from?: string; to?: string } {
  return choice.period === 'custom'
    ? { period: 'custom', from: choice.from, to: choice.to }
    : { period: choice.period };
}
