import type { Schema } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';

type TeamRole = Schema<'TeamRole'>;

const MAX_LISTED = 1000;

/**
 * Who holds which role: the owners table and the places' memberships (0011's role column), as the team
 * screens list and change them. Every write takes the caller's transaction, so that the change, its audit
 * record and (on removal) the event that closes the person's streams commit together. Only active
 * accounts are listed or counted.
 */
export function createMembersRepository(db: Db) {
  return {
    async listOwners(): Promise<Schema<'TeamPerson'>[]> {
      const rows = await db
        .selectFrom('owners as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['u.id', 'u.email', 'u.name', 'o.created_at'])
        .where('u.deleted_at', 'is', null)
        .orderBy('u.name')
        .orderBy('u.id')
        .limit(MAX_LISTED)
        .execute();
      return rows.map((row) => ({
        userId: row.id,
        email: row.email ?? '',
        name: row.name,
        since: row.created_at.toISOString(),
      }));
    },

    async listPlace(providerId: string): Promise<Schema<'PlaceTeamMember'>[]> {
      const rows = await db
        .selectFrom('staff_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.email', 'u.name', 'm.created_at', 'm.role'])
        .where('m.provider_id', '=', providerId)
        .where('u.deleted_at', 'is', null)
        .orderBy('u.name')
        .orderBy('u.id')
        .limit(MAX_LISTED)
        .execute();
      return rows.map((row) => ({
        userId: row.id,
        email: row.email ?? '',
        name: row.name,
        since: row.created_at.toISOString(),
        role: row.role,
      }));
    },

    /** The person's role at the place (locked until the transaction ends), undefined when none. */
    async lockPlaceRole(trx: Trx, userId: string, providerId: string): Promise<TeamRole | undefined> {
      const row = await trx
        .selectFrom('staff_memberships as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('m.role')
        .where('m.user_id', '=', userId)
        .where('m.provider_id', '=', providerId)
        .where('u.deleted_at', 'is', null)
        .forUpdate('m')
        .executeTakeFirst();
      return row?.role;
    },

    async setPlaceRole(trx: Trx, userId: string, providerId: string, role: TeamRole): Promise<void> {
      await trx
        .updateTable('staff_memberships')
        .set({ role })
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .execute();
    },

    /**
     * Gives the role at the place, never lowering one the person has (a manager invited as staff stays
     * manager); the role they hold afterwards, and the one before (undefined when new).
     */
    async grantPlaceRole(
      trx: Trx,
      userId: string,
      providerId: string,
      role: TeamRole,
    ): Promise<{ before: TeamRole | undefined; after: TeamRole }> {
      const before = await this.lockPlaceRole(trx, userId, providerId);
      const after: TeamRole = before === 'manager' ? 'manager' : role;
      await trx
        .insertInto('staff_memberships')
        .values({ user_id: userId, provider_id: providerId, role: after })
        .onConflict((conflict) => conflict.columns(['user_id', 'provider_id']).doUpdateSet({ role: after }))
        .execute();
      return { before, after };
    },

    async removeFromPlace(trx: Trx, userId: string, providerId: string): Promise<void> {
      await trx
        .deleteFrom('staff_memberships')
        .where('user_id', '=', userId)
        .where('provider_id', '=', providerId)
        .execute();
    },

    /**
     * Locks every owner row (so that two owners stepping down together cannot leave none) and answers
     * whether `userId` is an owner and how many active owners there are.
     */
    async lockOwners(trx: Trx, userId: string): Promise<{ isOwner: boolean; activeOwners: number }> {
      const rows = await trx
        .selectFrom('owners as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.user_id', 'u.deleted_at'])
        .forUpdate('o')
        .execute();
      const active = rows.filter((row) => row.deleted_at === null);
      return { isOwner: active.some((row) => row.user_id === userId), activeOwners: active.length };
    },

    /** Makes the account an owner; false when it already was one. */
    async grantOwner(trx: Trx, userId: string): Promise<boolean> {
      const row = await trx
        .insertInto('owners')
        .values({ user_id: userId })
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async revokeOwner(trx: Trx, userId: string): Promise<void> {
      await trx.deleteFrom('owners').where('user_id', '=', userId).execute();
    },

    async isOwner(executor: Db | Trx, userId: string): Promise<boolean> {
      const row = await executor
        .selectFrom('owners as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select('o.user_id')
        .where('o.user_id', '=', userId)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
