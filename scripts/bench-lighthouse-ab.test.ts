// npm run test:scripts: scripts/bench/lighthouse-ab.ts reads Lighthouse's reports and compares builds
// by their means, with the differences' intervals.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { comparisonTable, difference, figuresOf, type RunFigures, summarize } from './bench/lighthouse-ab';

const report = (score: number | null, tbt: number, runtimeError?: unknown) => ({
  requestedUrl: 'http://127.0.0.1:4000/profile',
  ...(runtimeError ? { runtimeError } : {}),
  categories: { performance: { score } },
  audits: {
    'total-blocking-time': { numericValue: tbt },
    'largest-contentful-paint': { numericValue: 2500 },
    'cumulative-layout-shift': { numericValue: 0 },
  },
});

const run = (page: string, score: number, tbt = 300): RunFigures => ({ page, score, tbt, lcp: 2500, cls: 0 });

describe('lighthouse-ab', () => {
  test("takes a report's page, score (out of 100) and metrics, and leaves out the runs Lighthouse failed", () => {
    assert.deepEqual(figuresOf(report(0.87, 412)), {
      page: '/profile',
      score: 87,
      tbt: 412,
      lcp: 2500,
      cls: 0,
    });
    assert.equal(figuresOf(report(null, 0)), undefined);
    assert.equal(figuresOf(report(0, 0, { code: 'NO_NAVSTART' })), undefined);
  });

  test('gives the mean and its standard error', () => {
    const summary = summarize([80, 84, 88, 92]);
    assert.equal(summary.n, 4);
    assert.equal(summary.mean, 86);
    // Sample standard deviation sqrt(80 / 3), over sqrt(4).
    assert.ok(Math.abs(summary.se - Math.sqrt(80 / 3) / 2) < 1e-9);
    assert.deepEqual(summarize([90]), { n: 1, mean: 90, se: 0 });
  });

  test("gives the second mean less the first with its 95% interval from both errors (Welch's)", () => {
    // 25.96 degrees of freedom, taken as 25: t = 2.060, times sqrt(1.2² + 1.6²) = 2.
    const { diff, halfWidth } = difference({ n: 15, mean: 85, se: 1.2 }, { n: 15, mean: 88, se: 1.6 });
    assert.equal(diff, 3);
    assert.ok(Math.abs(halfWidth - 2.06 * 2) < 1e-9);
    // Many runs: the normal 1.96; no spread at all: no interval.
    const many = difference({ n: 200, mean: 0, se: 1 }, { n: 200, mean: 0, se: 1 });
    assert.ok(Math.abs(many.halfWidth - 1.96 * Math.SQRT2) < 1e-9);
    assert.equal(difference({ n: 3, mean: 0, se: 0 }, { n: 3, mean: 0, se: 0 }).halfWidth, 0);
  });

  test('prints each page per build, and says when a difference is within its interval (not seen)', () => {
    const lines = comparisonTable([
      {
        name: 'A before',
        runs: [run('/profile', 84), run('/profile', 86), run('/checkout', 80), run('/checkout', 90)],
      },
      {
        name: 'B after',
        runs: [run('/profile', 94), run('/profile', 96), run('/checkout', 81), run('/checkout', 91)],
      },
    ]);
    assert.deepEqual(lines, [
      '/profile',
      '  A before (2 runs): score 85.0 ± 1.0, TBT ms 300 ± 0, LCP ms 2500 ± 0, CLS 0.000 ± 0.000',
      '  B after (2 runs): score 95.0 ± 1.0, TBT ms 300 ± 0, LCP ms 2500 ± 0, CLS 0.000 ± 0.000',
      '  B after against A before: score +10.0 ± 6.1, TBT ms +0 ± 0 (not seen), LCP ms +0 ± 0 (not seen), CLS +0.000 ± 0.000 (not seen)',
      '/checkout',
      '  A before (2 runs): score 85.0 ± 5.0, TBT ms 300 ± 0, LCP ms 2500 ± 0, CLS 0.000 ± 0.000',
      '  B after (2 runs): score 86.0 ± 5.0, TBT ms 300 ± 0, LCP ms 2500 ± 0, CLS 0.000 ± 0.000',
      '  B after against A before: score +1.0 ± 30.4 (not seen), TBT ms +0 ± 0 (not seen), LCP ms +0 ± 0 (not seen), CLS +0.000 ± 0.000 (not seen)',
    ]);
  });
});
