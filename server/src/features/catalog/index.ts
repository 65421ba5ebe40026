import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createCatalogCache } from './cache';
import { createCatalogHandlers } from './handlers';
import { createCatalogRepository } from './repository';

// What other features may use of this one.
export { providerId } from './ids';
export { toProduct } from './mappers';
export { isOpenNow } from './opening-hours';
export { quoteBasketLines } from './pricing';
export type { CatalogRepository } from './repository';
export type { SoldOutRepository } from './sold-out';

/**
 * Places (coffee shops and restaurants), their menus, and basket quotes priced from the server's own
 * catalogue. The demo catalogue (seed*.ts, menus/) is written by the demo data at start. Reads are
 * answered from memory (cache.ts): whoever changes the catalogue calls `invalidate()`.
 */
export function createCatalogFeature(deps: { db: Db; clock: Clock }) {
  const repository = createCatalogRepository(deps.db);
  const cache = createCatalogCache(repository);
  return {
    repository,
    /** Call after any change to providers or products (menu, sold-out), or when another instance made one. */
    invalidate: () => cache.invalidate(),
    handlers: createCatalogHandlers({ cache, clock: deps.clock }),
  };
}
