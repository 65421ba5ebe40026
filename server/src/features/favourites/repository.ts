import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema';

/** What a customer keeps at most; the writes refuse one more, so the list is answered whole. */
export const FAVOURITE_LIMITS = { products: 100, orders: 20 } as const;

/** The number this feature's advisory locks go under (with the customer's hash). */
const FAVOURITES_LOCK = 0x46415653; // 'FAVS'

export type StarOutcome = 'starred' | 'full';

interface StarredRow {
  id: string;
  providerId: string;
  starredAt: Date;
}

/** The customer's starred products and orders (0021_favourites.sql). */
export function createFavouritesRepository(db: Db) {
  /**
   * Runs `work` while holding the customer's lock: one customer's stars are written one at a time, so
   * two at once cannot both pass the limit.
   */
  const forCustomer = <T>(userId: string, work: (trx: Trx) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${FAVOURITES_LOCK}, hashtext(${userId}))`.execute(trx);
      return work(trx);
    });

  /** Starred already: nothing to write. Else 'full' at the limit, or the row is written. */
  const decide = (ids: string[], id: string, limit: number) =>
    ids.includes(id) ? 'already' : ids.length >= limit ? 'full' : 'write';

  return {
    /** Stars one of the menu's products; starring it again changes nothing. */
    starProduct(userId: string, productId: string, providerId: string): Promise<StarOutcome> {
      return forCustomer(userId, async (trx) => {
        const rows = await trx
          .selectFrom('favourite_products')
          .select('product_id')
          .where('user_id', '=', userId)
          .execute();
        const next = decide(
          rows.map((row) => row.product_id),
          productId,
          FAVOURITE_LIMITS.products,
        );
        if (next === 'full') return 'full';
        if (next === 'write') {
          await trx
            .insertInto('favourite_products')
            .values({ user_id: userId, product_id: productId, provider_id: providerId })
            .execute();
        }
        return 'starred';
      });
    },

    /** Stars one of the customer's own orders (the caller checked it is theirs); again changes nothing. */
    starOrder(userId: string, orderId: string, providerId: string): Promise<StarOutcome> {
      return forCustomer(userId, async (trx) => {
        const rows = await trx
          .selectFrom('favourite_orders')
          .select('order_id')
          .where('user_id', '=', userId)
          .execute();
        const next = decide(
          rows.map((row) => row.order_id),
          orderId,
          FAVOURITE_LIMITS.orders,
        );
        if (next === 'full') return 'full';
        if (next === 'write') {
          await trx
            .insertInto('favourite_orders')
            .values({ user_id: userId, order_id: orderId, provider_id: providerId })
            .execute();
        }
        return 'starred';
      });
    },

    /** Unstars a product; one that is not starred changes nothing. */
    async unstarProduct(userId: string, productId: string): Promise<void> {
      await db
        .deleteFrom('favourite_products')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .execute();
    },

    /** Unstars an order; one that is not starred (or not the customer's) changes nothing. */
    async unstarOrder(userId: string, orderId: string): Promise<void> {
      await db
        .deleteFrom('favourite_orders')
        .where('user_id', '=', userId)
        .where('order_id', '=', orderId)
        .execute();
    },

    /** The customer's starred products (of one place, if given), most recently starred first. */
    listProducts(userId: string, providerId?: string): Promise<StarredRow[]> {
      let query = db
        .selectFrom('favourite_products')
        .select(['product_id as id', 'provider_id as providerId', 'created_at as starredAt'])
        .where('user_id', '=', userId);
      if (providerId) query = query.where('provider_id', '=', providerId);
      // The limit keeps the answer within its bound even if the writes' limit were lowered later.
      return query
        .orderBy('created_at', 'desc')
        .orderBy('product_id')
        .limit(FAVOURITE_LIMITS.products)
        .execute();
    },

    /** The customer's starred orders (of one place, if given), most recently starred first. */
    listOrders(userId: string, providerId?: string): Promise<StarredRow[]> {
      let query = db
        .selectFrom('favourite_orders')
        .select(['order_id as id', 'provider_id as providerId', 'created_at as starredAt'])
        .where('user_id', '=', userId);
      if (providerId) query = query.where('provider_id', '=', providerId);
      return query.orderBy('created_at', 'desc').orderBy('order_id').limit(FAVOURITE_LIMITS.orders).execute();
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
