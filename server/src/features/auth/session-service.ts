import type { AccessTokenService } from '../../lib/access-tokens';
import { AppError } from '../../lib/errors';
import type { RefreshTokensRepository } from './repository';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const invalidRefreshToken = () =>
  new AppError(401, 'INVALID_TOKEN', 'Your session has ended. Please log in again.');

/** Issues and renews the token pairs every sign-in method ends with. */
export function createSessionService(deps: {
  accessTokens: AccessTokenService;
  refreshTokens: RefreshTokensRepository;
  refreshTokenTtlDays: number;
}) {
  return {
    async startSession(userId: string): Promise<TokenPair> {
      const refreshToken = await deps.refreshTokens.startFamily(userId, deps.refreshTokenTtlDays);
      return { accessToken: await deps.accessTokens.sign(userId), refreshToken };
    },

    async renewSession(refreshToken: string): Promise<TokenPair> {
      const rotation = await deps.refreshTokens.rotate(refreshToken);
      if (!rotation.ok) throw invalidRefreshToken();
      return {
        accessToken: await deps.accessTokens.sign(rotation.userId),
        refreshToken: rotation.refreshToken,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
