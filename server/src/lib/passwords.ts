import { hash, verify } from '@node-rs/argon2';
import { onFirstUse } from './on-first-use';

// OWASP's argon2id baseline (19 MiB, 2 passes).
// Algorithm.Argon2id is an ambient const enum, which isolatedModules cannot read; its value is 2.
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
