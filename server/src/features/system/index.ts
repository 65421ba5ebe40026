import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createSystemHandlers } from './handlers';
import { createSystemRepository } from './repository';

/** Health and the sign-in methods this server offers. */
export function createSystemFeature(deps: { db: Db; config: Pick<Config, 'google'> }) {
  const repository = createSystemRepository(deps.db);
  const { clientId, clientSecret } = deps.config.google;
  return {
    handlers: createSystemHandlers({ repository, googleConfigured: Boolean(clientId && clientSecret) }),
  };
}

export const systemFeature = defineFeature({
  name: 'system',
  dependencies: [],
  build: ({ db, config }) => createSystemFeature({ db, config }),
});
