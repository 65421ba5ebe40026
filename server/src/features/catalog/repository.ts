import type { Insertable, Selectable } from 'kysely';
import type { Db, ProductsTable, ProvidersTable } from '../../db/schema';
import { extrasSoldOutToday, productSoldOutToday } from './sold-out';

// The columns the API's answers need: every one but the slugs, orders and timestamps.
const PROVIDER_SELECT = [
  'id',
  'code',
  'name',
  'kind',
  'address',
  'country',
  'language',
  'timezone',
  'currency',
  'opening_hours',
  'logo_url',
] as const;
const PRODUCT_SELECT = [
  'id',
  'provider_id',
  'category',
  'name',
  'description',
  'price',
  'currency',
  'points_price',
  'loyalty_points',
  'image_url',
  'available',
  'calories',
  'proteins',
  'fats',
  'carbs',
  'composition',
  'allergens',
  'max_extra_options',
  'extra_groups',
  'translations',
] as const;

export type ProviderRecord = Pick<Selectable<ProvidersTable>, (typeof PROVIDER_SELECT)[number]>;
/** A product with today's sold-out marks of its place (sold-out.ts). */
export type ProductRecord = Pick<Selectable<ProductsTable>, (typeof PRODUCT_SELECT)[number]> & {
  sold_out_today: boolean;
  sold_out_extras: string[];
};
// What the seed writes: every column but the timestamps the database sets.
export type ProviderRow = Required<Omit<Insertable<ProvidersTable>, 'created_at' | 'updated_at'>>;
export type ProductRow = Required<Omit<Insertable<ProductsTable>, 'created_at' | 'updated_at'>>;

// The columns an upsert refreshes from the seed. `available` is not among them: whether a product is
// available is the shop's day-to-day call, so a restart never overwrites it.
const PROVIDER_COLUMNS = [
  'slug',
  'name',
  'kind',
  'address',
  'timezone',
  'currency',
  'opening_hours',
  'logo_url',
  'sort_order',
  'code',
  'language',
  'country',
] as const;

const PRODUCT_COLUMNS = [
  'provider_id',
  'slug',
  'category',
  'category_order',
  'name',
  'description',
  'price',
  'currency',
  'points_price',
  'loyalty_points',
  'image_url',
  'calories',
  'proteins',
  'fats',
  'carbs',
  'composition',
  'allergens',
  'max_extra_options',
  'extra_groups',
  'sort_order',
  'translations',
] as const;

export function createCatalogRepository(db: Db) {
  const products = () =>
    db
      .selectFrom('products')
      .select(PRODUCT_SELECT)
      .select([productSoldOutToday().as('sold_out_today'), extrasSoldOutToday().as('sold_out_extras')]);

  return {
    /** Every provider, in listing order. */
    listProviders(): Promise<ProviderRecord[]> {
      return db
        .selectFrom('providers')
        .select(PROVIDER_SELECT)
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
    },

    findProvider(providerId: string): Promise<ProviderRecord | undefined> {
      return db
        .selectFrom('providers')
        .select(PROVIDER_SELECT)
        .where('id', '=', providerId)
        .executeTakeFirst();
    },

    /** Every product of every provider, in menu order (categories in their order, then products). */
    listProducts(): Promise<ProductRecord[]> {
      return products()
        .orderBy('provider_id')
        .orderBy('category_order')
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
    },

    /** Any provider's products among the ids, so a quote can tell "other provider" from "unknown". */
    findProductsByIds(productIds: string[]): Promise<ProductRecord[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return products().where('id', 'in', productIds).execute();
    },

    /**
     * Inserts or updates providers and products by id, in one transaction. Safe from several
     * instances at once.
     */
    async upsert(rows: { providers: ProviderRow[]; products: ProductRow[] }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('providers')
          .values(rows.providers)
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              ...Object.fromEntries(PROVIDER_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
              updated_at: new Date(),
            })),
          )
          .execute();
        await trx
          .insertInto('products')
          .values(rows.products)
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((eb) => ({
              ...Object.fromEntries(PRODUCT_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
              updated_at: new Date(),
            })),
          )
          .execute();
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
