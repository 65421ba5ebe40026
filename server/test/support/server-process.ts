// The real server (server/src/main.ts) in a child process, for what `inject` cannot show: two processes
// on one data folder, signals, kill -9.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const MAIN = path.join(__dirname, '..', '..', 'src', 'main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, once the server listens. */
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts main.ts with `env` on a free port and resolves when it listens; rejects with its output when it
 * exits first (use `startServerProcess(...).catch`), or after `timeoutMs`.
 */
export function spawnServer(env: Record<string, string | undefined>, timeoutMs = 120_000) {
  const fullEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    STATIC_DIR: path.join(env.DATA_DIR ?? '.', 'no-static-build'),
    SEED_DEMO_DATA: 'false',
    // Started on a machine busy with other tests: a start's event-loop delay would shed the first requests.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  };
  // An entry set to undefined is removed (e.g. DATABASE_URL, to run on PGlite in a PostgreSQL run).
  for (const [name, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: fullEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not listening within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ child, url: match[1] as string, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new ServerExitedError(code, signal, output));
    });
  });
  return { child, ready, exited, output: () => output };
}

export class ServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly output: string,
  ) {
    super(`server exited (code ${code}, signal ${signal}) before listening:\n${output}`);
  }
}

/**
 * Resolves once the server's output (its log) satisfies `check`, checked as each chunk arrives; rejects
 * if the process exits first.
 */
export function untilOutput(server: ServerProcess, check: (output: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (!check(server.output())) return;
      server.child.stdout?.off('data', onData);
      resolve();
    };
    server.child.stdout?.on('data', onData);
    void server.exited.then(() => reject(new Error(`the server exited first:\n${server.output()}`)));
    onData();
  });
}

/** How many requests to `url` the server has logged as received ("incoming request", LOG_LEVEL info). */
export function requestsReceived(output: string, url: string): number {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes(`"url":"${url}"`)).length;
}
