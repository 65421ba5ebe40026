import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

export type RotationResult =
  | {
      ok: true;
      userId: string;
      refreshToken: string;
      /** The token had been rotated moments ago: this is the successor it was rotated to then. */
      replayed: boolean;
    }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' };

export interface RefreshTokensOptions {
  /** Seconds after a rotation during which the spent token still gets its successor (0: never). */
  graceSeconds: number;
  /** A token's successor, derived rather than random so that the same one can be given again. */
  successorOf: (refreshToken: string) => string;
}

export function createRefreshTokensRepository(db: Db, { graceSeconds, successorOf }: RefreshTokensOptions) {
  return {
    /** Starts a new token family (a login) and returns its first refresh token. */
    async startFamily(userId: string, ttlDays: number): Promise<string> {
      const refreshToken = createOpaqueToken();
      await db
        .insertInto('refresh_tokens')
        .values({
          user_id: userId,
          family_id: randomUUID(),
          token_hash: hashOpaqueToken(refreshToken),
          family_expires_at: new Date(Date.now() + ttlDays * 86_400_000),
        })
        .execute();
      return refreshToken;
    },

    /**
     * Spends a refresh token and issues its successor in the same family.
     *
     * A token spent moments ago (within the grace window, by the database's clock) is a race,
     * not a theft: two tabs refreshing with it at once, or a client retrying after the answer
     * was lost. It gets the successor it was rotated to, again, and the family lives on. Spent
     * longer ago, it means the token leaked: the whole family is revoked, and the holder of the
     * newest token too has to log in again (RFC 9700, section 4.14.2).
     *
     * One transaction around a row lock (FOR UPDATE) makes the check and the rotation one step:
     * concurrent refreshes with the same token, from any number of server instances on one
     * PostgreSQL, take turns, and every one after the first finds it spent moments ago.
     */
    async rotate(refreshToken: string): Promise<RotationResult> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('refresh_tokens')
          .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
          .select([
            'refresh_tokens.id',
            'refresh_tokens.user_id',
            'refresh_tokens.family_id',
            'refresh_tokens.family_expires_at',
            'refresh_tokens.used_at',
            'refresh_tokens.revoked_at',
            'users.deleted_at',
            sql<boolean>`refresh_tokens.used_at > now() - make_interval(secs => ${graceSeconds})`.as(
              'used_within_grace',
            ),
          ])
          .where('token_hash', '=', hashOpaqueToken(refreshToken))
          .forUpdate('refresh_tokens')
          .executeTakeFirst();
        if (!current || current.deleted_at) return { ok: false, reason: 'unknown' } as const;
        if (current.revoked_at) return { ok: false, reason: 'revoked' } as const;
        const familyExpired = current.family_expires_at.getTime() <= Date.now();
        const successor = successorOf(refreshToken);
        if (current.used_at) {
          if (current.used_within_grace && !familyExpired)
            return { ok: true, userId: current.user_id, refreshToken: successor, replayed: true } as const;
          await trx
            .updateTable('refresh_tokens')
            .set({ revoked_at: sql`now()` })
            .where('family_id', '=', current.family_id)
            .where('revoked_at', 'is', null)
            .execute();
          return { ok: false, reason: 'reused' } as const;
        }
        if (familyExpired) return { ok: false, reason: 'expired' } as const;

        await trx
          .updateTable('refresh_tokens')
          .set({ used_at: sql`now()` })
          .where('id', '=', current.id)
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({
            user_id: current.user_id,
            family_id: current.family_id,
            token_hash: hashOpaqueToken(successor),
            family_expires_at: current.family_expires_at,
          })
          .execute();
        return { ok: true, userId: current.user_id, refreshToken: successor, replayed: false } as const;
      });
    },

    /** Revokes the family the token belongs to; unknown tokens are ignored. Returns the owner, if any. */
    async revokeFamilyOf(refreshToken: string): Promise<{ userId: string; familyId: string } | undefined> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['user_id', 'family_id'])
        .where('token_hash', '=', hashOpaqueToken(refreshToken))
        .executeTakeFirst();
      if (!row) return undefined;
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql`now()` })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      return { userId: row.user_id, familyId: row.family_id };
    },

    async familyOf(refreshToken: string): Promise<{ userId: string; familyId: string } | undefined> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select(['user_id', 'family_id'])
        .where('token_hash', '=', hashOpaqueToken(refreshToken))
        .executeTakeFirst();
      return row ? { userId: row.user_id, familyId: row.family_id } : undefined;
    },

    /** Revokes every session of a user, optionally keeping one family (the caller's own session). */
    async revokeAllForUser(userId: string, exceptFamilyId?: string): Promise<void> {
      let query = db
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId);
      await query.execute();
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
