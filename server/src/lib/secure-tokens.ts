import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe opaque token (refresh tokens, password reset tokens). */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as this hash, so a database leak does not leak usable tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
