import { Temporal } from '@js-temporal/polyfill';
import fc from 'fast-check';
import { nextOpening, todayHours, weekdayName } from './today-hours';

// Madrid is UTC+1 in January: 2026-01-05 is a Monday.
const place = {
  timezone: 'Europe/Madrid',
  openingHours: [
    { day: 1, opens: '07:30', closes: '14:00' },
    { day: 1, opens: '17:00', closes: '20:00' },
    { day: 2, opens: '08:00', closes: '20:00' },
    { day: 5, opens: '18:00', closes: '02:00' },
  ],
};
const at = (iso: string) => new Date(iso);

describe('a place’s hours on its own wall clock', () => {
  it('gives today’s windows in order', () => {
    expect(todayHours(place, at('2026-01-05T12:00:00Z'))).toBe('07:30–14:00, 17:00–20:00');
    expect(todayHours(place, at('2026-01-07T12:00:00Z'))).toBeUndefined();
    // 23:30 UTC on Monday is already Tuesday in Madrid.
    expect(todayHours(place, at('2026-01-05T23:30:00Z'))).toBe('08:00–20:00');
  });

  it('orders the windows without a locale’s collation (ICU’s first use is a long task)', () => {
    const collate = jest.spyOn(String.prototype, 'localeCompare');
    try {
      const shuffled = { ...place, openingHours: [...place.openingHours].reverse() };
      expect(todayHours(shuffled, at('2026-01-05T12:00:00Z'))).toBe('07:30–14:00, 17:00–20:00');
      expect(collate).not.toHaveBeenCalled();
    } finally {
      collate.mockRestore();
    }
  });

  it('finds the next opening: later today, tomorrow, or days ahead', () => {
    // Monday 06:00 in Madrid.
    expect(nextOpening(place, at('2026-01-05T05:00:00Z'))).toEqual({ inDays: 0, day: 1, time: '07:30' });
    // Monday 15:00: the afternoon window.
    expect(nextOpening(place, at('2026-01-05T14:00:00Z'))).toEqual({ inDays: 0, day: 1, time: '17:00' });
    // Monday 21:00: Tuesday morning.
    expect(nextOpening(place, at('2026-01-05T20:00:00Z'))).toEqual({ inDays: 1, day: 2, time: '08:00' });
    // Tuesday 21:00: Friday evening.
    expect(nextOpening(place, at('2026-01-06T20:00:00Z'))).toEqual({ inDays: 3, day: 5, time: '18:00' });
    // Friday 19:00 (open): next Monday.
    expect(nextOpening(place, at('2026-01-09T18:00:00Z'))).toEqual({ inDays: 3, day: 1, time: '07:30' });
    expect(nextOpening({ ...place, openingHours: [] }, at('2026-01-05T05:00:00Z'))).toBeUndefined();
  });

  it('names weekdays in the reader’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(5, 'es')).toBe('viernes');
    expect(weekdayName(0, 'de')).toBe('Sonntag');
  });
});

describe('the wall clock through Temporal, where the browser has it', () => {
  const zones = [
    'Europe/Madrid',
    'Europe/Warsaw',
    'America/New_York',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
  ];
  const everyDay = {
    openingHours: [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
      { day, opens: `0${day}:15`, closes: '12:00' },
      { day, opens: `1${day}:45`, closes: '23:00' },
    ]),
  };
  const withTemporal = <T>(run: () => T): T => {
    const global = globalThis as { Temporal?: unknown };
    global.Temporal = Temporal;
    try {
      return run();
    } finally {
      delete global.Temporal;
    }
  };

  it('reads the same day and time as Intl, across zones and their clock changes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2035-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (now, timezone) => {
          const provider = { ...everyDay, timezone };
          const viaIntl = { today: todayHours(provider, now), next: nextOpening(provider, now) };
          expect(
            withTemporal(() => ({ today: todayHours(provider, now), next: nextOpening(provider, now) })),
          ).toEqual(viaIntl);
        },
      ),
      { numRuns: 500 },
    );
    // Madrid's clocks went forward at 01:00 UTC on 2026-03-29 (Sunday): 00:59 UTC is 01:59, 01:00 UTC is 03:00.
    const madrid = { ...everyDay, timezone: 'Europe/Madrid' };
    expect(withTemporal(() => nextOpening(madrid, at('2026-03-29T00:59:00Z')))).toEqual({
      inDays: 0,
      day: 0,
      time: '10:45',
    });
  });

  it('does without Intl.DateTimeFormat when Temporal is there', () => {
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      withTemporal(() =>
        todayHours({ ...everyDay, timezone: 'Pacific/Chatham' }, at('2026-01-05T12:00:00Z')),
      );
      expect(format).not.toHaveBeenCalled();
      // Without Temporal, the same zone is read through Intl.
      todayHours({ ...everyDay, timezone: 'Pacific/Chatham' }, at('2026-01-05T12:00:00Z'));
      expect(format).toHaveBeenCalled();
    } finally {
      format.mockRestore();
    }
  });

  it('falls back to Intl for a zone Temporal does not know', () => {
    const unknown = { ...everyDay, timezone: 'Mars/Olympus_Mons' };
    const now = at('2026-01-05T12:00:00Z');
    expect(withTemporal(() => todayHours(unknown, now))).toBe(todayHours(unknown, now));
  });
});
