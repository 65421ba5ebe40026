import { sql } from 'kysely';
import type { Db } from '../../db/schema';

export function createAccountRepository(db: Db) {
  return {
    /**
     * Deletes an account: personal data (name, email, phone, birthdate, password, Google link, consents,
     * sessions, reset links) is erased in one transaction. The user row stays, emptied and marked
     * deleted, so that ledger and feedback rows kept for accounting point to an anonymous id. The email
     * is free to register again. A new table holding personal data must be erased here too.
     */
    async erase(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_consents').where('user_id', '=', userId).execute();
        await trx
          .updateTable('users')
          .set({
            email: null,
            name: 'Deleted user',
            password_hash: null,
            google_subject: null,
            birthdate: null,
            phone: null,
            deleted_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .where('id', '=', userId)
          .execute();
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
