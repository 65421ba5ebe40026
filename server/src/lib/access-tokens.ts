import { createHmac, createSecretKey } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import type { Clock } from './clock';

export interface AccessTokenService {
  sign(userId: string): Promise<string>;
  /** The user id of a valid token; throws on an invalid or expired one (see AccessTokenError). */
  verify(token: string): Promise<string>;
}

export class AccessTokenError extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'Access token expired' : 'Invalid access token');
  }
}

const ISSUER = 'loyalty-app';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUserId(subject: unknown): subject is string {
  return typeof subject === 'string' && UUID.test(subject);
}
const AUDIENCE = 'consumerApp';
/** The protected header of every token, as jose writes `{ alg: 'HS256' }`: base64url of its JSON. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
/** Verified tokens remembered at most (a few MB). */
const VERIFIED_TOKENS_MAX = 20_000;

export function createAccessTokenService(
  secret: string,
  ttlSeconds: number,
  clock: Clock,
): AccessTokenService {
  // Tokens are signed here, with node:crypto's HMAC, on the calling thread (some 5 µs): jose 6 signs
  // through WebCrypto, whose HMAC is a job on libuv's threads, and its completion one more wake-up of the
  // event loop; a login or a refresh signed one each (issue 27). The token is the one jose's SignJWT makes
  // for the same claims, byte for byte (server/test/access-tokens.test.ts), and jose verifies it.
  const signingKey = createSecretKey(Buffer.from(secret, 'utf8'));
  // Imported once: jose would import raw key bytes again on every verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens already verified, with what verification found: a client sends the same token with every
  // request for its lifetime (minutes), and HMAC through WebCrypto cost a sixth of a catalogue read's CPU.
  // Only a signature check is saved: expiry is checked on every use, and whether the user still exists
  // is the caller's question (ActiveUsers).
  const verified = new Map<string, { sub: string; exp: number }>();
  return {
    sign: async (userId) => {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const claims = { sub: userId, iss: ISSUER, aud: AUDIENCE, iat: issuedAt, exp: issuedAt + ttlSeconds };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      const signature = createHmac('sha256', signingKey).update(signingInput).digest('base64url');
      return `${signingInput}.${signature}`;
    },
    verify: async (token) => {
      const seconds = Math.floor(clock().getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        // jose's rule: a token whose `exp` has come is expired.
        if (known.exp <= seconds) {
          verified.delete(token);
          throw new AccessTokenError(true);
        }
        return known.sub;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          // A token without an expiry would be valid forever: never accept one.
          requiredClaims: ['exp', 'sub'],
        });
        // Every user id is a UUID: a token naming anything else (a number, any other text) names no user,
        // and must not reach the database, which would refuse it as if it were failing.
        if (!isUserId(payload.sub) || payload.exp === undefined) throw new AccessTokenError(false);
        // Oldest first out: a Map iterates in insertion order.
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, { sub: payload.sub, exp: payload.exp });
        return payload.sub;
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        throw new AccessTokenError(error instanceof errors.JWTExpired);
      }
    },
  };
}
