import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { EventsFeature } from '../events';
import { createCatalogCache } from './cache';
import { createCatalogHandlers } from './handlers';
import { createCatalogRepository } from './repository';
import { createSoldOutRepository } from './sold-out';

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

export const catalogFeature = defineFeature({
  name: 'catalog',
  dependencies: ['events'],
  build: ({ db, clock }, { events }: { events: Pick<EventsFeature, 'subscriptions'> }) => {
    const catalog = createCatalogFeature({ db, clock });
    // Sold-out marks and other catalogue changes, made here or on another instance (through the events
    // fan-out), refresh this instance's catalogue. Subscribed while the features are composed, before any
    // stream is: listeners hear an event in the order they subscribed, so a customer's menu, told by its
    // stream, refetches a catalogue already refreshed.
    events.subscriptions.subscribe({ topic: 'catalog' }, () => catalog.invalidate());
    /** Sold-out marks of products and extras (staff console); the catalogue refreshes on their event. */
    return { ...catalog, soldOut: createSoldOutRepository(db) };
  },
});

export type CatalogFeature = ReturnType<typeof catalogFeature.build>;
