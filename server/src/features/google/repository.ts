import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { hashOpaqueToken } from '../../lib/secure-tokens';

/** How long the browser has to come back from the identity provider. */
export const LOGIN_STATE_TTL_MINUTES = 10;

export interface PendingGoogleLogin {
  codeVerifier: string;
  nonce: string;
}

/**
 * The state of a Google sign-in between the redirect out and the callback. Only the hash of `state` is
 * stored, and a state can be consumed once: the row is deleted as it is read.
 */
export function createLoginStatesRepository(db: Db) {
  return {
    async save(state: string, pending: PendingGoogleLogin): Promise<void> {
      await db.deleteFrom('oidc_login_states').where('expires_at', '<', sql<Date>`now()`).execute();
      await db
        .insertInto('oidc_login_states')
        .values({
          state: hashOpaqueToken(state),
          code_verifier: pending.codeVerifier,
          nonce: pending.nonce,
          expires_at: sql<Date>`now() + make_interval(mins => ${LOGIN_STATE_TTL_MINUTES})`,
        })
        .execute();
    },

    /** The pending login of `state`, or undefined when it is unknown, already used or expired. */
    async consume(state: string): Promise<PendingGoogleLogin | undefined> {
      const row = await db
        .deleteFrom('oidc_login_states')
        .where('state', '=', hashOpaqueToken(state))
        .returning(['code_verifier as codeVerifier', 'nonce', sql<boolean>`expires_at > now()`.as('fresh')])
        .executeTakeFirst();
      if (!row?.fresh) return undefined;
      return { codeVerifier: row.codeVerifier, nonce: row.nonce };
    },
  };
}

export type LoginStatesRepository = ReturnType<typeof createLoginStatesRepository>;
