import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createCatalogCache } from './cache';
import { type CatalogOutbox, createCatalogCommands } from './commands';
import { createCatalogHandlers } from './handlers';
import { createCatalogRepository } from './repository';
import { seedCatalog } from './seed';

/**
 * Places (coffee shops and restaurants), their menus, and basket quotes priced from the server's own
 * catalogue. Menus are written by the commands (commands.ts: the back office's service API, and the
 * demo seed's, seed.ts with menus/). Reads are answered from memory (cache.ts), one snapshot per place:
 * the place's events call `invalidate(providerId)` on every instance.
 */
export function createCatalogFeature(deps: { db: Db; clock: Clock; outbox: CatalogOutbox }) {
  const repository = createCatalogRepository(deps.db);
  const cache = createCatalogCache(repository);
  return {
    repository,
    commands: createCatalogCommands({ db: deps.db, outbox: deps.outbox }),
    /** Writes the demo places that are missing (demo-data.ts). */
    seed: () => seedCatalog(deps.db, deps.outbox),
    /** Drops what is held of a place (or, without an id, of every place): its events call it. */
    invalidate: (providerId?: string) => cache.invalidate(providerId),
    handlers: createCatalogHandlers({ cache, repository, clock: deps.clock }),
  };
}
