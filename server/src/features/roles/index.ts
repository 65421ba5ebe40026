import type { Db } from '../../db/schema';
import { defineFeature } from '../../lib/features';
import { createRolesHandlers } from './handlers';
import { createRolesRepository } from './repository';

// What other features may use of this one.
export { createRolesRepository, managerOfUser, ownerOfUser } from './repository';

/**
 * Who runs what in the back office: the deployment's owners and each place's managers (and staff).
 * `plugins/back-office.ts` asks `repository` before every back-office operation (the contract's
 * `x-back-office`); the team feature grants and removes roles.
 */
export function createRolesFeature(deps: { db: Db }) {
  const repository = createRolesRepository(deps.db);
  return { repository, handlers: createRolesHandlers({ roles: repository }) };
}

export const rolesFeature = defineFeature({
  name: 'roles',
  dependencies: [],
  build: ({ db }) => createRolesFeature({ db }),
});
