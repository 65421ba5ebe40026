import { createHmac, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Schema } from '../../api/handler';
import type { Clock } from '../../lib/clock';
import type { CounterTokensRepository } from './repository';
import { newShortCode, normaliseShortCode, shortCodeHasher } from './short-code';

// The personal QR code: a short-lived JWT that identifies a customer at the counter. Its own key
// (derived from JWT_SECRET for this purpose alone) and its own audience, so it is never accepted as an
// access token nor an access token as one; a jti per token, of which only the latest per user counts.

const ISSUER = 'loyalty-app';
const AUDIENCE = 'counter-qr';
export const COUNTER_TOKEN_TTL_SECONDS = 5 * 60;
/** The app renews the token this long before it expires. */
const RENEW_BEFORE_SECONDS = 60;

export interface IssuedCounterToken {
  token: string;
  /** The short code a cashier can type instead of scanning (8 characters), valid as long as the token. */
  code: string;
  expiresAt: Date;
  renewAt: Date;
}

/** Why a scanned token is refused (openapi.yaml's QrRefusalReason): past its expiry, not one this server signed, or no longer the latest. */
export type CounterTokenRefusal = Schema<'QrRefusalReason'>;

export type CounterTokenCheck = { ok: true; userId: string } | { ok: false; reason: CounterTokenRefusal };

export function createCounterTokens(deps: {
  secret: string;
  clock: Clock;
  repository: CounterTokensRepository;
}) {
  const key = createHmac('sha256', deps.secret).update('counter-qr-token').digest();
  const hashCode = shortCodeHasher(deps.secret);

  return {
    /** A new token for the user; the previous one stops being accepted. */
    async issue(userId: string): Promise<IssuedCounterToken> {
      const issuedAtSeconds = Math.floor(deps.clock().getTime() / 1000);
      const expiresAtSeconds = issuedAtSeconds + COUNTER_TOKEN_TTL_SECONDS;
      const jti = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAtSeconds)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      const expiresAt = new Date(expiresAtSeconds * 1000);
      const code = newShortCode();
      await deps.repository.replace(userId, {
        jti,
        codeHash: hashCode(code),
        issuedAt: new Date(issuedAtSeconds * 1000),
        expiresAt,
      });
      return { token, code, expiresAt, renewAt: new Date((expiresAtSeconds - RENEW_BEFORE_SECONDS) * 1000) };
    },

    /**
     * What staff call when they scan a QR code: the customer's id, or why the token is refused. Never
     * throws for a bad token.
     */
    async verify(token: string): Promise<CounterTokenCheck> {
      let userId: string;
      let jti: string;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: deps.clock(),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        userId = payload.sub as string;
        jti = payload.jti as string;
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
      if (!(await deps.repository.isLatest(userId, jti))) return { ok: false, reason: 'replaced' };
      return { ok: true, userId };
    },

    /**
     * What staff call with a typed short code: the customer whose current code it is. A code that is
     * malformed, unknown, expired or replaced is `invalid` alike (nothing tells a guesser which); the
     * caller limits how many a counter may try (staff's lookupCustomer).
     */
    async verifyCode(typed: string): Promise<CounterTokenCheck> {
      const code = normaliseShortCode(typed);
      const userId =
        code === undefined ? undefined : await deps.repository.userOfCode(hashCode(code), deps.clock());
      return userId === undefined ? { ok: false, reason: 'invalid' } : { ok: true, userId };
    },
  };
}

export type CounterTokens = ReturnType<typeof createCounterTokens>;
