import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function createPasswordResetRepository(db: Db) {
  return {
    async issue(userId: string): Promise<string> {
      const token = createOpaqueToken();
      await db
        .insertInto('password_reset_tokens')
        .values({
          user_id: userId,
          token_hash: hashOpaqueToken(token),
          expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        })
        .execute();
      return token;
    },

    /** Spends a token: the owner's id when it is unused and unexpired, undefined otherwise. Atomic. */
    async consume(token: string): Promise<string | undefined> {
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', hashOpaqueToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
