import type { Db, Trx } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { EventsFeature } from '../events';
import { createCatalogCache, type PlaceMenu } from './cache';
import type { CatalogCommands } from './commands';
import { type CatalogOutbox, catalogCommandsIn, createCatalogCommands } from './commands';
import { readEditableMenu } from './editable-menu';
import { createCatalogHandlers } from './handlers';
import { createCatalogRepository } from './repository';
import { seedCatalog } from './seed';

// What other features may use of this one.
export type { PlaceMenu } from './cache';
export type { CatalogCommands } from './commands';
export { PlaceVersionConflict } from './commands/place-rules';
export type { PlaceRecord } from './commands/types';
export { TOO_MANY_DEFAULTS, VersionConflictError } from './commands/write-repository';
export type {
  EditableCategory,
  EditableExtraGroup,
  EditableMenu,
  EditableProduct,
} from './editable-menu';
export { languageOf } from './handlers';
export { providerId } from './ids';
export { soldNames, toCounterSettings, toProduct } from './mappers';
export { isClosedDate, isOpenNow, localDate, wallOffset } from './opening-hours';
export { quoteBasketLines } from './pricing';
export type { CatalogRepository, ProductRecord, ProviderRecord } from './repository';

/**
 * Places (coffee shops and restaurants), their menus, and basket quotes priced from the server's own
 * catalogue. Menus are written by the commands (commands/: the back office's service API, and the
 * demo seed's, seed.ts with menus/). Reads are answered from memory (cache.ts), one snapshot per place:
 * the place's events call `invalidate(providerId)` on every instance.
 */
export function createCatalogFeature(deps: { db: Db; clock: Clock; outbox: CatalogOutbox }) {
  const repository = createCatalogRepository(deps.db);
  const cache = createCatalogCache(repository);
  /**
   * Runs `work` in one transaction with the commands inside it, for a change that writes more than the
   * catalogue in that transaction (the back office's audit record): all of it commits, or none; reads in
   * `work` see the transaction's writes. Told to the outbox once committed.
   */
  async function change<T>(work: (commands: CatalogCommands, trx: Trx) => Promise<T>): Promise<T> {
    let used: Trx | undefined;
    const result = await deps.db.transaction().execute((trx) => {
      used = trx;
      return work(catalogCommandsIn(trx, deps.outbox), trx);
    });
    if (used) deps.outbox.committed?.(used);
    return result;
  }
  return {
    repository,
    commands: createCatalogCommands({ db: deps.db, outbox: deps.outbox }),
    change,
    /** The same as `change` (the menu editor's name for it). */
    write: change,
    /** The place's menu as the back office edits it (rows, not the customers' snapshot); in `trx` if given. */
    editableMenu: (providerId: string, trx?: Trx) => readEditableMenu(trx ?? deps.db, providerId),
    /** Writes the demo places that are missing (demo-data.ts). */
    seed: () => seedCatalog(deps.db, deps.outbox),
    /**
     * A place's row as the customers' reads hold it in memory (undefined: no such place): current on this
     * instance once a change committed, on the others once its event arrives.
     */
    findPlace: async (providerId: string) => (await cache.place(providerId))?.provider,
    /**
     * A place and its menu as the customers' reads hold them in memory (undefined: no such place), the
     * snapshot that answers the menus and quotes: current here once a change committed, elsewhere once
     * its event arrives.
     */
    findMenu: (providerId: string): Promise<PlaceMenu | undefined> => cache.place(providerId),
    /** Drops what is held of a place (or, without an id, of every place): its events call it. */
    invalidate: (providerId?: string) => cache.invalidate(providerId),
    handlers: createCatalogHandlers({ cache, repository, clock: deps.clock }),
  };
}

export const catalogFeature = defineFeature({
  name: 'catalog',
  dependencies: ['events'],
  build: ({ db, clock }, { events }: { events: Pick<EventsFeature, 'outbox' | 'subscriptions'> }) => {
    // The places a transaction's commands changed: this instance drops what it holds of them as soon as
    // the transaction committed, so the command's answer is never followed by a stale read here; other
    // instances drop theirs when the relay publishes the events.
    const changed = new WeakMap<Trx, Set<string | undefined>>();
    const outbox: CatalogOutbox = {
      async append(trx, audience, data) {
        const id = await events.outbox.append(trx, audience, data);
        const places = changed.get(trx) ?? new Set();
        places.add('providerId' in data ? data.providerId : undefined);
        changed.set(trx, places);
        return id;
      },
      committed(trx) {
        for (const place of changed.get(trx) ?? []) catalog.invalidate(place);
        changed.delete(trx);
      },
    };
    const catalog = createCatalogFeature({ db, clock, outbox });
    // A place's catalogue events (menu changes, sold-out marks), made here or on another instance (through
    // the events fan-out), drop what this instance holds of it. Subscribed while the features are composed,
    // before any stream is: listeners hear an event in the order they subscribed, so a customer's menu,
    // told by its stream, refetches a catalogue already refreshed.
    events.subscriptions.subscribe({ topic: 'catalog' }, (event) =>
      catalog.invalidate('providerId' in event.data ? event.data.providerId : undefined),
    );
    return catalog;
  },
});

export type CatalogFeature = ReturnType<typeof catalogFeature.build>;
