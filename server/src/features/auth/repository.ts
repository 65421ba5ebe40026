import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

export type RotationResult =
  | { ok: true; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' };

export function createRefreshTokensRepository(db: Db) {
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
     * Spends a refresh token and issues its successor in the same family. Presenting a token that was
     * already spent means it leaked: the whole family is revoked, and the holder of the newest token too
     * has to log in again.
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
          ])
          .where('token_hash', '=', hashOpaqueToken(refreshToken))
          .forUpdate('refresh_tokens')
          .executeTakeFirst();
        if (!current || current.deleted_at) return { ok: false, reason: 'unknown' } as const;
        if (current.revoked_at) return { ok: false, reason: 'revoked' } as const;
        if (current.used_at) {
          await trx
            .updateTable('refresh_tokens')
            .set({ revoked_at: sql`now()` })
            .where('family_id', '=', current.family_id)
            .where('revoked_at', 'is', null)
            .execute();
          return { ok: false, reason: 'reused' } as const;
        }
        if (current.family_expires_at.getTime() <= Date.now())
          return { ok: false, reason: 'expired' } as const;

        await trx
          .updateTable('refresh_tokens')
          .set({ used_at: sql`now()` })
          .where('id', '=', current.id)
          .execute();
        const next = createOpaqueToken();
        await trx
          .insertInto('refresh_tokens')
          .values({
            user_id: current.user_id,
            family_id: current.family_id,
            token_hash: hashOpaqueToken(next),
            family_expires_at: current.family_expires_at,
          })
          .execute();
        return { ok: true, userId: current.user_id, refreshToken: next } as const;
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
