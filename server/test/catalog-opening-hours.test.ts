import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Schema } from '../src/api/handler';
import { isOpenNow, localWeekTime } from '../src/features/catalog/opening-hours';

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
