import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createQuietClock } from '../src/features/events/quiet';

describe('the quiet clock (stream.ready quietForMs)', () => {
  const clock = (start = 1_000) => {
    const time = { now: start };
    return { time, quiet: createQuietClock({ capacity: 2, now: () => time.now }) };
  };

  test('tells 0 until the instance hears every event, then the time since, per audience', () => {
    const { time, quiet } = clock();
    quiet.heard('user:a');
    time.now += 500;
    assert.equal(quiet.quietFor(['user:a']), 0, 'not listening yet: events may have passed unheard');
    quiet.listening();
    time.now += 300;
    assert.equal(quiet.quietFor(['user:a']), 300);
    quiet.heard('user:a');
    time.now += 40;
    assert.equal(quiet.quietFor(['user:a']), 40);
    assert.equal(quiet.quietFor(['user:b']), 340, 'another audience’s event does not count');
    assert.equal(quiet.quietFor(['user:b', 'user:a']), 40, 'the latest of the audiences asked about');
  });

  test('an audience forgotten (beyond the capacity) counts as heard when it was forgotten', () => {
    const { time, quiet } = clock();
    quiet.listening();
    time.now += 100;
    quiet.heard('user:a');
    time.now += 100;
    quiet.heard('user:b');
    time.now += 100;
    quiet.heard('user:c'); // forgets user:a, heard at 100 ms
    time.now += 100;
    assert.equal(quiet.quietFor(['user:a']), 300);
    assert.equal(quiet.quietFor(['user:d']), 300, 'nobody is quiet for longer than what was forgotten');
    assert.equal(quiet.quietFor(['user:c']), 100);
  });

  test('tells at most a day', () => {
    const { time, quiet } = clock();
    quiet.listening();
    time.now += 3 * 24 * 60 * 60 * 1000;
    assert.equal(quiet.quietFor(['user:a']), 24 * 60 * 60 * 1000);
  });
});
