import type { Schema } from '../../api/handler';
import { isClosedDate, isOpenNow, localDate, wallOffset } from '../catalog';

// When an order can be collected, in the place's own time zone: slots of the place's length (15 minutes
// unless set) on its wall clock, its preparation time (15 minutes unless set) from now, within the
// opening hours, never on a closed date, and never a slot already holding as many orders as the place
// takes per slot.

type OpeningHours = Schema<'OpeningHours'>;

export interface Place {
  openingHours: OpeningHours[];
  timezone: string;
  closedDates?: Schema<'ClosedDate'>[];
  /** Minutes from now to the earliest pickup (15 unless set). */
  prepMinutes?: number;
  /** Minutes between pickup times (15 unless set; divides an hour). */
  slotMinutes?: number;
}

type PlaceRow = {
  opening_hours: OpeningHours[];
  timezone: string;
  closed_dates: Schema<'ClosedDate'>[];
  prep_minutes: number;
  slot_minutes: number;
};

/** The rows' settings already made (the catalogue keeps one row per place until the place changes). */
const placesOfRows = new WeakMap<PlaceRow, Place>();

/** The pickup settings of a place's row (the catalogue's; its rows are not changed, but replaced). */
export function pickupPlaceOf(row: PlaceRow): Place {
  let place = placesOfRows.get(row);
  if (!place) {
    place = {
      openingHours: row.opening_hours,
      timezone: row.timezone,
      closedDates: row.closed_dates,
      prepMinutes: row.prep_minutes,
      slotMinutes: row.slot_minutes,
    };
    placesOfRows.set(row, place);
  }
  return place;
}

const MINUTE = 60_000;
const DEFAULT_MINUTES = 15;
/** Checkout still takes a time the list offered this long ago (the list moved on while the user chose). */
const GRACE = 5 * MINUTE;
/** How far ahead `opensAt` looks. */
const OPENS_AT_HORIZON = 7 * 24 * 60 * MINUTE;

export { localDate };

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const stepOf = (place: Place) => (place.slotMinutes ?? DEFAULT_MINUTES) * MINUTE;
const leadOf = (place: Place) => (place.prepMinutes ?? DEFAULT_MINUTES) * MINUTE;

/**
 * The first slot start at or after `at` on the place's wall clock. Slot lengths divide an hour and time
 * zones move by whole hours (or the quarter and half hours some keep all year), so slots stay on the
 * wall clock's marks across a change of summer time.
 */
export function slotAtOrAfter(place: Place, at: number): number {
  const step = stepOf(place);
  const offset = wallOffset(at, place.timezone);
  return Math.ceil((at + offset) / step) * step - offset;
}

/**
 * Remembered walks: a walk's answer depends only on the place's settings and where it starts and ends,
 * which stay the same for a slot's length (the start) and a day (the end). Every request of a place in
 * that time (the pickup list, each checkout's check of its time) then costs a lookup, not a walk of some
 * 190 slots through the time zone's wall clock. An edit of the place's hours, closed dates or pickup
 * settings changes the key. The oldest answers go first past `REMEMBERED`.
 */
const remembered = new Map<string, unknown>();
const REMEMBERED = 2_000;

function remember<T>(key: string, compute: () => T): T {
  if (remembered.has(key)) return remembered.get(key) as T;
  const value = compute();
  if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, value);
  return value;
}

const settingsKeys = new WeakMap<Place, string>();

/** What a walk's answer depends on of the place (kept per Place: pickupPlaceOf makes one per row). */
function settingsKey(place: Place): string {
  let key = settingsKeys.get(place);
  if (key === undefined) {
    key = JSON.stringify([
      place.timezone,
      place.slotMinutes ?? DEFAULT_MINUTES,
      place.prepMinutes ?? DEFAULT_MINUTES,
      place.openingHours,
      place.closedDates ?? [],
    ]);
    settingsKeys.set(place, key);
  }
  return key;
}

/**
 * Pickup times as a walk found them: their instants (ms), the same as the API writes them, in the same
 * order, and as a set (what checkout looks its time up in).
 */
interface Times {
  readonly at: readonly number[];
  readonly iso: readonly string[];
  readonly offered: ReadonlySet<number>;
}

/** The slots at least the preparation time after `from`, while open, on today's or tomorrow's local date. */
function timesFrom(place: Place, from: Date, now: Date): Times {
  const first = slotAtOrAfter(place, from.getTime() + leadOf(place));
  const lastDate = nextDay(localDate(now, place.timezone));
  return remember(`times ${first} ${lastDate} ${settingsKey(place)}`, () => {
    const times = walkTimes(place, first, lastDate);
    const at = times.map((time) => time.getTime());
    return Object.freeze({
      at: Object.freeze(at),
      iso: Object.freeze(times.map((time) => time.toISOString())),
      offered: new Set(at),
    });
  });
}

function walkTimes(place: Place, first: number, lastDate: string): Date[] {
  const step = stepOf(place);
  const closed = place.closedDates ?? [];
  const times: Date[] = [];
  for (let at = first; ; at += step) {
    const instant = new Date(at);
    const date = localDate(instant, place.timezone);
    if (date > lastDate) break;
    if (closed.length > 0 && isClosedDate(closed, date)) continue;
    if (isOpenNow(place.openingHours, place.timezone, instant)) times.push(instant);
  }
  return times;
}

/** When a closed place next opens (to the minute), within a week; null when it does not. */
function nextOpening(place: Place, now: Date): Date | null {
  const minute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  // Each minute's answer is the same for every request in it (a week's walk while the place is closed).
  return remember(`opens ${minute} ${settingsKey(place)}`, () => walkToOpening(place, new Date(minute)));
}

function walkToOpening(place: Place, now: Date): Date | null {
  const end = now.getTime() + OPENS_AT_HORIZON;
  const STEP = 15 * MINUTE;
  const open = (at: number) => isOpenNow(place.openingHours, place.timezone, new Date(at), place.closedDates);
  for (let at = Math.ceil(now.getTime() / STEP) * STEP; at <= end; at += STEP) {
    if (!open(at)) continue;
    // Opening hours need not fall on a quarter hour: step back to the minute it opened.
    let opened = at;
    while (opened - MINUTE > now.getTime() && open(opened - MINUTE)) opened -= MINUTE;
    return new Date(opened);
  }
  return null;
}

export interface PickupChoices {
  asapAvailable: boolean;
  opensAt: Date | null;
  /**
   * As the API writes them (ISO 8601, UTC); without full slots, the list the walk found, kept and
   * frozen: the same array for every request until the list moves on.
   */
  times: readonly string[];
}

/**
 * Whether the place is open at `now`: the same answer for the whole minute (hours and closed dates are
 * to the minute), so it is worked out once a minute, not at each request.
 */
function isOpenAt(place: Place, now: Date): boolean {
  const minute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  return remember(`open ${minute} ${settingsKey(place)}`, () =>
    isOpenNow(place.openingHours, place.timezone, new Date(minute), place.closedDates),
  );
}

/** Whether an order for as soon as possible is taken now (`fullSlots`: see pickupChoices); else when it opens. */
export function asapChoice(
  place: Place,
  now: Date,
  fullSlots: ReadonlySet<number> = new Set(),
): Pick<PickupChoices, 'asapAvailable' | 'opensAt'> {
  const open = isOpenAt(place, now);
  return {
    asapAvailable: open && !fullSlots.has(asapSlot(place, now)),
    opensAt: open ? null : nextOpening(place, now),
  };
}

/**
 * What listPickupTimes answers: asap while open (and its slot is not full), otherwise when it opens, and
 * the times to choose from, without the full slots (`fullSlots`: their starts, in ms).
 */
export function pickupChoices(
  place: Place,
  now: Date,
  fullSlots: ReadonlySet<number> = new Set(),
): PickupChoices {
  const { at, iso } = timesFrom(place, now, now);
  return {
    ...asapChoice(place, now, fullSlots),
    times: fullSlots.size === 0 ? iso : iso.filter((_, index) => !fullSlots.has(at[index] as number)),
  };
}

/** The slot an order for as soon as possible is collected in: the first after the preparation time. */
export const asapSlot = (place: Place, now: Date) => slotAtOrAfter(place, now.getTime() + leadOf(place));

/** What the capacity count needs: slot length, preparation time and the wall clock's offset now. */
export function slotGrid(place: Place, now: Date) {
  return {
    slotSeconds: stepOf(place) / 1000,
    prepSeconds: leadOf(place) / 1000,
    offsetSeconds: wallOffset(now, place.timezone) / 1000,
  };
}

/** Whether checkout takes `at`: one of the times offered now, or offered up to GRACE ago. */
export function isOfferedPickupTime(place: Place, at: Date, now: Date): boolean {
  if (at.getTime() % MINUTE !== 0) return false;
  return timesFrom(place, new Date(now.getTime() - GRACE), now).offered.has(at.getTime());
}
