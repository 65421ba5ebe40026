import { type Selectable, sql } from 'kysely';
import type { Db, ProductsTable, ProvidersTable, StoredTranslations } from '../../db/schema';
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
  'catalog_version',
  'closed_dates',
  'prep_minutes',
  'slot_minutes',
  'max_orders_per_slot',
  'ordering_paused_at',
  'ordering_pause_reason',
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
/**
 * A product with today's sold-out marks of its place (sold-out.ts), and its category's name in English
 * and its translations (null only for a category row that is missing, which the commands never leave).
 */
export type ProductRecord = Pick<Selectable<ProductsTable>, (typeof PRODUCT_SELECT)[number]> & {
  sold_out_today: boolean;
  sold_out_extras: string[];
  category_name: string | null;
  category_translations: StoredTranslations | null;
};

/** A column of the product's category (its place's row with the product's `category` key). */
const categoryColumn = <T>(column: 'name' | 'translations') =>
  sql<T>`(select c.${sql.ref(column)} from catalog_categories c where c.provider_id = products.provider_id and c.key = products.category)`;

export function createCatalogRepository(db: Db) {
  const products = () =>
    db
      .selectFrom('products')
      .select(PRODUCT_SELECT)
      .select([
        productSoldOutToday().as('sold_out_today'),
        extrasSoldOutToday().as('sold_out_extras'),
        categoryColumn<string | null>('name').as('category_name'),
        categoryColumn<StoredTranslations | null>('translations').as('category_translations'),
      ])
      // A retired product is kept for the orders that name it, but is no longer on any menu.
      .where('retired_at', 'is', null);

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

    /** Every column of the place (the back office's view of it). */
    findPlaceRow(providerId: string) {
      return db.selectFrom('providers').selectAll().where('id', '=', providerId).executeTakeFirst();
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

    /** The place's products, in menu order. */
    listProductsOf(providerId: string): Promise<ProductRecord[]> {
      return products()
        .where('provider_id', '=', providerId)
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
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
