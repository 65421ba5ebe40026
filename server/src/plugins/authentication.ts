import type { FastifyRequest } from 'fastify';
import type { UsersRepository } from '../features/users/repository';
import { AccessTokenError, type AccessTokenService } from '../lib/access-tokens';
import { AppError, unauthenticated } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `accessToken` security handler on routes that need a logged-in user. */
    userId?: string;
  }
}

/** The id of the logged-in caller; only valid on routes secured with `accessToken`. */
export function callerId(request: FastifyRequest): string {
  if (!request.userId) throw unauthenticated();
  return request.userId;
}

/** fastify-openapi-glue security handlers, named after the securitySchemes of openapi.yaml. */
export function createSecurityHandlers({
  accessTokens,
  users,
}: {
  accessTokens: AccessTokenService;
  users: Pick<UsersRepository, 'exists'>;
}) {
  return {
    async accessToken(request: FastifyRequest) {
      const header = request.headers['x-auth-token'];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw unauthenticated();
      let userId: string;
      try {
        userId = await accessTokens.verify(token);
      } catch (error) {
        if (error instanceof AccessTokenError && error.expired) {
          throw new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired');
        }
        throw unauthenticated();
      }
      // A deleted account's tokens stay cryptographically valid until they expire; refuse them now.
      if (!(await users.exists(userId))) throw unauthenticated();
      request.userId = userId;
    },
  };
}
