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

/** formatDateTime and formatDayTime bound to the current UI language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  return {
    dateTime: (iso: string, timeZone?: string) => formatDateTime(iso, language, timeZone),
    dayTime: (iso: string, timeZone?: string) => formatDayTime(iso, language, timeZone),
  };
}
