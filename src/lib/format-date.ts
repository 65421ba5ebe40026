import { useTranslation } from 'react-i18next';

/** A moment as a date and time for a language, in a time zone (a place's own, else the device's). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** A moment as a weekday and a time ("Mon 09:30"): pickup times, which are today or tomorrow. */
export function formatDayTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** A moment as a time of day in the language's own way ("7:42 AM", "07:42"): an estimate, later today. */
export function formatClockTime(iso: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** The calendar day of a moment in a time zone, as days since 1970 (to count days between two). */
function dayNumber(date: Date, timeZone?: string): number {
  const [year = 0, month = 1, day = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
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
    return `${new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(date)}, ${time}`;
  }
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
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
