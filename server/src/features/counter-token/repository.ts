import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** The latest personal QR token of each user: only its jti is accepted at the counter. */
export function createCounterTokensRepository(db: Db) {
  return {
    /** Records the user's new token, replacing the previous one. */
    async replace(userId: string, jti: string, issuedAt: Date, expiresAt: Date): Promise<void> {
      await db
        .insertInto('counter_tokens')
        .values({ user_id: userId, jti, issued_at: issuedAt, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            jti: sql.ref('excluded.jti'),
            issued_at: sql.ref('excluded.issued_at'),
            expires_at: sql.ref('excluded.expires_at'),
          }),
        )
        .execute();
    },

    /** Whether `jti` is the user's latest token and the account is not deleted. */
    async isLatest(userId: string, jti: string): Promise<boolean> {
      const row = await db
        .selectFrom('counter_tokens')
        .innerJoin('users', 'users.id', 'counter_tokens.user_id')
        .select('counter_tokens.jti')
        .where('counter_tokens.user_id', '=', userId)
        .where('counter_tokens.jti', '=', jti)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CounterTokensRepository = ReturnType<typeof createCounterTokensRepository>;
