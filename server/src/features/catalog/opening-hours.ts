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
