import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createConsentHandlers } from './handlers';
import { createConsentsRepository } from './repository';

// What other features may use of this one.
export { createConsentsRepository, requiredConsentsGiven } from './repository';

type ConsentsSavedListener = (userId: string) => void;

/** The signed-in user's own data-processing consents. */
export function createConsentsFeature(deps: { db: Db }) {
  const repository = createConsentsRepository(deps.db);
  const listeners = new Set<ConsentsSavedListener>();
  const handlers = createConsentHandlers({
    consents: repository,
    saved: (userId) => {
      for (const listener of listeners) listener(userId);
    },
  });
  return {
    repository,
    handlers,
    /** Calls `listener` after a user's consents were saved on this instance; returns the unsubscribe. */
    onConsentsSaved(listener: ConsentsSavedListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConsentsFeature = ReturnType<typeof createConsentsFeature>;

export const consentsFeature = defineFeature({
  name: 'consents',
  dependencies: [],
  build: ({ db }) => createConsentsFeature({ db }),
});
