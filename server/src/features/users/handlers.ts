import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { Services } from '../../services';
import { toUserView } from './user-view';

export function createUserHandlers({ users }: Services) {
  return {
    async getMyUser(request: FastifyRequest) {
      const user = await users.findById(callerId(request));
      if (!user) throw unauthenticated();
      return { data: await toUserView(user, users) };
    },
  };
}
