import { type Expression, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db, PlaceRole } from '../../db/schema';

/** The most places `User.managerOf` lists (openapi.yaml's maxItems). */
const MANAGER_OF_USER_MAX = 100;

/**
 * Who runs what (0011_back_office.sql): owners (the whole deployment) and the role each person has at
 * each place (`staff_memberships.role`). Every check reads the rows again: a removed role counts at once.
 */
export function createRolesRepository(db: Db) {
  return {
    /** Whether the user, an active account, owns the deployment. */
    async isOwner(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('owners')
        .innerJoin('users', 'users.id', 'owners.user_id')
        .select('owners.user_id')
        .where('owners.user_id', '=', userId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the user, an active account, may manage the place: an owner, or a manager of it. */
    async managesPlace(userId: string, providerId: string): Promise<boolean> {
      const row = await sql<{ allowed: boolean }>`
        select exists (
          select 1 from users u
          where u.id = ${userId} and u.deleted_at is null and (
            exists (select 1 from owners o where o.user_id = u.id)
            or exists (
              select 1 from staff_memberships m
              where m.user_id = u.id and m.provider_id = ${providerId} and m.role = 'manager'
            )
          )
        ) as allowed`.execute(db);
      return row.rows[0]?.allowed === true;
    },

    /** The places the user may manage: `'all'` for an owner, else the ids of the places they manage. */
    async managedPlaceIds(userId: string): Promise<'all' | string[]> {
      if (await this.isOwner(userId)) return 'all';
      const rows = await db
        .selectFrom('staff_memberships')
        .innerJoin('users', 'users.id', 'staff_memberships.user_id')
        .select('staff_memberships.provider_id')
        .where('staff_memberships.user_id', '=', userId)
        .where('staff_memberships.role', '=', 'manager')
        .where('users.deleted_at', 'is', null)
        .execute();
      return rows.map((row) => row.provider_id);
    },

    /** The places `managedPlaceIds` names, as the place switcher lists them. */
    async places(ids: 'all' | string[]): Promise<Schema<'ManagedPlace'>[]> {
      if (ids !== 'all' && ids.length === 0) return [];
      let query = db
        .selectFrom('providers')
        .select(['id', 'name', 'code', 'timezone', 'language', 'currency'])
        .orderBy('sort_order')
        .orderBy('name')
        .orderBy('id');
      if (ids !== 'all') query = query.where('id', 'in', ids);
      const rows = await query.execute();
      return rows.map((row) => ({
        providerId: row.id,
        name: row.name,
        code: row.code,
        timezone: row.timezone,
        language: row.language as Schema<'Language'>,
        currency: row.currency,
      }));
    },

    /** Makes the user an owner; true when they were not one. */
    async grantOwner(userId: string, grantedBy: string | null = null): Promise<boolean> {
      const row = await db
        .insertInto('owners')
        .values({ user_id: userId, granted_by: grantedBy })
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives the user the role at the place (staff or manager), replacing the one they had there. */
    async setPlaceRole(userId: string, providerId: string, role: PlaceRole): Promise<void> {
      await db
        .insertInto('staff_memberships')
        .values({ user_id: userId, provider_id: providerId, role })
        .onConflict((conflict) => conflict.columns(['user_id', 'provider_id']).doUpdateSet({ role }))
        .execute();
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;

/** getMyUser's `owner`: whether the user whose id is `userId` (a column of the enclosing query) owns the deployment. */
export function ownerOfUser(userId: Expression<string>) {
  return sql<boolean>`exists (select 1 from owners o where o.user_id = ${userId})`;
}

/**
 * getMyUser's `managerOf`: the places the user whose id is `userId` manages (the first
 * MANAGER_OF_USER_MAX), as a JSON array of `StaffMembership` in the order places are listed.
 */
export function managerOfUser(userId: Expression<string>) {
  return sql<Schema<'StaffMembership'>[]>`(
    select coalesce(json_agg(json_build_object('providerId', first.id, 'providerName', first.name)
      order by first.sort_order, first.name, first.id), '[]'::json)
    from (
      select p.id, p.name, p.sort_order
      from staff_memberships m join providers p on p.id = m.provider_id
      where m.user_id = ${userId} and m.role = 'manager'
      order by p.sort_order, p.name, p.id
      limit ${sql.lit(MANAGER_OF_USER_MAX)}
    ) first
  )`;
}
