import type { Schema } from '../../api/handler';

type OpeningHours = Schema<'OpeningHours'>;
type ClosedDate = Schema<'ClosedDate'>;

const MINUTES_PER_DAY = 24 * 60;

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
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

const SECOND = 1000;
/** Time zones change their offset on a quarter hour at most once in one: the offset is kept per quarter. */
const QUARTER = 15 * 60 * SECOND;
/** Quarters kept per time zone (about a year of walks' and requests' quarters); all go past it. */
const QUARTERS_KEPT = 40_000;

/** How far the wall clock of `timeZone` is ahead of UTC at `instant` (to the second), asking Intl. */
function offsetFromIntl(instant: number, timeZone: string): number {
  const at = instant - (((instant % SECOND) + SECOND) % SECOND);
  const parts = wallClock(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - at;
}

/** Each time zone's offset by quarter hour (null: the offset changes within that quarter). */
const offsets = new Map<string, Map<number, number | null>>();

/**
 * How far the wall clock of `timeZone` is ahead of UTC at `instant`, in ms. Asking Intl costs
 * microseconds and a pickup list asks for some 200 instants, so the answer is kept per quarter hour: when
 * the quarter's first and last second have the same offset, the whole quarter has it (a zone does not
 * change and change back within 15 minutes); a quarter holding a change is asked of Intl each time.
 */
export function wallOffset(instant: Date | number, timeZone: string): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const quarter = Math.floor(at / QUARTER);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const first = offsetFromIntl(quarter * QUARTER, timeZone);
    const last = offsetFromIntl((quarter + 1) * QUARTER - SECOND, timeZone);
    offset = first === last ? first : null;
    if (zone.size >= QUARTERS_KEPT) zone.clear();
    zone.set(quarter, offset);
  }
  return offset ?? offsetFromIntl(at, timeZone);
}

/** `instant` moved by the wall clock's offset: its UTC fields are the wall clock's in `timeZone`. */
const onWallClock = (instant: Date, timeZone: string) =>
  new Date(instant.getTime() + wallOffset(instant, timeZone));

/** The calendar day of `instant` on the wall clock of `timeZone`, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  return onWallClock(instant, timeZone).toISOString().slice(0, 10);
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether the place is closed all of `date` (YYYY-MM-DD on its wall clock): a holiday. */
export const isClosedDate = (closedDates: readonly ClosedDate[], date: string) =>
  closedDates.some((range) => range.from <= date && date <= range.to);

/** The weekday (0 = Sunday) and minute of the day at `instant` on the wall clock of `timeZone`. */
export function localWeekTime(instant: Date, timeZone: string): { day: number; minute: number } {
  const wall = onWallClock(instant, timeZone);
  return { day: wall.getUTCDay(), minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
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
  closedDates: readonly ClosedDate[] = [],
): boolean {
  if (closedDates.length > 0 && isClosedDate(closedDates, localDate(instant, timeZone))) return false;
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
  /** The closed dates that have not ended (today's included). */
  closedDates: ClosedDate[];
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The opening state at `instant` on the wall clock of `timeZone`: whether it is open, the windows of
 * today's weekday by opening time (none on a closed date), and, while closed, when it next opens (the
 * first window opening after now, later today or on one of the next seven days, skipping closed dates);
 * null while open or without any opening hours.
 */
export function openingState(
  openingHours: OpeningHours[],
  timeZone: string,
  instant: Date = new Date(),
  closedDates: readonly ClosedDate[] = [],
): OpeningState {
  const today = closedDates.length > 0 ? localDate(instant, timeZone) : '';
  const upcoming = closedDates.filter((range) => range.to >= today);
  const closedIn = (inDays: number) =>
    closedDates.length > 0 && isClosedDate(closedDates, addDays(today, inDays));
  const now = localWeekTime(instant, timeZone);
  const time = hhmm(now.minute);
  // "HH:MM" strings compare as times; no locale collation (ICU's first use is slow).
  const byOpening = (a: OpeningHours, b: OpeningHours) =>
    a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : 0;
  const open = isOpenNow(openingHours, timeZone, instant, closedDates);
  let nextOpening: OpeningState['nextOpening'] = null;
  for (let inDays = 0; !open && inDays <= 7 && !nextOpening; inDays += 1) {
    if (closedIn(inDays)) continue;
    const day = (now.day + inDays) % 7;
    const first = openingHours
      .filter((window) => window.day === day && (inDays > 0 || window.opens > time))
      .sort(byOpening)[0];
    if (first) nextOpening = { inDays, day, time: first.opens };
  }
  return {
    isOpenNow: open,
    todayHours: closedIn(0) ? [] : openingHours.filter((window) => window.day === now.day).sort(byOpening),
    nextOpening,
    closedDates: upcoming,
  };
}
