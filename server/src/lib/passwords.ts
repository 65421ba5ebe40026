import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { onFirstUse } from './on-first-use';

// OWASP's argon2id baseline (19 MiB, 2 passes).
// Algorithm.Argon2id is an ambient const enum, which isolatedModules cannot read; its value is 2.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many argon2id hashes run at once: one per core, and never every one of libuv's threads (4
 * unless UV_THREADPOOL_SIZE says otherwise). The rest wait here, not in libuv's queue: there they
 * would hold up the file reads behind them (the app's pages), and more hashes than cores only share
 * the cores and the caches (each holds 19 MiB); on two cores four at once verified some 20% fewer
 * passwords a second than two at once.
 */
export function hashConcurrency(
  cores = availableParallelism(),
  threads = Number(process.env.UV_THREADPOOL_SIZE) || 4,
): number {
  return Math.max(1, Math.min(cores, threads - 1));
}

const hashing = onFirstUse(() => pLimit(hashConcurrency()));

export function hashPassword(password: string): Promise<string> {
  return hashing()(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing()(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Checked when an email is unknown, so a wrong email costs as long as a wrong password and the
// answer time does not reveal which accounts exist.
const dummyHash = onFirstUse(() => hashPassword('dummy password that never matches'));
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummyHash(), password);
  return false;
}
