import type { Kysely } from 'kysely';
import { asCatalogDb } from './catalog-db';
import { seedProviders } from './seed-data';
import { catalogRows } from './seed-rows';
import type { CatalogTables } from './tables';

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

/**
 * Writes the demo catalogue. Safe on every start and from several instances at once: rows are
 * keyed by ids derived from their slugs and upserted, so the menu follows the seed data. Whether a
 * product is available is the shop's day-to-day call, so a restart never overwrites it.
 */
export async function seedCatalog<D extends CatalogTables>(database: Kysely<D>): Promise<void> {
  const db = asCatalogDb(database);
  const rows = catalogRows(seedProviders);
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
}
