import { type Expression, sql } from 'kysely';
import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';

// Sold out for today (the staff console): a product, or an extra option for every product of its place
// offering it, is marked for one local business day of the place and lapses by itself when that day
// ends. The catalogue's reads carry the marks (Product.available, ExtraOption.available), so menus,
// quotes and checkout all see them. Days are the database's clock in the place's time zone.

type SoldOutKind = Schema<'SoldOutKind'>;

/** The place's local day now (a DATE) for the provider whose id is `providerId`. */
function todayOf(providerId: Expression<string>) {
  return sql<string>`(select (now() at time zone p.timezone)::date from providers p where p.id = ${providerId})`;
}

/** Whether the product is marked sold out today, as a column of a query over `products`. */
export function productSoldOutToday() {
  return sql<boolean>`exists (select 1 from sold_out_items s where s.provider_id = products.provider_id and s.kind = 'product' and s.item_id = products.id and s.business_date = ${todayOf(sql.ref('products.provider_id'))})`;
}

/** The ids of the extra options the product's place has sold out today, as a column over `products`. */
export function extrasSoldOutToday() {
  return sql<
    string[]
  >`array(select s.item_id::text from sold_out_items s where s.provider_id = products.provider_id and s.kind = 'extra' and s.business_date = ${todayOf(sql.ref('products.provider_id'))})`;
}

export function createSoldOutRepository(db: Db) {
  return {
    /**
     * Marks the item sold out for the place's current day (`soldOut`), or takes the mark back. Idempotent.
     * Returns the day the mark is for. Pass `executor` to make it part of a transaction.
     */
    async set(
      change: {
        providerId: string;
        kind: SoldOutKind;
        itemId: string;
        soldOut: boolean;
        staffUserId: string;
      },
      executor: Db = db,
    ): Promise<string> {
      const today = todayOf(sql.val(change.providerId));
      const { day } = await executor.selectNoFrom(today.as('day')).executeTakeFirstOrThrow();
      if (change.soldOut) {
        await executor
          .insertInto('sold_out_items')
          .values({
            provider_id: change.providerId,
            kind: change.kind,
            item_id: change.itemId,
            business_date: day,
            staff_user_id: change.staffUserId,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      } else {
        await executor
          .deleteFrom('sold_out_items')
          .where('provider_id', '=', change.providerId)
          .where('kind', '=', change.kind)
          .where('item_id', '=', change.itemId)
          .where('business_date', '>=', day)
          .execute();
      }
      return day;
    },

    /** Whether `itemId` is one of the place's products (`product`) or extra options (`extra`). */
    async isItemOf(providerId: string, kind: SoldOutKind, itemId: string): Promise<boolean> {
      if (kind === 'product') {
        const row = await db
          .selectFrom('products')
          .select('id')
          .where('provider_id', '=', providerId)
          .where('id', '=', itemId)
          .where('retired_at', 'is', null)
          .executeTakeFirst();
        return row !== undefined;
      }
      const rows = await db
        .selectFrom('products')
        .select('extra_groups')
        .where('provider_id', '=', providerId)
        .where('retired_at', 'is', null)
        .execute();
      return rows.some((row) =>
        row.extra_groups.some((group) => group.options.some((option) => option.optionId === itemId)),
      );
    },
  };
}
