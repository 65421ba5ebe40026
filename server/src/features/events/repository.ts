import type { Db } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

/** One-time tickets that open the event stream; only their hash is stored. */
export function createEventsTicketsRepository(db: Db) {
  return {
    /** A new ticket for the user, valid until `expiresAt`; clears tickets that expired a while ago. */
    async issue(userId: string, expiresAt: Date): Promise<string> {
      const ticket = createOpaqueToken();
      await db
        .deleteFrom('events_tickets')
        .where('expires_at', '<', new Date(expiresAt.getTime() - 10 * 60_000))
        .execute();
      await db
        .insertInto('events_tickets')
        .values({ token_hash: hashOpaqueToken(ticket), user_id: userId, expires_at: expiresAt })
        .execute();
      return ticket;
    },

    /**
     * Spends a ticket: the owner's id when the ticket exists, was issued for the customer stream (not a
     * place's staff stream), has not expired at `now` and its account is not deleted; undefined otherwise.
     * Atomic (the row is deleted, whatever the answer, as the staff stream does), so a ticket opens one
     * stream, and only the one it was issued for.
     */
    async consume(ticket: string, now: Date): Promise<string | undefined> {
      const row = await db
        .deleteFrom('events_tickets')
        .where('token_hash', '=', hashOpaqueToken(ticket))
        .returning(['user_id', 'provider_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.provider_id !== null || row.expires_at <= now) return undefined;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', row.user_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return user?.id;
    },
  };
}

export type EventsTicketsRepository = ReturnType<typeof createEventsTicketsRepository>;
