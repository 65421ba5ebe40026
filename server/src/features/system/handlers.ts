import type { Handlers } from '../../api/handler';
import type { SystemRepository } from './repository';

export function createSystemHandlers(deps: {
  repository: SystemRepository;
  googleConfigured: boolean;
}): Handlers<'getHealth' | 'getAuthMethods'> {
  return {
    async getHealth() {
      await deps.repository.ping();
      return { data: { status: 'ok' } };
    },

    async getAuthMethods() {
      return { data: { google: deps.googleConfigured } };
    },
  };
}
