import type { FastifyRequest } from 'fastify';
import type { Handlers, RequestOf } from '../../api/handler';
import { badRequest, forbidden } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import { type ConsentsRepository, REQUIRED_CONSENTS } from './repository';

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
  saved,
}: {
  consents: ConsentsRepository;
  /** Told after the user's consents were written (the users feature forgets what it remembered). */
  saved: (userId: string) => void;
}): Handlers<'getUserConsents' | 'saveUserConsents'> {
  return {
    async getUserConsents(request) {
      const userId = ownUserId(request);
      return { data: { consents: await consents.forUser(userId) } };
    },

    async saveUserConsents(request) {
      const userId = ownUserId(request);
      const choices = request.body;
      // The required ones cannot be withdrawn here: the app is not used without them (delete the account).
      const missing = REQUIRED_CONSENTS.filter((kind) => !choices[kind]);
      if (missing.length > 0) {
        throw badRequest(
          'Please accept all required consents to continue.',
          missing.map((field) => ({ field, message: 'Required consent' })),
        );
      }
      await consents.save(userId, choices);
      saved(userId);
      return { data: { consents: await consents.forUser(userId) } };
    },
  };
}
