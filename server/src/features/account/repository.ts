import { type Expression, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The address waiting for confirmation (unexpired), as a scalar subquery over a user id; null when none. */
export function pendingEmailOfUser(userId: Expression<string>) {
  return sql<
    string | null
  >`(select ec.new_email from email_change_tokens ec where ec.user_id = ${userId} and ec.expires_at > now())`;
}

export function createAccountRepository(db: Db) {
  return {
    /** Records a pending email change (replacing an earlier one) and returns the token for its link. */
    async requestEmailChange(change: {
      userId: string;
      newEmail: string;
      language: Schema<'Language'>;
      now: Date;
    }): Promise<string> {
      const token = createOpaqueToken();
      const row = {
        user_id: change.userId,
        new_email: change.newEmail,
        language: change.language,
        token_hash: hashOpaqueToken(token),
        expires_at: new Date(change.now.getTime() + EMAIL_CHANGE_TTL_MS),
      };
      await db
        .insertInto('email_change_tokens')
        .values(row)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({
            new_email: row.new_email,
            language: row.language,
            token_hash: row.token_hash,
            expires_at: row.expires_at,
            created_at: sql`now()`,
          }),
        )
        .execute();
      return token;
    },

    /** Spends a confirmation link: its account and new email when it is unexpired, undefined otherwise. Atomic. */
    async consumeEmailChange(
      token: string,
    ): Promise<{ userId: string; newEmail: string; language: Schema<'Language'> } | undefined> {
      const row = await db
        .deleteFrom('email_change_tokens')
        .where('token_hash', '=', hashOpaqueToken(token))
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id as userId', 'new_email as newEmail', 'language'])
        .executeTakeFirst();
      return row;
    },

    /**
     * Deletes an account: personal data (name, email, phone, birthdate, password, Google link, consents,
     * sessions, reset links, pending email changes, favourites) is erased in one transaction. The user row stays,
     * emptied and marked deleted, so that ledger and feedback rows kept for accounting point to an
     * anonymous id. The email is free to register again. A new table holding personal data must be
     * erased here too.
     */
    /**
     * Erases the account. `beforeErase` runs first in the same transaction, while the account is still
     * active (the orders feature cancels its open orders there: refunds, and the place's queue told).
     */
    async erase(userId: string, beforeErase?: (trx: Trx) => Promise<unknown>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // The account's row is locked first, as a checkout locks it: a checkout under way commits its
        // order before `beforeErase` reads the open orders (and cancels it), one that comes later finds
        // the account deleted and places nothing.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
        await beforeErase?.(trx);
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('email_change_tokens').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_consents').where('user_id', '=', userId).execute();
        // Its devices and what was still to be sent to them or to its address (notifications).
        await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('notification_deliveries').where('user_id', '=', userId).execute();
        await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
        // What it starred (favourites).
        await trx.deleteFrom('favourite_products').where('user_id', '=', userId).execute();
        await trx.deleteFrom('favourite_orders').where('user_id', '=', userId).execute();
        await trx
          .updateTable('users')
          .set({
            email: null,
            name: 'Deleted user',
            password_hash: null,
            google_subject: null,
            birthdate: null,
            phone: null,
            language: null,
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
