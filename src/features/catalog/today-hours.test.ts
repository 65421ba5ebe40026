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
