// npm run test:server [-- files...]: the server suite on node:test. On the embedded database it first
// builds the PGlite dumps every test app starts from (support/pglite-template.ts); then the test files
// run concurrently, each in its own process with databases of its own (PGlite folders, or PostgreSQL
// databases when DATABASE_URL is set, copies of two template databases built first:
// support/postgres-template.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATES_ENV, writeTemplates } from './support/pglite-template';
import { PG_TEMPLATES_ENV, writePostgresTemplates } from './support/postgres-template';

/** How long one test file may run: 15 minutes, or TEST_FILE_TIMEOUT_MS (run-timeouts.test.ts). */
const FILE_TIMEOUT_MS = Number(process.env.TEST_FILE_TIMEOUT_MS) || 15 * 60_000;

async function main(): Promise<number> {
  const requested = process.argv.slice(2);
  // `*.pg-redis.ts` files need PostgreSQL and Redis (e.g. two server instances sharing them): a full
  // run adds them only when DATABASE_URL and REDIS_URL are both set, as .ci/run's second server run
  // does; they are never skipped where they run. Name one after `--` to run it alone (with both set).
  // `*.pg.ts` files need PostgreSQL only (e.g. two instances without Redis): added when DATABASE_URL is.
  const withServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  const withPostgres = Boolean(process.env.DATABASE_URL);
  const files =
    requested.length > 0
      ? requested
      : (await readdir(__dirname))
          .filter(
            (file) =>
              file.endsWith('.test.ts') ||
              (withServices && file.endsWith('.pg-redis.ts')) ||
              (withPostgres && file.endsWith('.pg.ts')),
          )
          .sort()
          .map((file) => path.join(__dirname, file));

  const templatesDir = process.env.DATABASE_URL
    ? undefined
    : await mkdtemp(path.join(tmpdir(), 'loyalty-test-templates-'));
  // On PostgreSQL, the template databases every test app's database is a copy of.
  const pgTemplates = process.env.DATABASE_URL
    ? await writePostgresTemplates(process.env.DATABASE_URL)
    : undefined;
  try {
    if (templatesDir) await writeTemplates(templatesDir);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${availableParallelism()}`,
        // A hang fails its file, named, instead of the whole run waiting until CI's limit ends it without a
        // word (on Node 20 the runner's timeout is each file's; the longest, backup-restore, takes 2-4
        // minutes); so does a file that left a handle open. Not --test-force-exit: with files run at once
        // it loses the tail of a file's verdicts and still exits 0 (nodejs/node#64833; seen here).
        `--test-timeout=${FILE_TIMEOUT_MS}`,
        ...files,
      ],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          ...(templatesDir ? { [TEMPLATES_ENV]: templatesDir } : {}),
          ...(pgTemplates ? { [PG_TEMPLATES_ENV]: pgTemplates.env } : {}),
        },
      },
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    return await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    if (templatesDir) await rm(templatesDir, { recursive: true, force: true });
    await pgTemplates?.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
