import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random, URL-safe opaque token (refresh tokens, password reset tokens). */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opaque tokens are stored only as this hash, so a database leak does not leak usable tokens. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that follows `token` in a chain (a refresh token's successor): as unguessable as
 * a random token to anyone without `secret`, and the same every time it is derived, so a
 * server can hand out the same successor again without having stored it.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh-token-successor:${token}`).digest('base64url');
}
