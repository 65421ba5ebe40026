import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createConsentHandlers } from './handlers';
import { createConsentsRepository } from './repository';

// What other features may use of this one.
export { createConsentsRepository } from './repository';

/** The signed-in user's own data-processing consents. */
export function createConsentsFeature(deps: { db: Db }) {
  const repository = createConsentsRepository(deps.db);
  return { repository, handlers: createConsentHandlers({ consents: repository }) };
}

export const consentsFeature = defineFeature({
  name: 'consents',
  dependencies: [],
  build: ({ db }) => createConsentsFeature({ db }),
});
