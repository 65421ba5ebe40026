import type { Schema } from '../../api/handler';
import { isOpenNow } from '../catalog';

// When an order can be collected, in the place's own time zone. Every time zone's offset is a whole
// number of quarter hours, so quarter hours in UTC are quarter hours on every wall clock.

type OpeningHours = Schema<'OpeningHours'>;

export interface Place {
  openingHours: OpeningHours[];
  timezone: string;
}

const MINUTE = 60_000;
const STEP = 15 * MINUTE;
/** The earliest pickup time is this far from now. */
const LEAD = 15 * MINUTE;
/** Checkout still takes a time the list offered this long ago (the list moved on while the user chose). */
const GRACE = 5 * MINUTE;
/** How far ahead `opensAt` looks. */
const OPENS_AT_HORIZON = 7 * 24 * 60 * MINUTE;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` on the wall clock of `timeZone`, as YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const ceilToStep = (ms: number) => Math.ceil(ms / STEP) * STEP;

/** Quarter hours at least LEAD after `from` within the opening hours, on today's or tomorrow's local date. */
function timesFrom(place: Place, from: Date, now: Date): Date[] {
  const lastDate = nextDay(localDate(now, place.timezone));
  const times: Date[] = [];
  for (let at = ceilToStep(from.getTime() + LEAD); ; at += STEP) {
    const instant = new Date(at);
    if (localDate(instant, place.timezone) > lastDate) break;
    if (isOpenNow(place.openingHours, place.timezone, instant)) times.push(instant);
  }
  return times;
}

/** When a closed place next opens (to the minute), within a week; null when it does not. */
function nextOpening(place: Place, now: Date): Date | null {
  const end = now.getTime() + OPENS_AT_HORIZON;
  for (let at = ceilToStep(now.getTime()); at <= end; at += STEP) {
    if (!isOpenNow(place.openingHours, place.timezone, new Date(at))) continue;
    // Opening hours need not fall on a quarter hour: step back to the minute it opened.
    let opened = at;
    while (
      opened - MINUTE > now.getTime() &&
      isOpenNow(place.openingHours, place.timezone, new Date(opened - MINUTE))
    ) {
      opened -= MINUTE;
    }
    return new Date(opened);
  }
  return null;
}

export interface PickupChoices {
  asapAvailable: boolean;
  opensAt: Date | null;
  times: Date[];
}

/** What listPickupTimes answers: asap while open, otherwise when it opens, and the times to choose from. */
export function pickupChoices(place: Place, now: Date): PickupChoices {
  const open = isOpenNow(place.openingHours, place.timezone, now);
  return {
    asapAvailable: open,
    opensAt: open ? null : nextOpening(place, now),
    times: timesFrom(place, now, now),
  };
}

/** Whether checkout takes `at`: one of the times offered now, or offered up to GRACE ago. */
export function isOfferedPickupTime(place: Place, at: Date, now: Date): boolean {
  if (at.getTime() % STEP !== 0) return false;
  return timesFrom(place, new Date(now.getTime() - GRACE), now).some(
    (time) => time.getTime() === at.getTime(),
  );
}
