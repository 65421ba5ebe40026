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

    /**
     * Whether a token would be accepted by `consume` now, without spending it: the owner's id when
     * unused, unexpired, newer than the owner's last password change and the owner still exists;
     * undefined otherwise. Keep its conditions those of `consume`.
     */
    async check(token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select('password_reset_tokens.user_id')
        .where('password_reset_tokens.token_hash', '=', hashOpaqueToken(token))
        .where('password_reset_tokens.used_at', 'is', null)
        .where('password_reset_tokens.expires_at', '>', sql<Date>`now()`)
        .where('users.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb('users.password_changed_at', 'is', null),
            eb('users.password_changed_at', '<', eb.ref('password_reset_tokens.created_at')),
          ]),
        )
        .executeTakeFirst();
      return row?.user_id;
    },

    /**
     * Spends a token: the owner's id when it is unused, unexpired and newer than the owner's last password
     * change (a completed reset or a change in the profile voids every link issued before), undefined
     * otherwise. Atomic.
     */
    async consume(token: string): Promise<string | undefined> {
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: sql`now()` })
        .where('token_hash', '=', hashOpaqueToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('users')
              .select('users.id')
              .whereRef('users.id', '=', 'password_reset_tokens.user_id')
              .where((eb) =>
                eb.or([
                  eb('users.password_changed_at', 'is', null),
                  eb('users.password_changed_at', '<', eb.ref('password_reset_tokens.created_at')),
                ]),
              ),
          ),
        )
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
