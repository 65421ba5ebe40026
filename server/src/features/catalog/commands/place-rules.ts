import { languageValues, providerKindValues } from '../../../api/contract.gen';
import type { Trx } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type {
  ClosedDate,
  CounterSettings,
  OpeningHours,
  PickupSettings,
  PlaceDetails,
  PlaceRecord,
} from './types';
import { type checker, KEY } from './validation';

// The rules of a place's settings (details, opening hours, closed dates, pickup) and the short code and
// slug a new place gets.

type Check = ReturnType<typeof checker>;

export const CODE = /^[A-Z]{2,8}-[0-9]{2,4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
export const SLOT_MINUTES = [5, 10, 15, 20, 30, 60] as const;
const MAX_CLOSED_DATES = 100;
const MAX_CLOSED_DAYS = 366;

export function checkDetails(check: Check, input: Partial<PlaceDetails>, { codeRequired = true } = {}) {
  check.text('name', input.name, { max: 200 });
  if (!providerKindValues.includes(input.kind as PlaceDetails['kind']))
    check.fail('kind', `must be ${providerKindValues.join(' or ')}`);
  check.text('address', input.address, { max: 500 });
  if (typeof input.country !== 'string' || !/^[A-Z]{2}$/.test(input.country))
    check.fail('country', 'must be an ISO 3166 alpha-2 code');
  if (!languageValues.includes(input.language as PlaceDetails['language']))
    check.fail('language', 'must be a language of the app');
  if (!isTimeZone(input.timezone)) check.fail('timezone', 'must be an IANA time zone');
  if (typeof input.currency !== 'string' || !/^[A-Z]{3}$/.test(input.currency))
    check.fail('currency', 'must be an ISO 4217 code');
  check.text('logoUrl', input.logoUrl, { required: false, max: 500 });
  if (codeRequired || input.code !== undefined) {
    if (typeof input.code !== 'string' || !CODE.test(input.code)) check.fail('code', 'must be like OLIV-42');
  }
}

/** An IANA zone name Intl knows ("UTC" and "Europe/Madrid"; not "+02:00" nor "CET-ish" guesses). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Opening hours: each window a weekday and two times; a window closing at or before it opens runs past
 * midnight into the next day (as "open now" reads them), but never opens and closes at the same minute;
 * no two windows overlap, whichever days they start on (Saturday night's runs into Sunday morning).
 */
export function checkOpeningHours(check: Check, field: string, hours: unknown) {
  if (!Array.isArray(hours) || hours.length > 50)
    return check.fail(field, 'must be a list of at most 50 windows');
  const spans: { index: number; start: number; end: number }[] = [];
  hours.forEach((window: Partial<OpeningHours> | null, index) => {
    const day = window?.day;
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6)
      check.fail(`${field}.${index}.day`, 'must be a whole number from 0 to 6');
    let valid = typeof day === 'number';
    for (const end of ['opens', 'closes'] as const) {
      if (typeof window?.[end] !== 'string' || !TIME.test(window[end])) {
        check.fail(`${field}.${index}.${end}`, 'must be a time HH:MM from 00:00 to 23:59');
        valid = false;
      }
    }
    if (!valid || !window?.opens || !window.closes) return;
    const opens = toMinutes(window.opens);
    const closes = toMinutes(window.closes);
    if (opens === closes) {
      check.fail(`${field}.${index}.closes`, 'must differ from the opening time');
      return;
    }
    const start = (day as number) * MINUTES_PER_DAY + opens;
    spans.push({ index, start, end: start + ((closes - opens + MINUTES_PER_DAY) % MINUTES_PER_DAY) });
  });
  const overlapping = new Set<number>();
  for (const [i, a] of spans.entries()) {
    for (const b of spans.slice(i + 1)) {
      // The week wraps: compare b where it is, a week earlier and a week later.
      for (const shift of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK]) {
        if (a.start < b.end + shift && b.start + shift < a.end) overlapping.add(b.index);
      }
    }
  }
  for (const index of overlapping)
    check.fail(`${field}.${index}.opens`, 'overlaps another period of the day');
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Closed dates: real dates, `to` not before `from`, a year at most, a reason of 200 characters at most. */
export function checkClosedDates(check: Check, field: string, dates: unknown) {
  if (!Array.isArray(dates) || dates.length > MAX_CLOSED_DATES)
    return check.fail(field, `must be a list of at most ${MAX_CLOSED_DATES} dates or ranges`);
  dates.forEach((range: Partial<ClosedDate> | null, index) => {
    const fromOk = isDate(range?.from);
    const toOk = isDate(range?.to);
    if (!fromOk) check.fail(`${field}.${index}.from`, 'must be a date YYYY-MM-DD');
    if (!toOk) check.fail(`${field}.${index}.to`, 'must be a date YYYY-MM-DD');
    if (fromOk && toOk) {
      const days = dayNumber(range?.to as string) - dayNumber(range?.from as string);
      if (days < 0) check.fail(`${field}.${index}.to`, 'must not be before the first closed day');
      else if (days >= MAX_CLOSED_DAYS)
        check.fail(`${field}.${index}.to`, 'must be within a year of the first day');
    }
    if (range?.reason !== undefined)
      check.text(`${field}.${index}.reason`, range.reason, { required: false, max: 200 });
  });
}

/** Closed dates as stored: the fields the contract names, by first day. */
export const normalClosedDates = (dates: ClosedDate[]): ClosedDate[] =>
  dates
    .map(({ from, to, reason }) => ({ from, to, ...(reason?.trim() ? { reason: reason.trim() } : {}) }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

export function checkPickup(check: Check, pickup: Partial<PickupSettings> | undefined, field = 'pickup') {
  const prefix = field ? `${field}.` : '';
  check.integer(`${prefix}prepMinutes`, pickup?.prepMinutes, 0, 240);
  if (!SLOT_MINUTES.includes(pickup?.slotMinutes as (typeof SLOT_MINUTES)[number]))
    check.fail(`${prefix}slotMinutes`, `must be one of ${SLOT_MINUTES.join(', ')}`);
  if (pickup?.maxOrdersPerSlot !== null)
    check.integer(`${prefix}maxOrdersPerSlot`, pickup?.maxOrdersPerSlot, 1, 1000);
}

/** The staff console's settings (CounterSettings): each in its bounds, red after amber, the cancel after the flag. */
export function checkCounter(check: Check, counter: Partial<CounterSettings>) {
  const { ageAmberMinutes, ageRedMinutes, pendingFlagMinutes, pendingCancelMinutes } = counter;
  check.integer('ageAmberMinutes', ageAmberMinutes, 1, 239);
  check.integer('ageRedMinutes', ageRedMinutes, 2, 240);
  check.integer('pendingFlagMinutes', pendingFlagMinutes, 1, 10_079);
  check.integer('pendingCancelMinutes', pendingCancelMinutes, 2, 10_080);
  const isWhole = (value: unknown): value is number => Number.isInteger(value);
  if (isWhole(ageAmberMinutes) && isWhole(ageRedMinutes) && ageRedMinutes <= ageAmberMinutes)
    check.fail('ageRedMinutes', 'must be more than ageAmberMinutes');
  if (
    isWhole(pendingFlagMinutes) &&
    isWhole(pendingCancelMinutes) &&
    pendingCancelMinutes <= pendingFlagMinutes
  )
    check.fail('pendingCancelMinutes', 'must be more than pendingFlagMinutes');
}

/** A stale `version`: the place as it now is travels with the refusal. */
export class PlaceVersionConflict extends AppError {
  constructor(readonly current: PlaceRecord) {
    super(
      409,
      'VERSION_CONFLICT',
      'Someone else changed this place meanwhile. Review their change and try again.',
    );
  }
}

/** Another place has the code: 409 with a field error on `code`. */
export const codeTaken = () =>
  new AppError(409, 'PLACE_CODE_TAKEN', 'Another place has this code', [
    { field: 'code', message: 'is taken' },
  ]);

/** The letters of a name, without accents, upper case (at most `max`). */
function letters(name: string, max: number): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, max);
}

/** A slug from the name, lower case words and dashes (`place` when the name has no latin letters). */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return KEY.test(slug) ? slug : 'place';
}

/** A free slug: the name's, or with -2, -3... after it. */
export async function freeSlug(trx: Trx, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await trx
        .selectFrom('providers')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A free short code: up to four letters of the name, a dash and two digits (three once those run out). */
export async function freeCode(trx: Trx, name: string, random: () => number = Math.random): Promise<string> {
  const prefix = letters(name, 4).padEnd(2, 'X');
  const taken = new Set(
    (await trx.selectFrom('providers').select('code').where('code', 'like', `${prefix}-%`).execute()).map(
      (row) => row.code,
    ),
  );
  for (const digits of [2, 3, 4]) {
    const low = 10 ** (digits - 1);
    const free = Array.from({ length: 9 * low }, (_, i) => `${prefix}-${low + i}`).filter(
      (c) => !taken.has(c),
    );
    if (free.length > 0) return free[Math.floor(random() * free.length)] as string;
  }
  throw new AppError(409, 'PLACE_CODE_TAKEN', 'No free code for this name', [
    { field: 'code', message: 'is taken' },
  ]);
}
