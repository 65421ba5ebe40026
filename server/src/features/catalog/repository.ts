import type { Insertable, Selectable } from 'kysely';
import type { Db, ProductsTable, ProvidersTable } from '../../db/schema';

export type ProviderRecord = Selectable<ProvidersTable>;
export type ProductRecord = Selectable<ProductsTable>;
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
] as const;

/** `%`, `_` and the escape character itself match literally in the LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createCatalogRepository(db: Db) {
  return {
    listProviders(nameContains?: string): Promise<ProviderRecord[]> {
      let query = db.selectFrom('providers').selectAll();
      const search = nameContains?.trim();
      if (search) query = query.where('name', 'ilike', containsPattern(search));
      return query.orderBy('sort_order').orderBy('name').execute();
    },

    findProvider(providerId: string): Promise<ProviderRecord | undefined> {
      return db.selectFrom('providers').selectAll().where('id', '=', providerId).executeTakeFirst();
    },

    /** In menu order: categories in their order, then products in theirs. */
    listProducts(providerId: string): Promise<ProductRecord[]> {
      return db
        .selectFrom('products')
        .selectAll()
        .where('provider_id', '=', providerId)
        .orderBy('category_order')
        .orderBy('sort_order')
        .orderBy('name')
        .execute();
    },

    findProduct(providerId: string, productId: string): Promise<ProductRecord | undefined> {
      return db
        .selectFrom('products')
        .selectAll()
        .where('provider_id', '=', providerId)
        .where('id', '=', productId)
        .executeTakeFirst();
    },

    /** Any provider's products among the ids, so a quote can tell "other provider" from "unknown". */
    findProductsByIds(productIds: string[]): Promise<ProductRecord[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').selectAll().where('id', 'in', productIds).execute();
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
