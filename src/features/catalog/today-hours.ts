import type { Provider } from '../../api';
import { compareText } from '../../lib/compare-text';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type Hours = Pick<Provider, 'openingHours' | 'timezone'>;

// Building an Intl.DateTimeFormat costs far more than using one (time zone data): one per zone.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timezone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timezone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone });
    } catch {
      // An unknown zone: the device's own.
      format = new Intl.DateTimeFormat('en-US', options);
    }
    wallClocks.set(timezone, format);
  }
  return format;
}

/** What this file uses of the Temporal API (in Chromium since 144; not yet in every browser, nor in Node 20). */
interface TemporalApi {
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(timeZone: string): { dayOfWeek: number; hour: number; minute: number };
    };
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The wall clock through Temporal, where the browser has it: it reads the zone's rules at once, where
 * the first Intl.DateTimeFormat of a page costs 30–60 ms of main thread (ICU's date formats), one
 * long task in the middle of the places' first render. Undefined without Temporal, or for a zone it
 * does not know.
 */
function temporalWallClock(timezone: string, now: Date): { day: number; time: string } | undefined {
  const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal;
  if (!temporal) return undefined;
  try {
    const clock = temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timezone);
    // Temporal counts ISO weekdays, 1 (Monday) to 7 (Sunday).
    return { day: clock.dayOfWeek % 7, time: `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}` };
  } catch {
    return undefined;
  }
}

/** The weekday (0 = Sunday) and the time ("HH:MM") on the place's wall clock at `now`. */
function wallClock(timezone: string, now: Date): { day: number; time: string } {
  const viaTemporal = temporalWallClock(timezone, now);
  if (viaTemporal) return viaTemporal;
  const parts = wallClockFormat(timezone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { day: Math.max(0, WEEKDAYS.indexOf(part('weekday'))), time: `${part('hour')}:${part('minute')}` };
}

/**
 * The place's opening hours today, on its own wall clock ("07:30–20:00", several windows joined by
 * ", "), or undefined when it does not open today.
 */
export function todayHours(provider: Hours, now = new Date()) {
  const { day } = wallClock(provider.timezone, now);
  const windows = provider.openingHours
    .filter((window) => window.day === day)
    .sort((a, b) => compareText(a.opens, b.opens))
    .map((window) => `${window.opens}–${window.closes}`);
  return windows.length > 0 ? windows.join(', ') : undefined;
}

/**
 * When the place next opens after `now`, on its wall clock: in how many days (0 = later today), on
 * which weekday (0 = Sunday) and at what time; undefined when it has no opening hours at all.
 */
export function nextOpening(
  provider: Hours,
  now = new Date(),
): { inDays: number; day: number; time: string } | undefined {
  const today = wallClock(provider.timezone, now);
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const day = (today.day + inDays) % 7;
    const opens = provider.openingHours
      .filter((window) => window.day === day && (inDays > 0 || window.opens > today.time))
      .map((window) => window.opens)
      .sort();
    if (opens[0]) return { inDays, day, time: opens[0] };
  }
  return undefined;
}

/** The name of a weekday (0 = Sunday) in `language`, e.g. "Monday", "lunes". */
export function weekdayName(day: number, language: string): string {
  let format = weekdayNames.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    weekdayNames.set(language, format);
  }
  // 7 January 2024 was a Sunday.
  return format.format(new Date(Date.UTC(2024, 0, 7 + day, 12)));
}

const weekdayNames = new Map<string, Intl.DateTimeFormat>();
