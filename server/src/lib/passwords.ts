import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { onFirstUse } from './on-first-use';

// OWASP's argon2id baseline (19 MiB, 2 passes).
// Algorithm.Argon2id is an ambient const enum, which isolatedModules cannot read; its value is 2.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * What each hashing thread runs: @node-rs/argon2's synchronous calls, one message after another in the
 * order they came. A password that does not match, or a stored hash argon2 cannot read, is `false`.
 * Plain JavaScript, so that the server's bundle needs no second entry point.
 */
const WORKER_SOURCE = `
const { parentPort, threadId, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ id, password, hash }) => {
  try {
    let result;
    if (hash === undefined) result = argon2.hashSync(password, workerData.options);
    else {
      try { result = argon2.verifySync(hash, password); } catch { result = false; }
    }
    parentPort.postMessage({ id, result, threadId });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error), threadId });
  }
});
`;

/**
 * How many threads hash passwords: PASSWORD_HASH_THREADS (checked by config.ts at start), else one per
 * core up to four. Each thread holds 19 MiB while it hashes; in a container whose CPU quota is below the
 * host's cores (which Node counts), more threads than the quota only share it.
 */
export function hashConcurrency(
  cores = availableParallelism(),
  setting = process.env.PASSWORD_HASH_THREADS,
): number {
  const threads = Number(setting);
  if (setting && Number.isInteger(threads) && threads >= 1) return threads;
  return Math.max(1, Math.min(cores, DEFAULT_THREADS_MAX));
}
const DEFAULT_THREADS_MAX = 4;

export interface HashPool {
  hash(password: string): Promise<string>;
  /** Whether the password matches the hash; false for a hash argon2 cannot read. */
  verify(hash: string, password: string): Promise<boolean>;
  /** The hashing threads that have answered a job, by thread id (for the tests). */
  readonly threadsUsed: ReadonlySet<number>;
  /** Ends the threads; a job still waiting is refused. */
  close(): Promise<void>;
}

interface Job {
  resolve(result: string | boolean): void;
  reject(error: Error): void;
}

interface Answer {
  id: number;
  threadId: number;
  result?: string | boolean;
  error?: string;
}

/**
 * argon2id on threads of its own (worker_threads), at most `size` of them, started as the jobs need
 * them. Each thread is sent its jobs at once and works through them back to back: a job never waits for
 * the event loop to hand a finished thread its next one. (On libuv's threads, with one check per core,
 * each check started only once the event loop had taken in the one before it; the two cores of the bench
 * machine stood idle 7–9% of a login burst, and libuv's threads hopped between cores: 80–98 against
 * 106–141 logins a second on the embedded database, docs/performance.md.) libuv's threads stay free for
 * file reads.
 *
 * A thread holds the process open only while it has jobs. A thread that ends (it should not) refuses the
 * jobs it had; the next job starts a new one.
 */
export function createHashPool(size = hashConcurrency()): HashPool {
  const workers: { worker: Worker; jobs: Map<number, Job> }[] = [];
  const threadsUsed = new Set<number>();
  let nextId = 0;
  let closed = false;

  const start = () => {
    const entry = {
      worker: new Worker(WORKER_SOURCE, {
        eval: true,
        execArgv: [],
        workerData: { argon2: require.resolve('@node-rs/argon2'), options: ARGON2_OPTIONS },
      }),
      jobs: new Map<number, Job>(),
    };
    const { worker, jobs } = entry;
    worker.unref();
    worker.on('message', ({ id, result, error, threadId }: Answer) => {
      const job = jobs.get(id);
      if (!job) return;
      jobs.delete(id);
      if (jobs.size === 0) worker.unref();
      threadsUsed.add(threadId);
      if (error !== undefined || result === undefined) job.reject(new Error(error ?? 'argon2: no result'));
      else job.resolve(result);
    });
    const gone = (error: Error) => {
      const index = workers.indexOf(entry);
      if (index >= 0) workers.splice(index, 1);
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`The password hashing thread ended (exit code ${code})`)));
    workers.push(entry);
    return entry;
  };

  /** An idle thread, else a new one while there are fewer than `size`, else the one with fewest jobs. */
  const pick = () => {
    const idle = workers.find((entry) => entry.jobs.size === 0);
    if (idle) return idle;
    if (workers.length < size) return start();
    return workers.reduce((least, entry) => (entry.jobs.size < least.jobs.size ? entry : least));
  };

  const run = (message: { password: string; hash?: string }) =>
    new Promise<string | boolean>((resolve, reject) => {
      if (closed) {
        reject(new Error('The password hashing threads are closed'));
        return;
      }
      const entry = pick();
      const id = nextId++;
      if (entry.jobs.size === 0) entry.worker.ref();
      entry.jobs.set(id, { resolve, reject });
      entry.worker.postMessage({ id, ...message });
    });

  return {
    hash: async (password) => (await run({ password })) as string,
    verify: async (hash, password) => (await run({ password, hash })) === true,
    threadsUsed,
    close: async () => {
      closed = true;
      const ending = workers.splice(0);
      for (const { jobs } of ending) {
        for (const job of jobs.values()) job.reject(new Error('The password hashing threads are closed'));
        jobs.clear();
      }
      await Promise.all(ending.map(({ worker }) => worker.terminate()));
    },
  };
}

const pool = onFirstUse(() => createHashPool());

export function hashPassword(password: string): Promise<string> {
  return pool().hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return pool().verify(passwordHash, password);
}

// Checked when an email is unknown, so a wrong email costs as long as a wrong password and the
// answer time does not reveal which accounts exist.
const dummyHash = onFirstUse(() => hashPassword('dummy password that never matches'));
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummyHash(), password);
  return false;
}
