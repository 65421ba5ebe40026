import { useTranslation } from 'react-i18next';

/** The ways this app writes a moment, by name. */
const STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dayTime: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
  clockTime: { hour: 'numeric', minute: '2-digit' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per style, language and time zone (as formatMoney keeps its own): making an
 * Intl.DateTimeFormat costs far more than formatting with it, and a page of orders and points formats
 * dozens of moments on every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: keyof typeof STYLES, language: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${style}\u0000${language}\u0000${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormatterFor(language: string): Intl.RelativeTimeFormat {
  let formatter = relativeFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormatters.set(language, formatter);
  }
  return formatter;
}

/** A moment as a date and time for a language, in a time zone (a place's own, else the device's). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return formatterFor('dateTime', language, timeZone).format(new Date(iso));
}

/** A moment as a weekday and a time ("Mon 09:30"): pickup times, which are today or tomorrow. */
export function formatDayTime(iso: string, language: string, timeZone?: string): string {
  return formatterFor('dayTime', language, timeZone).format(new Date(iso));
}

/** A moment as a time of day in the language's own way ("7:42 AM", "07:42"): an estimate, later today. */
export function formatClockTime(iso: string, language: string, timeZone?: string): string {
  return formatterFor('clockTime', language, timeZone).format(new Date(iso));
}

/** The calendar day of a moment in a time zone, as days since 1970 (to count days between two). */
function dayNumber(date: Date, timeZone?: string): number {
  const [year = 0, month = 1, day = 1] = formatterFor('isoDay', 'en-CA', timeZone)
    .format(date)
    .split('-')
    .map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * A pickup time as people say it, in each language's own way: "Today, 7:30 AM", "Morgen, 07:30";
 * other days with their weekday and date.
 */
export function formatPickupTime(iso: string, language: string, timeZone?: string, now = new Date()): string {
  const date = new Date(iso);
  const time = formatClockTime(iso, language, timeZone);
  const days = dayNumber(date, timeZone) - dayNumber(now, timeZone);
  if (days < -1 || days > 1) {
    return `${formatterFor('weekdayDate', language, timeZone).format(date)}, ${time}`;
  }
  const relative = relativeFormatterFor(language).format(days, 'day');
  return `${relative.charAt(0).toLocaleUpperCase(language) + relative.slice(1)}, ${time}`;
}

/** formatDateTime, formatDayTime, formatPickupTime and formatClockTime bound to the current UI language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return {
    dateTime: (iso: string, timeZone?: string) => formatDateTime(iso, language, timeZone),
    dayTime: (iso: string, timeZone?: string) => formatDayTime(iso, language, timeZone),
    pickupTime: (iso: string, timeZone?: string) => formatPickupTime(iso, language, timeZone),
    clockTime: (iso: string, timeZone?: string) => formatClockTime(iso, language, timeZone),
  };
}
