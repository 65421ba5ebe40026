import type { FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../api/handler';
import { AppError, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { callerId } from '../../plugins/authentication';
import type { RefreshTokensRepository } from '../auth/repository';
import type { UsersRepository } from '../users/repository';
import type { AccountRepository } from './repository';

const OK = { data: { ok: true } } as const;

function refreshTokenHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-refresh-token'];
  return Array.isArray(header) ? header[0] : header;
}

export function createAccountHandlers({
  repository,
  users,
  viewOf,
  refreshTokens,
}: {
  repository: AccountRepository;
  users: UsersRepository;
  viewOf(userId: string): Promise<Schema<'User'> | undefined>;
  refreshTokens: RefreshTokensRepository;
}): Handlers<'updateMyProfile' | 'changePassword' | 'addPassword' | 'deleteMyAccount'> {
  async function currentUser(request: FastifyRequest) {
    const user = await users.findById(callerId(request));
    if (!user) throw unauthenticated();
    return user;
  }

  /** The caller's own session family (from x-auth-refresh-token), kept when other sessions are revoked. */
  async function ownFamilyId(request: FastifyRequest, userId: string): Promise<string | undefined> {
    const token = refreshTokenHeader(request);
    const family = token ? await refreshTokens.familyOf(token) : undefined;
    return family?.userId === userId ? family.familyId : undefined;
  }

  return {
    async updateMyProfile(request) {
      const user = await currentUser(request);
      const changes = request.body;
      await users.updateProfile(user.id, {
        ...changes,
        ...(changes.name ? { name: changes.name.trim() } : {}),
      });
      const updated = await viewOf(user.id);
      if (!updated) throw unauthenticated();
      return { data: updated };
    },

    async changePassword(request) {
      const user = await currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, 'INVALID_CREDENTIALS', 'The current password is not correct', [
          { field: 'currentPassword', message: 'The current password is not correct' },
        ]);
      }
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      await refreshTokens.revokeAllForUser(user.id, await ownFamilyId(request, user.id));
      return OK;
    },

    async addPassword(request) {
      const user = await currentUser(request);
      if (user.passwordHash) {
        throw new AppError(
          409,
          'PASSWORD_ALREADY_SET',
          'This account already has a password; change it instead',
        );
      }
      const { newPassword } = request.body;
      await users.setPasswordHash(user.id, await hashPassword(newPassword));
      return OK;
    },

    async deleteMyAccount(request) {
      const user = await currentUser(request);
      await repository.erase(user.id);
      return OK;
    },
  };
}
