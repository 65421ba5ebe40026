import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createFeedbackHandlers } from './handlers';
import { createFeedbackRepository } from './repository';

/** Messages from customers about the app or a place. */
export function createFeedbackFeature(deps: { db: Db }) {
  const repository = createFeedbackRepository(deps.db);
  return { handlers: createFeedbackHandlers({ repository }) };
}

export const feedbackFeature = defineFeature({
  name: 'feedback',
  dependencies: [],
  build: ({ db }) => createFeedbackFeature({ db }),
});
