import type { Handlers } from '../../api/handler';
import { badRequest } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { FeedbackRepository } from './repository';

export function createFeedbackHandlers({
  repository,
}: {
  repository: FeedbackRepository;
}): Handlers<'sendFeedback'> {
  return {
    async sendFeedback(request, reply) {
      const { body } = request;
      const message = body.message.trim();
      if (!message)
        throw badRequest('Please write a message', [{ field: 'message', message: 'must not be empty' }]);
      const feedbackId = await repository.create({
        userId: callerId(request),
        message,
        rating: body.rating,
        providerId: body.providerId,
      });
      reply.code(201);
      return { data: { feedbackId } };
    },
  };
}
