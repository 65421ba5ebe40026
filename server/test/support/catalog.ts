import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/schema';
import type { CatalogOutbox } from '../../src/features/catalog/commands';
import { seedCatalog } from '../../src/features/catalog/seed';
import type { EventAudience, LiveEventData } from '../../src/features/events/publisher';

/** An outbox that keeps what it is given, in order (where no app is running to deliver it). */
export function recordingOutbox(): CatalogOutbox & {
  appended: { audience: EventAudience; data: LiveEventData }[];
} {
  const appended: { audience: EventAudience; data: LiveEventData }[] = [];
  return {
    appended,
    append: async (_trx, audience, data) => {
      appended.push({ audience, data });
      return randomUUID();
    },
  };
}

/** The demo catalogue's seed on a database of its own (no app, so no one to tell of it). */
export const demoCatalog = (db: Db) => ({ seed: () => seedCatalog(db, recordingOutbox()) });
