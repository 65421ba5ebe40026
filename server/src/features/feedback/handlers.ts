import type { Handlers } from '../../api/handler';
import { badRequest } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { Services } from '../../services';

export function createFeedbackHandlers({ db }: Services): Handlers<'sendFeedback'> {
  return {
    async sendFeedback(request, reply) {
      const { body } = request;
      const message = body.message.trim();
      if (!message)
        throw badRequest('Please write a message', [{ field: 'message', message: 'must not be empty' }]);
      const row = await db
        .insertInto('feedback')
        .values({
          user_id: callerId(request),
          message,
          rating: body.rating ?? null,
          provider_id: body.providerId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { data: { feedbackId: row.id } };
    },
  };
}
