import type { FastifyRequest } from 'fastify';
import type { Schema } from '../api/handler';
import { AccessTokenError, type AccessTokenService } from '../lib/access-tokens';
import { isDatabaseUnavailable, isDataException } from '../lib/database-errors';
import { AppError, serviceUnavailable, unauthenticated } from '../lib/errors';

/**
 * What an authenticated request learns about its caller besides the id (the users feature's
 * `activeUsers` answers it). Declared here, so this plugin depends on no feature.
 */
interface ActiveCaller {
  /** The language the user chose; null when none was chosen. */
  language: Schema<'Language'> | null;
  /** The user has granted the required consents. */
  consented: boolean;
}

/**
 * The operation may be used before the required consents are given (`x-consents-exempt: true` in
 * openapi.yaml: the account and consents operations). routes.gen.ts copies an operation's `x-`
 * properties into its route's schema.
 */
function consentsExempt(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  return schema?.['x-consents-exempt'] === true;
}

const consentsRequired = () =>
  new AppError(403, 'CONSENTS_REQUIRED', 'Please accept the required consents to continue.');

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `accessToken` security handler on routes that need a logged-in user. */
    userId?: string;
    /** The logged-in user's saved language (catalogue texts use it when Accept-Language names none). */
    userLanguage?: Schema<'Language'>;
  }
}

/** The id of the logged-in caller; only valid on routes secured with `accessToken`. */
export function callerId(request: FastifyRequest): string {
  if (!request.userId) throw unauthenticated();
  return request.userId;
}

/** The security handlers of the contract's routes (contract-routes.ts), named after the securitySchemes of openapi.yaml. */
export function createSecurityHandlers({
  accessTokens,
  users,
}: {
  accessTokens: Pick<AccessTokenService, 'verify'>;
  /** The caller when the account is active (not deleted), with whether it gave the consents, else undefined. */
  users: { get(userId: string): Promise<ActiveCaller | undefined> };
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
      let user: ActiveCaller | undefined;
      try {
        user = await users.get(userId);
      } catch (error) {
        // The database refused the id (not one a user can have): the token names no user, sign out.
        if (isDataException(error)) throw unauthenticated();
        request.log.error({ err: error }, 'Could not check the caller against the database');
        // The database failed, not the token: a 401 would log the customer out over an outage.
        if (isDatabaseUnavailable(error)) throw serviceUnavailable();
        // Anything else is a fault of ours: a 5xx keeps the session, but it is no outage to wait out.
        throw new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
      }
      if (!user) throw unauthenticated();
      // The app processes a customer's data only with the required consents (SPEC 5); the contract says
      // which operations stay open without them. Checked here, before any handler reads or writes.
      if (!user.consented && !consentsExempt(request)) throw consentsRequired();
      request.userId = userId;
      request.userLanguage = user.language ?? undefined;
    },
  };
}
