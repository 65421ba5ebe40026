import type { Kysely } from 'kysely';
import type { CatalogTables } from './tables';

/**
 * The app's database type includes more tables than the catalogue's. Kysely's query builder
 * cannot resolve column types through an unresolved generic, so catalogue code narrows the
 * handle to the tables it owns; this is safe because D is required to contain them.
 */
export type CatalogDb = Kysely<CatalogTables>;

export function asCatalogDb<D extends CatalogTables>(db: Kysely<D>): CatalogDb {
  return db as unknown as CatalogDb;
}
