import type { Schema } from '../../api/handler';

type OpeningHours = Schema<'OpeningHours'>;

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

// Building a DateTimeFormat costs far more than using one, so keep one per time zone.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The weekday (0 = Sunday) and minute of the day at `instant` on the wall clock of `timeZone`. */
export function localWeekTime(instant: Date, timeZone: string): { day: number; minute: number } {
  const parts = wallClock(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/**
 * Whether any window covers `instant` in the provider's time zone. A window whose closing time
 * is at or before its opening time runs past midnight into the next day (e.g. Fri 18:00-02:00
 * is open on Saturday at 01:30).
 */
export function isOpenNow(
  openingHours: OpeningHours[],
  timeZone: string,
  instant: Date = new Date(),
): boolean {
  const now = localWeekTime(instant, timeZone);
  const yesterday = (now.day + 6) % 7;
  return openingHours.some((window) => {
    const opens = toMinutes(window.opens);
    const closes = toMinutes(window.closes);
    const overnight = closes <= opens;
    if (window.day === now.day) {
      return now.minute >= opens && (overnight ? now.minute < MINUTES_PER_DAY : now.minute < closes);
    }
    return overnight && window.day === yesterday && now.minute < closes;
  });
}

/** What a provider answer says of its hours at a moment: open now, today's windows, the next opening. */
export interface OpeningState {
  isOpenNow: boolean;
  todayHours: OpeningHours[];
  nextOpening: { inDays: number; day: number; time: string } | null;
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The opening state at `instant` on the wall clock of `timeZone`: whether it is open, the windows of
 * today's weekday by opening time, and, while closed, when it next opens (the first window opening after
 * now, later today or on one of the next seven days); null while open or without any opening hours.
 */
export function openingState(
  openingHours: OpeningHours[],
  timeZone: string,
  instant: Date = new Date(),
): OpeningState {
  const now = localWeekTime(instant, timeZone);
  const time = hhmm(now.minute);
  // "HH:MM" strings compare as times; no locale collation (ICU's first use is slow).
  const byOpening = (a: OpeningHours, b: OpeningHours) =>
    a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0;
  const open = isOpenNow(openingHours, timeZone, instant);
  let nextOpening: OpeningState['nextOpening'] = null;
  for (let inDays = 0; !open && inDays <= 7 && !nextOpening; inDays += 1) {
    const day = (now.day + inDays) % 7;
    const first = openingHours
      .filter((window) => window.day === day && (inDays > 0 || window.opens > time))
      .sort(byOpening)[0];
    if (first) nextOpening = { inDays, day, time: first.opens };
  }
  return {
    isOpenNow: open,
    todayHours: openingHours.filter((window) => window.day === now.day).sort(byOpening),
    nextOpening,
  };
}
