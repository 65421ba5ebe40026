// `npm run bench` (not a test): the front end, then the API, each half in a process of its own.
// - scripts/bench/frontend.ts: the first screen's JS and CSS as Chromium loads them and Lighthouse
//   mobile, on / signed out and /select-restaurant signed in (needs `npm run build` first).
// - scripts/bench/api.ts: the server's start, API throughput and latency against a Fastify hello-world
//   and argon2id's raw rate, each server in a process of its own (embedded PGlite, and PostgreSQL when
//   DATABASE_URL is set).
// BENCH_ONLY=frontend or BENCH_ONLY=api runs one half.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const HALVES = ['frontend', 'api'] as const;

/** Runs scripts/bench/<half>.ts in a child process; false when that file does not exist. */
function runHalf(half: (typeof HALVES)[number]): boolean {
  const file = path.join(__dirname, 'bench', `${half}.ts`);
  if (!existsSync(file)) return false;
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`${path.relative(process.cwd(), file)} failed (exit ${status})`);
  return true;
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  for (const half of HALVES) {
    if (only && only !== half) continue;
    console.log(`== ${half}\n`);
    if (!runHalf(half)) throw new Error(`scripts/bench/${half}.ts is missing`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
