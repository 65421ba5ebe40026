import { errors, jwtVerify, SignJWT } from 'jose';
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
const AUDIENCE = 'consumerApp';

export function createAccessTokenService(
  secret: string,
  ttlSeconds: number,
  clock: Clock,
): AccessTokenService {
  // Imported once: jose would import raw key bytes again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (userId) => {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          // A token without an expiry would be valid forever: never accept one.
          requiredClaims: ['exp', 'sub'],
        });
        if (!payload.sub) throw new AccessTokenError(false);
        return payload.sub;
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        throw new AccessTokenError(error instanceof errors.JWTExpired);
      }
    },
  };
}
