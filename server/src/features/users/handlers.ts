import type { Handlers } from '../../api/handler';
import { unauthenticated } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { Services } from '../../services';
import { toUserView } from './user-view';

export function createUserHandlers({ users }: Services): Handlers<'getMyUser'> {
  return {
    async getMyUser(request) {
      const user = await users.findById(callerId(request));
      if (!user) throw unauthenticated();
      return { data: await toUserView(user, users) };
    },
  };
}
