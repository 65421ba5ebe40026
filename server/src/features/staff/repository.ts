import { type Expression, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/secure-tokens';

export function createStaffRepository(db: Db) {
  return {
    /** Whether the user (an active account) is staff of the place. */
    async isStaff(userId: string, providerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('staff_memberships')
        .innerJoin('users', 'users.id', 'staff_memberships.user_id')
        .select('staff_memberships.user_id')
        .where('staff_memberships.user_id', '=', userId)
        .where('staff_memberships.provider_id', '=', providerId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Makes the user staff of the place; true when the membership is new. */
    async addMembership(userId: string, providerId: string): Promise<boolean> {
      const row = await db
        .insertInto('staff_memberships')
        .values({ user_id: userId, provider_id: providerId })
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** What the counter may see of an active customer: the first word of their name. */
    async customerFirstName(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      return row.name.trim().split(/\s+/)[0] ?? '';
    },

    /** A one-time ticket for the place's staff stream (the events_tickets table, with the place). */
    async issueTicket(userId: string, providerId: string, expiresAt: Date): Promise<string> {
      const ticket = createOpaqueToken();
      await db
        .insertInto('events_tickets')
        .values({
          token_hash: hashOpaqueToken(ticket),
          user_id: userId,
          provider_id: providerId,
          expires_at: expiresAt,
        })
        .execute();
      return ticket;
    },

    /**
     * Spends a staff ticket: its holder's id when it was issued for this place, has not expired at `now`
     * and the holder is still staff there; undefined otherwise. The ticket is deleted either way.
     */
    async consumeTicket(ticket: string, providerId: string, now: Date): Promise<string | undefined> {
      const row = await db
        .deleteFrom('events_tickets')
        .where('token_hash', '=', hashOpaqueToken(ticket))
        .returning(['user_id', 'provider_id', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.provider_id !== providerId || row.expires_at <= now) return undefined;
      return (await this.isStaff(row.user_id, providerId)) ? row.user_id : undefined;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

/** The most places `User.staffOf` lists (openapi.yaml's maxItems). */
const STAFF_OF_USER_MAX = 100;

/**
 * The places the user whose id is `userId` (a column of the enclosing query) is staff of (the first
 * STAFF_OF_USER_MAX), as a JSON array of `StaffMembership` in the order places are listed, for
 * getMyUser's one query.
 */

export function staffOfUser(userId: Expression<string>) {
  return sql<Schema<'StaffMembership'>[]>`(
    select coalesce(json_agg(json_build_object('providerId', first.id, 'providerName', first.name)
      order by first.sort_order, first.name, first.id), '[]'::json)
    from (
      select p.id, p.name, p.sort_order
      from staff_memberships m join providers p on p.id = m.provider_id
      where m.user_id = ${userId}
      order by p.sort_order, p.name, p.id
      limit ${sql.lit(STAFF_OF_USER_MAX)}
    ) first
  )`;
}
