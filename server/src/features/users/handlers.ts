import type { Handlers, Schema } from '../../api/handler';
import { unauthenticated } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';

export function createUserHandlers(deps: {
  viewOf(userId: string): Promise<Schema<'User'> | undefined>;
}): Handlers<'getMyUser'> {
  return {
    async getMyUser(request) {
      const user = await deps.viewOf(callerId(request));
      if (!user) throw unauthenticated();
      return { data: user };
    },
  };
}
