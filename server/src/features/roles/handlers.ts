import type { Handlers } from '../../api/handler';
import { callerId } from '../../plugins/authentication';
import type { RolesRepository } from './repository';

export function createRolesHandlers(deps: { roles: RolesRepository }): Handlers<'listManagedPlaces'> {
  return {
    async listManagedPlaces(request) {
      const ids = await deps.roles.managedPlaceIds(callerId(request));
      return { data: { owner: ids === 'all', places: await deps.roles.places(ids) } };
    },
  };
}
