import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Schema } from '../src/api/handler';
import { isOpenNow, localDate, localWeekTime, wallOffset } from '../src/features/catalog/opening-hours';

type OpeningHours = Schema<'OpeningHours'>;

// 2025-06-13 is a Friday; Madrid is UTC+2 in June, Warsaw is UTC+1 in January.
const restaurantHours: OpeningHours[] = [
  { day: 2, opens: '13:00', closes: '16:00' },
  { day: 5, opens: '13:00', closes: '16:00' },
  { day: 5, opens: '20:00', closes: '01:00' },
];

describe('localWeekTime', () => {
  it('reads the weekday and minute on the wall clock of the time zone', () => {
    assert.deepEqual(localWeekTime(new Date('2025-06-13T22:30:00Z'), 'Europe/Madrid'), {
      day: 6,
      minute: 30,
    });
    assert.deepEqual(localWeekTime(new Date('2025-06-13T22:30:00Z'), 'UTC'), {
      day: 5,
      minute: 22 * 60 + 30,
    });
  });
});

describe('the wall clock, kept per quarter hour', () => {
  /**
   * The time zone as Intl reads it at an instant: the offset as it names it ("GMT-03:06:28"), the weekday,
   * date and minute as it writes them (its formats made once per zone: making one costs far more).
   */
  const intlOf = (timeZone: string) => {
    const named = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return (instant: Date) => {
      const name = named.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value as string;
      const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] =
        /GMT(?:([+-])(\d\d):(\d\d)(?::(\d\d))?)?/.exec(name) ?? [];
      const offset =
        (sign === '-' ? -1 : 1) * ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
      const parts = wall.formatToParts(instant);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return {
        offset,
        date: day.format(instant),
        weekTime: {
          day: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
          minute: Number(part('hour')) * 60 + Number(part('minute')),
        },
      };
    };
  };

  // Summer time on and off, a change of half an hour, a change of a quarter, and one that falls inside a
  // quarter hour (São Paulo left its local mean time, 3:06:28 behind UTC, at 03:06:28 UTC on 1 January 1914).
  const changes: [string, string][] = [
    ['Europe/Madrid', '2026-03-29T01:00:00Z'],
    ['Europe/Madrid', '2026-10-25T01:00:00Z'],
    ['America/New_York', '2026-03-08T07:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
    ['Asia/Kathmandu', '1985-12-31T18:30:00Z'],
    ['America/Sao_Paulo', '1914-01-01T03:06:28Z'],
  ];
  for (const [timeZone, change] of changes) {
    it(`equals Intl every 7 seconds for two hours either side of ${timeZone}'s change at ${change}`, () => {
      const intl = intlOf(timeZone);
      const at = new Date(change).getTime();
      const before = intl(new Date(at - 1000)).offset;
      assert.notEqual(intl(new Date(at)).offset, before, 'the zone changes there');
      for (let instant = at - 2 * 3_600_000; instant <= at + 2 * 3_600_000; instant += 7_000) {
        const date = new Date(instant);
        const expected = intl(date);
        assert.equal(wallOffset(date, timeZone), expected.offset, `${timeZone} ${date.toISOString()}`);
        assert.equal(localDate(date, timeZone), expected.date, `${timeZone} ${date.toISOString()}`);
        assert.deepEqual(
          localWeekTime(date, timeZone),
          expected.weekTime,
          `${timeZone} ${date.toISOString()}`,
        );
      }
    });
  }
});

describe('isOpenNow', () => {
  it('is open from the opening minute and closed from the closing minute', () => {
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-17T10:59:00Z')), false);
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-17T11:00:00Z')), true);
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-17T13:59:00Z')), true);
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-17T14:00:00Z')), false);
  });

  it('keeps a window open past midnight into the next day', () => {
    // Friday 23:50 and Saturday 00:30 in Madrid belong to Friday's 20:00-01:00 window.
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-13T21:50:00Z')), true);
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-13T22:30:00Z')), true);
    // Saturday 01:00 closes it, and Saturday has no window of its own.
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-13T23:00:00Z')), false);
  });

  it('does not carry a same-day window over midnight', () => {
    // Wednesday 00:30 in Madrid: Tuesday closed at 16:00.
    assert.equal(isOpenNow(restaurantHours, 'Europe/Madrid', new Date('2025-06-17T22:30:00Z')), false);
  });

  it('wraps a Saturday night window into Sunday', () => {
    const hours: OpeningHours[] = [{ day: 6, opens: '22:00', closes: '03:00' }];
    // Sunday 2025-06-15 02:00 in Madrid.
    assert.equal(isOpenNow(hours, 'Europe/Madrid', new Date('2025-06-15T00:00:00Z')), true);
    // Sunday 2025-06-15 22:30 in Madrid is not Saturday.
    assert.equal(isOpenNow(hours, 'Europe/Madrid', new Date('2025-06-15T20:30:00Z')), false);
  });

  it('judges the same instant by each provider time zone', () => {
    const hours: OpeningHours[] = [{ day: 3, opens: '07:00', closes: '21:00' }];
    // Wednesday 2025-01-15 06:30 UTC is 07:30 in Warsaw but 06:30 in London.
    const instant = new Date('2025-01-15T06:30:00Z');
    assert.equal(isOpenNow(hours, 'Europe/Warsaw', instant), true);
    assert.equal(isOpenNow(hours, 'Europe/London', instant), false);
  });

  it('is closed when there are no opening hours', () => {
    assert.equal(isOpenNow([], 'Europe/Madrid', new Date('2025-06-13T12:00:00Z')), false);
  });
});
