import type { Selectable } from 'kysely';
import type { CatalogDb } from './catalog-db';
import type { ProductsTable, ProvidersTable } from './tables';

export type ProviderRecord = Selectable<ProvidersTable>;
export type ProductRecord = Selectable<ProductsTable>;

/** `%`, `_` and the escape character itself match literally in the LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function createCatalogRepository(db: CatalogDb) {
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
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
