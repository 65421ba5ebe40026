import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiTimeMs, apiTimeText } from '../src/lib/api-time';

// Issue 27: the order reads read the times PostgreSQL wrote in the API's form by position, and write
// their estimates (whole minutes) from a small memory, exactly as Date.parse and toISOString would.

test('apiTimeMs reads every part of an API time as Date.parse does', () => {
  const samples = [
    '2026-11-28T09:15:00.000Z',
    '2026-01-01T00:00:00.001Z',
    '1999-12-31T23:59:59.999Z',
    '2024-02-29T12:34:56.789Z',
    '2100-07-04T05:06:07.080Z',
  ];
  for (const text of samples) assert.equal(apiTimeMs(text), Date.parse(text), text);
  // Random instants over two centuries, as toISOString writes them (apiTime's format).
  for (let i = 0; i < 2_000; i++) {
    const text = new Date(Math.floor(Math.random() * 6.3e12)).toISOString();
    assert.equal(apiTimeMs(text), Date.parse(text), text);
  }
});

test('apiTimeMs leaves any other form of time to Date.parse', () => {
  assert.equal(apiTimeMs('2026-11-28T09:15:00+01:00'), Date.parse('2026-11-28T09:15:00+01:00'));
  assert.equal(apiTimeMs('2026-11-28 09:15:00.123456+00'), Date.parse('2026-11-28 09:15:00.123456+00'));
  assert.ok(Number.isNaN(apiTimeMs('not a time')));
});

test('apiTimeText writes what toISOString writes, whole minutes or not, again and again', () => {
  const minute = Date.parse('2026-11-28T09:15:00.000Z');
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 1_500; i++) {
      const ms = minute + i * 60_000;
      assert.equal(apiTimeText(ms), new Date(ms).toISOString());
    }
  }
  assert.equal(apiTimeText(minute + 1), '2026-11-28T09:15:00.001Z');
});
