import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

// A counter session: what lookupCustomer answers after a valid QR scan, so that awarding or redeeming
// does not depend on the customer's QR code (which the app renews every few minutes). A signed JWT with
// its own key and audience, bound to the customer, the place and the staff member, valid 15 minutes:
// staff can only move points of a customer they scanned, at their place.

const ISSUER = 'loyalty-app';
const AUDIENCE = 'counter-session';
export const COUNTER_SESSION_TTL_SECONDS = 15 * 60;

export interface CounterSession {
  customerId: string;
  providerId: string;
  staffUserId: string;
}

export type CounterSessionCheck =
  | { ok: true; customerId: string }
  | { ok: false; reason: 'expired' | 'invalid' };

export function createCounterSessions(deps: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', deps.secret).update('staff-counter-session').digest();

  return {
    async issue(session: CounterSession): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(deps.clock().getTime() / 1000);
      const expiresAt = issuedAt + COUNTER_SESSION_TTL_SECONDS;
      const token = await new SignJWT({ prv: session.providerId, stf: session.staffUserId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(session.customerId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    /** The customer of a session issued to this staff member at this place; never throws. */
    async verify(token: string, expected: Omit<CounterSession, 'customerId'>): Promise<CounterSessionCheck> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: deps.clock(),
          requiredClaims: ['sub', 'exp'],
        });
        if (payload.prv !== expected.providerId || payload.stf !== expected.staffUserId) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, customerId: payload.sub as string };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type CounterSessions = ReturnType<typeof createCounterSessions>;
