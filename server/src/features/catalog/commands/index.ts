import type { Db, Trx } from '../../../db/schema';
import { categoryCommands } from './categories';
import { extraCommands } from './extras';
import { placeCommands } from './places';
import { productCommands } from './products';
import { soldOutCommands } from './sold-out';
import { translationCommands } from './translations';
import type { CatalogOutbox, Run } from './types';

// The catalogue's write commands: the service API the back office is built on. Each command checks
// its input (400 VALIDATION_ERROR naming the fields, 404 for an unknown or retired target), runs in one
// transaction that first bumps the place's catalogue version (which also serialises the place's
// writes), writes its event to the outbox in that transaction, and returns what it wrote. What the
// reads use (a product's `category_order` and `extra_groups`) is kept in step in the same transaction.

export type { CatalogOutbox } from './types';

/** The commands, each run by `run` (its own transaction, or one the caller opened). */
function commandsRunBy(run: Run, outbox: CatalogOutbox) {
  const context = {
    run,
    outbox,
    changed: (trx: Trx, providerId: string, version: number) =>
      outbox.append(trx, { topic: 'catalog' }, { type: 'catalog.changed', providerId, version }),
  };
  return {
    ...placeCommands(context),
    ...categoryCommands(context),
    ...extraCommands(context),
    ...productCommands(context),
    ...translationCommands(context),
    ...soldOutCommands(context),
  };
}

/** The catalogue's write commands, each in a transaction of its own. */
export function createCatalogCommands(deps: { db: Db; outbox: CatalogOutbox }) {
  return commandsRunBy(async (work) => {
    let used: Trx | undefined;
    const result = await deps.db.transaction().execute((trx) => {
      used = trx;
      return work(trx);
    });
    if (used) deps.outbox.committed?.(used);
    return result;
  }, deps.outbox);
}

/** The same commands inside a transaction the caller opened (the demo seed writes a place at once). */
export function catalogCommandsIn(trx: Trx, outbox: CatalogOutbox) {
  return commandsRunBy((work) => work(trx), outbox);
}

export type CatalogCommands = ReturnType<typeof createCatalogCommands>;
