// npm run test:scripts: scripts/bench/long-tasks.ts finds the main thread's long tasks in a trace and
// puts each CPU sample of that thread in the task it fell in.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type CallFrame, longTasks, type TraceEvent } from './bench/long-tasks';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 1, tid: 11 };
/** Another renderer, whose profile has the same number as the page's. */
const RENDERER = { pid: 2, tid: 20 };
const frame = (functionName: string): CallFrame => ({
  functionName,
  url: 'http://127.0.0.1/assets/main.js',
  lineNumber: 0,
  columnNumber: 0,
});

// Times in microseconds, as traces have them; the navigation starts at 1,000,000.
const events: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ...MAIN, ts: 1_000_000 },
  // Before the navigation: not the page's.
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 900_000, dur: 40_000 },
  // A long task (20 ms) with an evaluation and a layout in it; a short one (5 ms); a long one elsewhere.
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 1_100_000, dur: 20_000 },
  {
    name: 'EvaluateScript',
    ph: 'X',
    ...MAIN,
    ts: 1_100_000,
    dur: 15_000,
    args: { data: { url: 'http://127.0.0.1/assets/main.js' } },
  },
  { name: 'Layout', ph: 'X', ...MAIN, ts: 1_115_000, dur: 4_000 },
  { name: 'RunTask', ph: 'X', ...MAIN, ts: 1_200_000, dur: 5_000 },
  { name: 'RunTask', ph: 'X', ...OTHER, ts: 1_300_000, dur: 30_000 },
  // The main thread's samples: boot → render at 1,101,000 and 1,105,000, boot alone at 1,110,000, then
  // one in the short task. Another thread's profile and another renderer's are not the main thread's.
  { name: 'Profile', ph: 'P', ...MAIN, ts: 1_000_000, id: '0x1', args: { data: { startTime: 1_000_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ...MAIN,
    ts: 1_000_000,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('boot') },
            { id: 3, parent: 2, callFrame: frame('render') },
          ],
          samples: [3, 3, 2, 2],
        },
        timeDeltas: [101_000, 4_000, 5_000, 91_000],
      },
    },
  },
  {
    name: 'Profile',
    ph: 'P',
    ...RENDERER,
    ts: 1_000_000,
    id: '0x1',
    args: { data: { startTime: 1_000_000 } },
  },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ...RENDERER,
    ts: 1_000_000,
    id: '0x1',
    args: {
      data: {
        cpuProfile: { nodes: [{ id: 1, callFrame: frame('another page') }], samples: [1] },
        timeDeltas: [102_000],
      },
    },
  },
  { name: 'Profile', ph: 'P', ...OTHER, ts: 1_000_000, id: '0x2', args: { data: { startTime: 1_000_000 } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ...OTHER,
    ts: 1_000_000,
    id: '0x2',
    args: {
      data: {
        cpuProfile: { nodes: [{ id: 1, callFrame: frame('elsewhere') }], samples: [1] },
        timeDeltas: [105_000],
      },
    },
  },
];

describe('the long tasks of a trace', () => {
  test("are the main thread's tasks of 12.5 ms or more after the navigation, with what ran in them", () => {
    const tasks = longTasks(events, (called) => called.functionName);
    assert.equal(tasks.length, 1);
    const [task] = tasks;
    assert.equal(task?.startMs, 100);
    assert.equal(task?.durationMs, 20);
    assert.deepEqual(task?.events, [
      ['EvaluateScript main.js', 15],
      ['Layout', 4],
    ]);
  });

  test('hold the samples that fell in them, each standing for the time to the next one within the task', () => {
    const [task] = longTasks(events, (called) => called.functionName);
    // render: 1,101,000 → 1,105,000 → 1,110,000 (4 + 5 ms); boot itself: 1,110,000 → the task's end at
    // 1,120,000 (10 ms; the next sample is in the next task).
    assert.deepEqual(task?.self, [
      ['boot', 10],
      ['render', 9],
    ]);
    assert.deepEqual(task?.inclusive, [
      ['boot', 19],
      ['render', 9],
    ]);
  });

  test('a lower bound finds the shorter tasks too', () => {
    assert.deepEqual(
      longTasks(events, (called) => called.functionName, 5).map((task) => task.startMs),
      [100, 200],
    );
  });
});
