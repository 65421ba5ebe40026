import type { Provider } from '../../api';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The place's opening hours today, on its own wall clock ("07:30–20:00", several windows joined by
 * ", "), or undefined when it does not open today.
 */
export function todayHours(provider: Pick<Provider, 'openingHours' | 'timezone'>, now = new Date()) {
  let weekday: string;
  try {
    weekday = new Intl.DateTimeFormat('en-US', { timeZone: provider.timezone, weekday: 'short' }).format(now);
  } catch {
    weekday = WEEKDAYS[now.getDay()] ?? 'Sun';
  }
  const day = WEEKDAYS.indexOf(weekday);
  const windows = provider.openingHours
    .filter((window) => window.day === day)
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((window) => `${window.opens}–${window.closes}`);
  return windows.length > 0 ? windows.join(', ') : undefined;
}
