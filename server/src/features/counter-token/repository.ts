import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** The latest personal QR token of each user: only its jti is accepted at the counter. */
export function createCounterTokensRepository(db: Db) {
  return {
    /** Records the user's new token, replacing the previous one. */
    async replace(
      userId: string,
      token: { jti: string; codeHash: string; issuedAt: Date; expiresAt: Date },
    ): Promise<void> {
      await db
        .insertInto('counter_tokens')
        .values({
          user_id: userId,
          jti: token.jti,
          code_hash: token.codeHash,
          issued_at: token.issuedAt,
          expires_at: token.expiresAt,
        })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            jti: sql.ref('excluded.jti'),
            code_hash: sql.ref('excluded.code_hash'),
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

    /**
     * The user whose latest token has this code and has not expired at `now` (an active account);
     * undefined otherwise, and when two live codes collide (then neither is accepted: at 31^8 codes
     * that is practically never, and the next renewal parts them).
     */
    async userOfCode(codeHash: string, now: Date): Promise<string | undefined> {
      const rows = await db
        .selectFrom('counter_tokens')
        .innerJoin('users', 'users.id', 'counter_tokens.user_id')
        .select('counter_tokens.user_id')
        .where('counter_tokens.code_hash', '=', codeHash)
        .where('counter_tokens.expires_at', '>', now)
        .where('users.deleted_at', 'is', null)
        .limit(2)
        .execute();
      return rows.length === 1 ? rows[0]?.user_id : undefined;
    },
  };
}

export type CounterTokensRepository = ReturnType<typeof createCounterTokensRepository>;
