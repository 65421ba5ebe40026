import type { FastifyRequest } from 'fastify';
import type { Handlers, RequestOf } from '../../api/handler';
import { badRequest, forbidden } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import type { ConsentsRepository } from './repository';

/** Consents are the caller's own: a userId other than the caller's is refused before any read or write. */
function ownUserId(request: FastifyRequest<Pick<RequestOf<'getUserConsents'>, 'Querystring'>>): string {
  const userId = callerId(request);
  if (request.query.userId !== userId) {
    throw forbidden('You may only read or change your own consents');
  }
  return userId;
}

export function createConsentHandlers({
  consents,
}: {
  consents: ConsentsRepository;
}): Handlers<'getUserConsents' | 'saveUserConsents'> {
  return {
    async getUserConsents(request) {
      const userId = ownUserId(request);
      return { data: { consents: await consents.forUser(userId) } };
    },

    async saveUserConsents(request) {
      const userId = ownUserId(request);
      const choices = request.body;
      if (!choices.essential || !choices.dataProcessing) {
        throw badRequest('Please accept all required consents to continue.', [
          ...(choices.essential ? [] : [{ field: 'essential', message: 'Required consent' }]),
          ...(choices.dataProcessing ? [] : [{ field: 'dataProcessing', message: 'Required consent' }]),
        ]);
      }
      await consents.save(userId, choices);
      return { data: { consents: await consents.forUser(userId) } };
    },
  };
}
