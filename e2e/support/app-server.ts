// Starts the real server (the bundle `npm run serve` runs, dist-server/main.js) on loopback with a
// fresh data folder, the embedded database and the built app, as a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const ROOT = resolve(__dirname, '..', '..');

/** The built app the server serves: ./dist, or a build elsewhere (e.g. one per engineer). */
export const BUILT_APP_DIR = resolve(ROOT, process.env.E2E_STATIC_DIR ?? 'dist');

/** The server as `npm run build:server` bundles it (with its demo data template beside the migrated one). */
const SERVER_BUNDLE = join(ROOT, 'dist-server', 'main.js');

/** The last change of the server's sources and migrations, in ms. */
function newestServerSource(): number {
  let newest = 0;
  for (const dir of ['server/src', 'server/migrations']) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The server bundle, refused when missing or older than the server's sources: the tests must run the
 * server as it is now. `npm run test:e2e` builds it. A bundle starts a new data folder as a copy of its
 * demo data template (seconds: the demo data are written at build time, not at each start; from the
 * sources each start wrote them, over a minute on a loaded machine).
 */
function serverBundle(): string {
  const rebuild = 'run `npm run build:server` (npm run test:e2e does)';
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: ${rebuild}`);
  if (statSync(SERVER_BUNDLE).mtimeMs < newestServerSource()) {
    throw new Error(`${SERVER_BUNDLE} is older than the server's sources: ${rebuild}`);
  }
  return SERVER_BUNDLE;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface AppServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * `port` fixes the port, for callers that must know the base URL before the server starts
 * (an OpenID issuer's redirect URI); `env` adds or overrides the server's settings; `dataDir` is a
 * data folder the caller made (and removes), e.g. to run a command on it before the server starts;
 * `readyWithinMs` (SERVER_START_BOUND_MS unless given) is how long a start may take.
 */
/**
 * How long a server of a test's own may take to start. From the sources, a fresh one wrote the demo data
 * (some 7,700 statements): seconds on an idle machine, but more than a minute with CI running twice beside
 * it (three starts failed so at 60 s, issue 23's loaded runs). The bundle copies its template instead;
 * the bound stays for a machine that is loaded. Only a start that fails waits this long.
 */
export const SERVER_START_BOUND_MS = 180_000;

/** What a worker fixture that starts a server of its own may take, the start included. */
export const SERVER_FIXTURE_TIMEOUT_MS = SERVER_START_BOUND_MS + 60_000;

export async function startAppServer(
  options: { port?: number; env?: Record<string, string>; dataDir?: string; readyWithinMs?: number } = {},
): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'loyalty-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: ROOT,
    env: {
      ...process.env,
      // The browser suite always runs on the embedded defaults, whatever the shell says.
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      STATIC_DIR: BUILT_APP_DIR,
      LOG_LEVEL: 'warn',
      // No load shedding: the browser tests prove what the app does, and the test machine's own load
      // (Chromium, the builds, other suites) must not turn a slow answer into a 503 (server/test's
      // operations tests prove the shedding).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log += chunk;
    process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  // Readiness probe: ask the server's readiness until it is 200 (a fresh PGlite takes a few seconds
  // to migrate and seed; the first second after a busy start may shed load), giving up if the process
  // dies or `readyWithinMs` passes.
  const readyWithinMs = options.readyWithinMs ?? SERVER_START_BOUND_MS;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${log}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become healthy in ${readyWithinMs / 1000} s:\n${log}`);
    }
    await delay(100);
  }
  return { baseUrl, stop };
}
