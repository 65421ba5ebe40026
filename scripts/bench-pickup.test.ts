// npm run test:scripts: the pickup the bench's checkouts ask for (scripts/bench/pickup.ts) stays on offer
// through the run, whether the place is open, about to close or closed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pickupThroughTheRun } from './bench/pickup';

const now = Date.parse('2026-11-28T17:00:00Z');
/** Quarter hours from `from` to `to` (UTC), as a place offers them. */
function quarterHours(from: string, to: string): string[] {
  const times: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 15 * 60_000)
    times.push(new Date(at).toISOString());
  return times;
}

describe("the bench's pickup", () => {
  test('as soon as possible while the place is open for an hour more', () => {
    const times = quarterHours('2026-11-28T17:15:00Z', '2026-11-28T18:45:00Z');
    assert.deepEqual(pickupThroughTheRun({ asapAvailable: true, times }, now), { asap: true });
  });

  test('an hour ahead or later when the place closes within the hour', () => {
    const times = [
      ...quarterHours('2026-11-28T17:15:00Z', '2026-11-28T17:45:00Z'),
      ...quarterHours('2026-11-29T08:00:00Z', '2026-11-29T13:45:00Z'),
    ];
    assert.deepEqual(pickupThroughTheRun({ asapAvailable: true, times }, now), {
      at: '2026-11-29T08:00:00.000Z',
    });
  });

  test('an hour ahead or later while the place is closed', () => {
    const times = quarterHours('2026-11-28T17:30:00Z', '2026-11-28T19:00:00Z');
    assert.deepEqual(pickupThroughTheRun({ asapAvailable: false, times }, now), {
      at: '2026-11-28T18:00:00.000Z',
    });
  });
});
