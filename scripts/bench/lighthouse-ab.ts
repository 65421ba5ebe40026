// Not a test: compares builds of the front end under Lighthouse, taken in turn.
//
//   npm run bench:ab -- <build folder> <build folder> [...]
//
// Each folder is a copy of `dist/` made by `npm run build` (the server is the one `npm run build:server`
// made). On a shared two-core machine one Lighthouse score moves by ten points from one run to the next
// and the machine's speed drifts over minutes, so one run of each says nothing: the builds take turns,
// AB_ROUNDS rounds (default 3) of LIGHTHOUSE_RUNS runs each (default 5), and each page's figures are
// given per build as a mean with its standard error, then each build against the first as a difference
// with a 95% interval (Welch's). A difference whose interval holds 0 was not seen. LIGHTHOUSE_PAGES
// chooses the pages as for `npm run bench`. The reports are kept in AB_REPORTS (default a new temporary
// folder); the reports already in a given folder count too, so a second call with the same folder adds
// its rounds to the first's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunFigures {
  page: string;
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
}

interface LighthouseReport {
  requestedUrl?: string;
  runtimeError?: unknown;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** One report's figures, or undefined for a run Lighthouse itself failed. */
export function figuresOf(report: LighthouseReport): RunFigures | undefined {
  const score = report.categories.performance?.score;
  if (report.runtimeError || score === null || score === undefined) return undefined;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: new URL(report.requestedUrl ?? 'http://x/').pathname,
    score: score * 100,
    tbt: metric('total-blocking-time'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
  };
}

export interface Summary {
  n: number;
  mean: number;
  /** The standard error of the mean (0 for fewer than two values). */
  se: number;
}

export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2) return { n, mean, se: 0 };
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  return { n, mean, se: Math.sqrt(variance / n) };
}

/** Student's t for a two-sided 95% interval, by degrees of freedom (1 to 30); beyond, the normal 1.96. */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/**
 * b's mean less a's, with the half width of its 95% interval (Welch's: each mean's own error, the
 * degrees of freedom rounded down, so that few runs give the wide interval they deserve).
 */
export function difference(a: Summary, b: Summary): { diff: number; halfWidth: number } {
  const variance = a.se ** 2 + b.se ** 2;
  const freedom = variance ** 2 / (a.se ** 4 / Math.max(1, a.n - 1) + b.se ** 4 / Math.max(1, b.n - 1));
  const t = Number.isFinite(freedom) ? (T_975[Math.floor(freedom) - 1] ?? 1.96) : 1.96;
  return { diff: b.mean - a.mean, halfWidth: t * Math.sqrt(variance) };
}

const METRICS = [
  { key: 'score', label: 'score', digits: 1 },
  { key: 'tbt', label: 'TBT ms', digits: 0 },
  { key: 'lcp', label: 'LCP ms', digits: 0 },
  { key: 'cls', label: 'CLS', digits: 3 },
] as const;

/** The comparison as printed: per page, each build's means and each build's differences to the first. */
export function comparisonTable(builds: { name: string; runs: RunFigures[] }[]): string[] {
  const lines: string[] = [];
  const pages = [...new Set(builds.flatMap((build) => build.runs.map((run) => run.page)))];
  for (const page of pages) {
    lines.push(`${page}`);
    const summaries = builds.map((build) => {
      const runs = build.runs.filter((run) => run.page === page);
      return {
        name: build.name,
        n: runs.length,
        metrics: METRICS.map((metric) => summarize(runs.map((run) => run[metric.key]))),
      };
    });
    for (const build of summaries) {
      const figures = METRICS.map(
        (metric, index) =>
          `${metric.label} ${build.metrics[index]?.mean.toFixed(metric.digits)} ± ${build.metrics[index]?.se.toFixed(metric.digits)}`,
      );
      lines.push(`  ${build.name} (${build.n} runs): ${figures.join(', ')}`);
    }
    const [first, ...others] = summaries;
    for (const build of others) {
      if (!first) break;
      const figures = METRICS.map((metric, index) => {
        const a = first.metrics[index];
        const b = build.metrics[index];
        if (!a || !b) return '';
        const { diff, halfWidth } = difference(a, b);
        const seen = Math.abs(diff) > halfWidth ? '' : ' (not seen)';
        return `${metric.label} ${diff >= 0 ? '+' : ''}${diff.toFixed(metric.digits)} ± ${halfWidth.toFixed(metric.digits)}${seen}`;
      });
      lines.push(`  ${build.name} against ${first.name}: ${figures.join(', ')}`);
    }
  }
  return lines;
}

function readRuns(folder: string): RunFigures[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => figuresOf(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as LighthouseReport))
    .filter((figures): figures is RunFigures => figures !== undefined);
}

function main(): void {
  const folders = process.argv.slice(2).map((folder) => path.resolve(folder));
  if (folders.length < 2) {
    console.log('Usage: npm run bench:ab -- <build folder> <build folder> [...]');
    return;
  }
  for (const folder of folders) {
    if (!existsSync(path.join(folder, 'index.html'))) throw new Error(`${folder} holds no built app`);
  }
  const rounds = Number(process.env.AB_ROUNDS ?? 3);
  const reports = process.env.AB_REPORTS ?? mkdtempSync(path.join(tmpdir(), 'lighthouse-ab-'));
  const names = folders.map((folder, index) => `${String.fromCharCode(65 + index)} ${path.basename(folder)}`);
  const reportsOf = (index: number) => path.join(reports, String.fromCharCode(65 + index));
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, folder] of folders.entries()) {
      console.log(`round ${round} of ${rounds}: ${names[index]}`);
      const { status } = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'frontend.ts')],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            E2E_STATIC_DIR: folder,
            LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS ?? '5',
            LIGHTHOUSE_REPORTS: reportsOf(index),
          },
        },
      );
      if (status !== 0) throw new Error(`scripts/bench/frontend.ts failed (exit ${status})`);
    }
  }
  console.log(`\nLighthouse mobile, builds taken in turn (reports in ${reports}):`);
  for (const line of comparisonTable(
    folders.map((_, index) => ({ name: names[index] ?? '', runs: readRuns(reportsOf(index)) })),
  ))
    console.log(line);
}

if (require.main === module) main();
