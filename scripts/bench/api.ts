// The API half of `npm run bench` (scripts/bench.ts runs it in a process of its own). Not a test.
//
// Each server runs in a child process of its own, the load generator (autocannon) in this one, so the
// two never share a CPU's event loop:
// - the app (server/src/main.ts, demo data on), on embedded PGlite and, when DATABASE_URL is set, on a
//   new PostgreSQL database made for the run and dropped after it;
// - a Fastify hello-world, measured in the same run, before and after each database's cases: every rate
//   is also given as a ratio to it (the mean), which says more than a rate on a shared 2-core machine;
// - argon2id's raw verify rate with the server's own parameters, one check per core with
//   @node-rs/argon2's own asynchronous verify (on libuv's threads), to which login is compared, measured
//   just before and just after the login case (the mean); beside it, the rate of the server's own hashing
//   threads alone (server/src/lib/passwords.ts), measured the same way.
// It also times the embedded database's start: a new DATA_DIR, then the same folder again.
// Requests carry Chromium's Accept-Encoding, as the app's own requests do, and each case runs a second
// unmeasured first (warm-up).
// BENCH_SECONDS (default 5) sets each case's duration; BENCH_CONNECTIONS (default 64) the connections.
// To measure a part only (not for the figures of record): BENCH_CASES, words of the cases' names
// (comma-separated: `BENCH_CASES=login,pickup`), and BENCH_DATABASES (`embedded`, `postgres` or both).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { pickupThroughTheRun } from './pickup';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ROOT = path.join(__dirname, '..', '..');
const ONLY_CASES = listFromEnv('BENCH_CASES');
const DATABASES = listFromEnv('BENCH_DATABASES');

/** An environment variable's comma-separated words, in lower case; undefined when it is not set. */
function listFromEnv(name: string): string[] | undefined {
  const words = process.env[name]
    ?.split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  return words?.length ? words : undefined;
}

/** Whether a case (by its name) or a database is to be measured in this run. */
function included(name: string, only: string[] | undefined): boolean {
  return !only || only.some((word) => name.toLowerCase().includes(word));
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Started {
  address: string;
  child: ChildProcess;
  /** From spawning the process to its first answer. */
  startMs: number;
  /** The process's resident memory at its first answer, in MiB (Linux's /proc; NaN elsewhere). */
  rssMiB: number;
}

/** A process's resident set (VmRSS) in MiB. */
function residentMiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

// The bundle `npm start` serves (npm run build:server), with the flags `npm run serve` gives node, else
// the sources through tsx as `npm run dev` runs them.
const BUNDLE = path.join(ROOT, 'dist-server', 'main.js');
const SERVE_FLAGS = serveFlags();
const SERVER_COMMAND = existsSync(BUNDLE)
  ? [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...SERVE_FLAGS, BUNDLE]
  : ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')];

/** The flags package.json's `serve` script gives node before the bundle (`node --flag … dist-server/main.js`). */
function serveFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = scripts.serve?.split(/\s+/) ?? [];
  if (words[0] !== 'node' || words.at(-1) !== 'dist-server/main.js') {
    throw new Error(
      `package.json's serve script is not "node [flags] dist-server/main.js": ${scripts.serve}`,
    );
  }
  return words.slice(1, -1);
}
const SERVER_LABEL = existsSync(BUNDLE) ? 'dist-server/main.js' : 'tsx server/src/main.ts';

/** The environment without the services: the embedded run must not reach them by inheritance. */
function withoutServices(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

/** The app in a child process, answering on 127.0.0.1. */
async function startApp(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: ROOT,
    env: {
      ...withoutServices(process.env),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      LOGIN_FAILURES_MAX: '1000000',
      LOGIN_FAILURES_ACCOUNT_MAX: '1000000',
      LOGIN_FAILURES_ADDRESS_MAX: '1000000',
      REGISTRATION_TAKEN_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  await waitForHttp(`${address}/api/health`, child);
  const startMs = performance.now() - started;
  return { address, child, startMs, rssMiB: residentMiB(child.pid) };
}

/** Fastify's hello-world, the baseline: the same framework answering `{ hello: 'world' }`. */
async function startHelloWorld(): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const source = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', source], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  await waitForHttp(address, child);
  return { address, child, startMs: performance.now() - started, rssMiB: residentMiB(child.pid) };
}

/** Runs `source` (CommonJS, TypeScript through tsx) in a child process; the number it writes to stdout. */
function numberFromChild(label: string, source: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', source], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`${label}: exit ${code}`)),
    );
  });
}

/** The embedded database alone (open, from the template when new, and migrate) in a child process, in ms. */
function databaseOpenMs(dataDir: string): Promise<number> {
  const source = `
    const { embeddedDataPath, openDatabase } = require(${JSON.stringify(path.join(ROOT, 'server/src/db/connect.ts'))});
    const { migrate } = require(${JSON.stringify(path.join(ROOT, 'server/src/db/migrator.ts'))});
    const { startFromTemplate } = require(${JSON.stringify(path.join(ROOT, 'server/src/db/pglite-template.ts'))});
    (async () => {
      const started = performance.now();
      await startFromTemplate(embeddedDataPath(${JSON.stringify(dataDir)}));
      const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      await migrate(database.migrationTarget);
      process.stdout.write(String(performance.now() - started));
      await database.close();
      // PGlite leaves a handle open; the figure is written.
      process.exit(0);
    })();`;
  return numberFromChild('database open', source);
}

/**
 * argon2id verifications per second with the server's parameters, in a child process, as many asked for
 * at once as the login case has connections: `library`, @node-rs/argon2's asynchronous verify, one check
 * per core (the raw rate login is compared to); `app`, the server's own hashing threads.
 */
function verifyRate(how: 'library' | 'app'): Promise<number> {
  const passwords = JSON.stringify(path.join(ROOT, 'server/src/lib/passwords.ts'));
  const source = `
    const { hashPassword, verifyPassword } = require(${passwords});
    const { verify } = require('@node-rs/argon2');
    const { availableParallelism } = require('node:os');
    (async () => {
      const hash = await hashPassword('Demo1234!');
      const started = performance.now();
      const until = started + ${SECONDS * 1000};
      let done = 0;
      // Those started before the deadline finish after it: the rate divides by the time they took.
      const loop = async (check) => {
        while (performance.now() < until) {
          if (!(await check(hash, 'Demo1234!'))) throw new Error('argon2id did not verify');
          done += 1;
        }
      };
      await Promise.all(${JSON.stringify(how)} === 'app'
        ? Array.from({ length: ${CONNECTIONS} }, () => loop(verifyPassword))
        : Array.from({ length: availableParallelism() }, () => loop(verify)));
      process.stdout.write(String(done / ((performance.now() - started) / 1000)));
    })();`;
  return numberFromChild(`argon2 rate (${how})`, source);
}

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  headers?: Record<string, string>;
  /** Per request: a checkout needs a new Idempotency-Key each time. */
  newIdempotencyKey?: boolean;
  /** Per request, in turn: each request is one of these customers' (their access tokens). */
  accessTokensInTurn?: string[];
  /** Login: given as a ratio to argon2id's raw verify rate too. */
  comparedToRawVerify?: boolean;
  /** Checkout: started with the place's queue empty, where the bench reaches the database (see DatabaseAccess). */
  placesOrders?: boolean;
  /** What issue 27 measured from outside, and its target, printed beside the case. */
  baseline?: string;
}

interface Measured {
  name: string;
  baseline?: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The answers that were not 2xx, by status (e.g. `503 ×4,147`), when there were any. */
  refused?: string;
  /** For login: argon2id's raw verify rate, measured just before and just after it (the mean). */
  verifyRate?: number;
  /** For login: the server's own hashing threads' verify rate alone, likewise. */
  appVerifyRate?: number;
}

// What Chromium sends: catalogue answers then come compressed, as browsers get them.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Seconds of load before each case is measured (not counted): V8's JIT, pools and prepared statements warm up. */
const WARM_UP_SECONDS = 1;

/**
 * One case against `addresses` (one app instance, or several sharing the connections between them, each
 * its own autocannon run at once): a warm-up, then the measured run. Several instances' rates add up;
 * their latencies are the worst instance's.
 */
async function measure(address: string | string[], benchCase: Case): Promise<Measured> {
  const addresses = [address].flat();
  const headers = {
    'content-type': 'application/json',
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...benchCase.headers,
  };
  // A checkout needs a new Idempotency-Key on every request.
  let turn = 0;
  const headersOfOne = () => {
    const tokens = benchCase.accessTokensInTurn;
    return {
      ...headers,
      ...(tokens ? { 'x-auth-token': tokens[turn++ % tokens.length] as string } : {}),
      ...(benchCase.newIdempotencyKey ? { 'idempotency-key': randomUUID() } : {}),
    };
  };
  const runOne = (base: string, connections: number, duration: number) =>
    autocannon({
      url: `${base}${benchCase.path}`,
      method: benchCase.method ?? 'GET',
      body: benchCase.body,
      headers,
      connections,
      duration,
      ...(benchCase.newIdempotencyKey || benchCase.accessTokensInTurn
        ? {
            requests: [
              {
                setupRequest: (request: autocannon.Request) => ({ ...request, headers: headersOfOne() }),
              },
            ],
          }
        : {}),
    });
  const run = (duration: number) =>
    Promise.all(addresses.map((base) => runOne(base, CONNECTIONS / addresses.length, duration)));
  await run(WARM_UP_SECONDS);
  // autocannon drops the warm-up's last requests unanswered, but the server still works them off (a
  // login's argon2id queue holds some 0.6 s of them). One more request answers once they are through,
  // so they are not counted against the measured run.
  for (const base of addresses) {
    await fetch(`${base}${benchCase.path}`, {
      method: benchCase.method ?? 'GET',
      body: benchCase.body,
      headers: headersOfOne(),
    });
  }
  const results = await run(SECONDS);
  const statusCodeStats: Record<string, { count?: number }> = {};
  for (const result of results) {
    for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
    }
  }
  return {
    name: benchCase.name,
    baseline: benchCase.baseline,
    rps: results.reduce((total, result) => total + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((total, result) => total + result.errors + result.non2xx + result.timeouts, 0),
    refused: notSuccessful(statusCodeStats),
  };
}

/** /proc's unit of CPU time: 100 per second on Linux (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/**
 * CPU time (user and system, ms) of each process whose command is `postgres` (PostgreSQL's backends), by
 * pid. Compared per pid (`postgresCpuSince`): a backend that ends meanwhile (a stopped instance's pool)
 * drops out of both sides instead of taking its whole life's CPU off the total.
 */
function postgresCpuByPid(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      byPid.set(entry, processCpuMsOf(stat));
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/** PostgreSQL's CPU (ms) since `before`: the backends alive now, each from its own earlier figure (0 if new). */
function postgresCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuByPid()) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** utime + stime of a /proc/<pid>/stat line, in ms. */
function processCpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function childCpuMs(child: ChildProcess): number {
  try {
    return processCpuMsOf(readFileSync(`/proc/${child.pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/**
 * Issue 27: the checkout at 64 connections on one instance and on two sharing them (same database), and
 * where the machine's CPU went meanwhile: each instance, PostgreSQL, and this process (the load
 * generator), in % of one core over the measured run and its warm-up. On two cores the machine itself
 * may be the limit.
 */
async function checkoutOnTwoInstances(
  first: Started,
  env: Record<string, string>,
  benchCase: Case,
  access: DatabaseAccess | undefined,
): Promise<void> {
  const split = async (instances: Started[]) => {
    await access?.emptyQueue();
    const started = performance.now();
    const before = {
      instances: instances.map((instance) => childCpuMs(instance.child)),
      postgres: postgresCpuByPid(),
      generator: process.cpuUsage(),
    };
    const row = await measure(
      instances.map((instance) => instance.address),
      benchCase,
    );
    const elapsed = performance.now() - started;
    const share = (ms: number) => `${((100 * ms) / elapsed).toFixed(0)}%`;
    const generator = process.cpuUsage(before.generator);
    const cpu = [
      ...instances.map(
        (instance, index) =>
          `instance ${index + 1} ${share(childCpuMs(instance.child) - (before.instances[index] as number))}`,
      ),
      `PostgreSQL ${share(postgresCpuSince(before.postgres))}`,
      `load generator ${share((generator.user + generator.system) / 1000)}`,
    ].join(', ');
    return { row, cpu };
  };
  // One instance, two, then one again: the machine drifts over a run, so the one-instance rate is the
  // mean of the runs either side of the two-instance one.
  const oneBefore = await split([first]);
  const second = await startApp(env);
  let two: Awaited<ReturnType<typeof split>>;
  try {
    two = await split([first, second]);
  } finally {
    await stop(second.child);
  }
  const oneAfter = await split([first]);
  console.log(`\n${benchCase.name}, one instance and two sharing the connections (same database):`);
  for (const [label, { row, cpu }] of [
    ['1 instance ', oneBefore],
    ['2 instances', two],
    ['1 instance ', oneAfter],
  ] as const) {
    console.log(
      `  ${label} ${row.rps.toFixed(0).padStart(6)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors; CPU (% of one core of ${availableParallelism()}): ${cpu}`,
    );
  }
  const one = (oneBefore.row.rps + oneAfter.row.rps) / 2;
  console.log(`  two instances / one (the mean of the runs either side): ${(two.row.rps / one).toFixed(2)}×`);
}

/** How many other customers' event streams are open in the run of `checkoutWithStreamsOpen`. */
const OPEN_STREAMS = Number(process.env.BENCH_OPEN_STREAMS ?? 1000);

/** An open customer event stream of the bench's, counting the `queue.moved` events it receives. */
interface OpenStream {
  queueMoves: number;
  close(): void;
}

/** Opens the customer's event stream (a ticket, then GET /api/events), resolved once `stream.ready` came. */
async function openCustomerStream(address: string, accessToken: string): Promise<OpenStream> {
  const { ticket } = (
    await json<{ data: { ticket: string } }>(
      await fetch(`${address}/api/events/ticket`, {
        method: 'POST',
        headers: { 'x-auth-token': accessToken },
      }),
    )
  ).data;
  return new Promise((resolve, reject) => {
    const request = get(
      `${address}/api/events?ticket=${encodeURIComponent(ticket)}`,
      { agent: false },
      (response) => {
        let text = '';
        const stream: OpenStream = { queueMoves: 0, close: () => request.destroy() };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          const events = text.split('\n\n');
          text = events.pop() ?? '';
          for (const event of events) {
            if (event.includes('event: stream.ready')) resolve(stream);
            if (event.includes('event: queue.moved')) stream.queueMoves += 1;
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * The checkout with OPEN_STREAMS event streams of other customers open (a customer with no order, as most
 * connected customers are while others order), against the same run with none (the mean of the runs
 * either side). A queue move reaches the customers waiting at that place only: the open streams receive
 * no event of the checkouts, and cost the checkout nothing.
 */
async function checkoutWithStreamsOpen(
  app: Started,
  benchCase: Case,
  access: DatabaseAccess | undefined,
): Promise<void> {
  const run = async () => {
    await access?.emptyQueue();
    return measure(app.address, benchCase);
  };
  const without = await run();
  const watcher = await register(app.address, `bench.watcher.${Date.now()}@example.com`, 'Bench-1234!');
  await consentingCustomer(app.address, watcher);
  const streams: OpenStream[] = [];
  let open: Measured;
  try {
    for (let index = 0; index < OPEN_STREAMS; index += 50) {
      const batch = Math.min(50, OPEN_STREAMS - index);
      streams.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openCustomerStream(app.address, watcher)))),
      );
    }
    open = await run();
  } finally {
    for (const stream of streams) stream.close();
  }
  const withoutAfter = await run();
  const received = streams.reduce((sum, stream) => sum + stream.queueMoves, 0);
  const baseline = (without.rps + withoutAfter.rps) / 2;
  console.log(
    `\n${benchCase.name}, with ${OPEN_STREAMS.toLocaleString('en')} other customers' event streams open:`,
  );
  console.log(
    `  none open    ${without.rps.toFixed(0).padStart(6)} / ${withoutAfter.rps.toFixed(0)} req/s (before / after)`,
  );
  console.log(
    `  ${OPEN_STREAMS.toLocaleString('en')} open  ${open.rps.toFixed(0).padStart(6)} req/s, p99 ${open.p99} ms, ${open.errors} errors: ${(open.rps / baseline).toFixed(2)}× the runs with none; \`queue.moved\` events the open streams received: ${received.toLocaleString('en')}`,
  );
}

/** The answers of a run that were not 2xx, by status: what the errors column counts, told apart. */
function notSuccessful(byStatus: Record<string, { count?: number }> | undefined): string | undefined {
  const refused = Object.entries(byStatus ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count = 0 }]) => `${status} ×${count.toLocaleString('en')}`);
  return refused.length > 0 ? `not 2xx: ${refused.join(', ')}` : undefined;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The customer's id, once they gave the consents checkout (and the live events) need. */
async function consentingCustomer(address: string, token: string): Promise<string> {
  const headers = { 'x-auth-token': token };
  const me = await json<{ data: { userId: string } }>(
    await fetch(`${address}/api/user/getMyUser`, { headers }),
  );
  await json(
    await fetch(`${address}/api/user-consents?userId=${me.data.userId}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ essential: true, dataProcessing: true, analytics: false, marketing: false }),
    }),
  );
  return me.data.userId;
}

/** A new customer's access token. */
async function register(address: string, email: string, password: string): Promise<string> {
  const registered = await json<{ data: { accessToken: string } }>(
    await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Mark',
        email,
        password,
        birthdate: '1990-01-01',
        phone: '+34600111222',
        acceptTerms: true,
        appId: 'consumerApp',
      }),
    }),
  );
  return registered.data.accessToken;
}

type Database = 'embedded' | 'postgres';

/** Issue 27's figures (measured from outside) and targets, by database, printed beside each case. */
const BASELINES: Record<string, Partial<Record<Database, string>>> = {
  listPickupTimes: {
    embedded: 'was p99 2.2 s; target p99 ≤ 100 ms',
    postgres: 'was 0.014×, p99 144 ms; target ≥ 0.3×, p99 ≤ 25 ms',
  },
  getMyOrder: {
    embedded: 'was p99 2.5-3.9 s; target p99 ≤ 100 ms',
    postgres: 'was 0.043×, p99 43-62 ms; target ≥ 0.25×',
  },
  listMyOrders: {
    embedded: 'was p99 2.5-3.9 s; target p99 ≤ 100 ms',
    postgres: 'was 0.034×, p99 43-62 ms; target ≥ 0.25×',
  },
  login: { embedded: 'target ≥ 0.85× raw', postgres: 'was 0.78× raw; target ≥ 0.85× raw' },
  checkoutCash: { postgres: 'was 235/s, p99 346-535 ms; target ≥ 1,000/s, p99 ≤ 100 ms' },
  checkoutPoints: { postgres: 'was 202/s, p99 346-535 ms; target ≥ 800/s, p99 ≤ 100 ms' },
};

/** What the bench does in the database itself, where it can reach it (PostgreSQL). */
interface DatabaseAccess {
  /** Gives a customer points to spend in a checkout paid with points. */
  credit(userId: string, points: number): Promise<void>;
  /**
   * Completes every order the places still have to make, as a café's counter works through its queue:
   * each checkout case starts with an empty queue, which then holds the orders of that run only. (Without
   * it every case met the orders of all the cases before it, thousands at one place, and each order read
   * counts the orders ahead of it.) Then has the orders' statistics taken again.
   */
  emptyQueue(): Promise<void>;
}

/**
 * The cases, against the demo data: a new customer with a few orders, Café Olivera's menu. `access`, where
 * the bench can reach the database (PostgreSQL), adds the checkouts paid with points.
 */
async function casesFor(address: string, database: Database, access?: DatabaseAccess): Promise<Case[]> {
  const credit = access?.credit;
  const baseline = (name: string) => BASELINES[name]?.[database];
  const email = `bench.${Date.now()}@example.com`;
  const password = 'Bench-1234!';
  const accessToken = await register(address, email, password);
  // As many customers as connections, for getMyUser asked by different customers at once (the server
  // reads the accounts asked for together in one statement; one customer's are one row).
  const customers: string[] = [];
  for (let index = 0; customers.length < CONNECTIONS; index += 1) {
    const batch = Array.from({ length: 8 }, (_, offset) =>
      register(address, `bench.${Date.now()}.${index}.${offset}@example.com`, password),
    );
    customers.push(...(await Promise.all(batch)));
  }
  const auth = { 'x-auth-token': accessToken };
  const consenting = (token: string) => consentingCustomer(address, token);
  const userId = await consenting(accessToken);
  const customerIds = await Promise.all(customers.map(consenting));
  const { providers } = (
    await json<{ data: { providers: { providerId: string; name: string }[] } }>(
      await fetch(`${address}/api/providers`, { headers: auth }),
    )
  ).data;
  const place = providers.find((provider) => provider.name === 'Café Olivera') ?? providers[0];
  if (!place) throw new Error('No demo places: is SEED_DEMO_DATA on?');
  const products = await json<{ data: { productId: string; available: boolean; pointsPrice: number }[] }>(
    await fetch(`${address}/api/providers/${place.providerId}/products`, { headers: auth }),
  );
  const orderable = products.data.filter((product) => product.available);
  const first = orderable[0];
  if (!first) throw new Error('Nothing orderable at the demo place');
  const lines = orderable.slice(0, 4).map((product) => ({
    productId: product.productId,
    quantity: 2,
    selectedExtraOptions: [],
  }));
  const times = await json<{ data: { asapAvailable: boolean; times: string[] } }>(
    await fetch(`${address}/api/providers/${place.providerId}/pickup-times`, { headers: auth }),
  );
  const pickup = pickupThroughTheRun(times.data, Date.now());
  console.log(
    'asap' in pickup
      ? `(the checkouts: ${place.name}, as soon as possible; it is open for an hour more)`
      : `(the checkouts: ${place.name}, for ${pickup.at}, the first time it offers an hour ahead or later: it is closed or closes within the hour)`,
  );
  const checkoutOf = (productId: string, paymentMethod: 'cash' | 'points') =>
    JSON.stringify({
      providerId: place.providerId,
      items: [{ productId, quantity: 1, selectedExtraOptions: [] }],
      paymentMethod,
      pickup,
    });
  // A few orders under way, for the order reads.
  const orderIds: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const placed = await json<{ data: { orderId: string } }>(
      await fetch(`${address}/api/orders`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: checkoutOf(first.productId, 'cash'),
      }),
    );
    orderIds.push(placed.data.orderId);
  }
  const payableWithPoints = orderable.find((product) => product.pointsPrice > 0);
  if (credit && payableWithPoints) {
    for (const id of [userId, ...customerIds]) await credit(id, 100_000_000);
  }
  return [
    { name: 'listProviders', path: '/api/providers', headers: auth },
    { name: 'listProducts', path: `/api/providers/${place.providerId}/products`, headers: auth },
    {
      name: 'getProduct',
      path: `/api/providers/${place.providerId}/products/${first.productId}`,
      headers: auth,
    },
    { name: 'getMyUser', path: '/api/user/getMyUser', headers: auth },
    {
      name: `getMyUser, ${CONNECTIONS} customers`,
      path: '/api/user/getMyUser',
      headers: auth,
      accessTokensInTurn: customers,
    },
    {
      name: 'quoteBasket (4 lines)',
      path: '/api/basket/quote',
      method: 'POST',
      body: JSON.stringify({ providerId: place.providerId, items: lines }),
      headers: auth,
    },
    {
      name: 'listPickupTimes',
      path: `/api/providers/${place.providerId}/pickup-times`,
      headers: auth,
      baseline: baseline('listPickupTimes'),
    },
    {
      name: 'getMyOrder',
      path: `/api/orders/${orderIds[0]}`,
      headers: auth,
      baseline: baseline('getMyOrder'),
    },
    {
      name: 'listMyOrders (5 active)',
      path: '/api/orders?scope=active',
      headers: auth,
      baseline: baseline('listMyOrders'),
    },
    {
      name: 'login (argon2id)',
      path: '/api/auth/login',
      method: 'POST',
      body: JSON.stringify({ email, password, appId: 'consumerApp' }),
      comparedToRawVerify: true,
      baseline: baseline('login'),
    },
    {
      name: 'checkout (cash, 1 customer)',
      path: '/api/orders',
      method: 'POST',
      body: checkoutOf(first.productId, 'cash'),
      headers: auth,
      newIdempotencyKey: true,
      placesOrders: true,
      baseline: baseline('checkoutCash'),
    },
    {
      name: `checkout (cash, ${CONNECTIONS} customers)`,
      path: '/api/orders',
      method: 'POST',
      body: checkoutOf(first.productId, 'cash'),
      accessTokensInTurn: customers,
      newIdempotencyKey: true,
      placesOrders: true,
      baseline: baseline('checkoutCash'),
    },
    ...(credit && payableWithPoints
      ? [
          {
            name: 'checkout (points, 1 customer)',
            path: '/api/orders',
            method: 'POST' as const,
            body: checkoutOf(payableWithPoints.productId, 'points'),
            headers: auth,
            newIdempotencyKey: true,
            placesOrders: true,
            baseline: baseline('checkoutPoints'),
          },
          {
            name: `checkout (points, ${CONNECTIONS} customers)`,
            path: '/api/orders',
            method: 'POST' as const,
            body: checkoutOf(payableWithPoints.productId, 'points'),
            accessTokensInTurn: customers,
            newIdempotencyKey: true,
            placesOrders: true,
            baseline: baseline('checkoutPoints'),
          },
        ]
      : []),
  ];
}

const cell = (value: string | number, width: number) => String(value).padStart(width);

function printTable(rows: Measured[], helloRps: number): void {
  console.log(
    'case'.padEnd(32),
    cell('req/s', 9),
    cell('× hello', 8),
    cell('p50 ms', 7),
    cell('p99 ms', 7),
    cell('errors', 7),
    ' issue 27: before; target',
  );
  for (const row of rows) {
    const ratio = row.verifyRate
      ? `${(row.rps / row.verifyRate).toFixed(2)}× raw argon2id verify (${row.verifyRate.toFixed(1)}/s; the server's hashing threads alone ${row.appVerifyRate?.toFixed(1)}/s)`
      : '';
    console.log(
      row.name.padEnd(32),
      cell(row.rps.toFixed(0), 9),
      cell((row.rps / helloRps).toFixed(3), 8),
      cell(row.p50, 7),
      cell(row.p99, 7),
      cell(row.errors, 7),
      [row.refused, ratio, row.baseline].filter(Boolean).join('; '),
    );
  }
}

async function benchDatabase(
  label: string,
  env: Record<string, string>,
  hello: Started,
  database: Database,
  access?: DatabaseAccess,
) {
  const app = await startApp(env);
  try {
    const cases = (await casesFor(app.address, database, access)).filter((benchCase) =>
      included(benchCase.name, ONLY_CASES),
    );
    const helloCase = { name: 'Fastify hello-world', path: '/' };
    // Like the raw argon2id rate, the baseline is taken on either side of the cases it is a ratio for
    // (the mean): before the first case and after the last one that places no orders. After the
    // checkouts, the app is still writing their order mails and PostgreSQL is still writing their
    // changes out, and the hello-world measured then answered half as fast (the ratios leaned high).
    const helloBefore = await measure(hello.address, helloCase);
    let helloAfter: Measured | undefined;
    const rows: Measured[] = [];
    for (const benchCase of cases) {
      if (benchCase.placesOrders) {
        helloAfter ??= await measure(hello.address, helloCase);
        await access?.emptyQueue();
      }
      if (!benchCase.comparedToRawVerify) {
        rows.push(await measure(app.address, benchCase));
        continue;
      }
      // The machine's speed drifts over a run (it is shared): the raw rate is taken on either side.
      const libraryBefore = await verifyRate('library');
      const appBefore = await verifyRate('app');
      const row = await measure(app.address, benchCase);
      const appAfter = await verifyRate('app');
      const libraryAfter = await verifyRate('library');
      rows.push({
        ...row,
        verifyRate: (libraryBefore + libraryAfter) / 2,
        appVerifyRate: (appBefore + appAfter) / 2,
      });
    }
    helloAfter ??= await measure(hello.address, helloCase);
    const helloRow = { ...helloBefore, rps: (helloBefore.rps + helloAfter.rps) / 2 };
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per case`);
    console.log(
      `(hello-world: ${helloBefore.rps.toFixed(0)} req/s before the cases, ${helloAfter.rps.toFixed(0)} after those that place no orders; the mean is the baseline)`,
    );
    if (access && cases.some((benchCase) => benchCase.placesOrders)) {
      console.log(
        "(each checkout run starts with the place's queue empty: the bench completes the orders still to make, as a counter works through them)",
      );
    }
    printTable([helloRow, ...rows], helloRow.rps);
    const checkout = cases.find(
      (benchCase) => benchCase.name === `checkout (cash, ${CONNECTIONS} customers)`,
    );
    if (database === 'postgres' && checkout) {
      await checkoutOnTwoInstances(app, env, checkout, access);
      await checkoutWithStreamsOpen(app, checkout, access);
    }
  } finally {
    await stop(app.child);
  }
}

async function main(): Promise<void> {
  const secret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loyalty-bench-'));
  const hello = await startHelloWorld();
  try {
    // The embedded database's start, with the demo data: a new folder, then the same one again.
    const fresh = await startApp({ DATA_DIR: dataDir, JWT_SECRET: secret });
    await stop(fresh.child);
    const again = await startApp({ DATA_DIR: dataDir, JWT_SECRET: secret });
    await stop(again.child);
    console.log(`Server start to first answer (${SERVER_LABEL}, embedded PGlite, demo data):`);
    console.log(
      `  new DATA_DIR       ${fresh.startMs.toFixed(0)} ms, ${fresh.rssMiB.toFixed(0)} MiB resident (issue 27: was 1.6 s; target ≤ 1.0 s)`,
    );
    console.log(
      `  existing DATA_DIR  ${again.startMs.toFixed(0)} ms, ${again.rssMiB.toFixed(0)} MiB resident (was 1.4 s, 366-414 MiB; target ≤ 0.8 s, ≤ 250 MiB)`,
    );
    console.log(
      `  Fastify hello-world ${hello.startMs.toFixed(0)} ms, ${hello.rssMiB.toFixed(0)} MiB resident`,
    );
    const databaseDir = mkdtempSync(path.join(tmpdir(), 'loyalty-bench-db-'));
    try {
      const fresh = await databaseOpenMs(databaseDir);
      const existing = await databaseOpenMs(databaseDir);
      console.log('The embedded database alone (open and migrate):');
      console.log(`  new DATA_DIR       ${fresh.toFixed(0)} ms (a copy of the migrated template)`);
      console.log(`  existing DATA_DIR  ${existing.toFixed(0)} ms`);
    } finally {
      rmSync(databaseDir, { recursive: true, force: true });
    }

    if (included('embedded', DATABASES)) {
      await benchDatabase('Embedded PGlite', { DATA_DIR: dataDir, JWT_SECRET: secret }, hello, 'embedded');
    }

    if (process.env.DATABASE_URL && included('postgres', DATABASES)) {
      const database = `loyalty_bench_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      try {
        const url = new URL(process.env.DATABASE_URL);
        url.pathname = `/${database}`;
        const benchDb = new pg.Client({ connectionString: url.toString() });
        await benchDb.connect();
        try {
          await benchDatabase(
            'PostgreSQL',
            { DATABASE_URL: url.toString(), DATA_DIR: dataDir, JWT_SECRET: secret },
            hello,
            'postgres',
            {
              async credit(userId, points) {
                await benchDb.query(
                  `INSERT INTO points_ledger (user_id, delta, reason, reference) VALUES ($1, $2, 'adjusted', 'bench')`,
                  [userId, points],
                );
              },
              async emptyQueue() {
                await benchDb.query(
                  `UPDATE orders SET status = 'completed', updated_at = now() WHERE status IN ('pending', 'preparing')`,
                );
                // The table's statistics taken again, as autovacuum does within a minute of as many
                // changes on a database in use: on the bench's new one they would still be those of its
                // first seconds (a few orders), and the planner would count the queue in the wrong index.
                await benchDb.query('ANALYZE orders');
              },
            },
          );
        } finally {
          await benchDb.end();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    await stop(hello.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
