import type { FastifyRequest } from 'fastify';
import type { Handlers, Schema } from '../../api/handler';
import type { Trx } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, unauthenticated } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { callerId } from '../../plugins/authentication';
import type { RefreshTokensRepository } from '../auth';
import { accountDeletedReason } from '../orders';
import { type ActiveUsers, EmailTakenError, type ProfileRules, type UsersRepository } from '../users';
import { confirmEmailChangeMail, emailChangedMail } from './email-change-mails';
import type { AccountRepository } from './repository';

const OK = { data: { ok: true } } as const;

const wrongCurrentPassword = () =>
  new AppError(400, 'INVALID_CREDENTIALS', 'The current password is not correct', [
    { field: 'currentPassword', message: 'The current password is not correct' },
  ]);

const emailTaken = (field?: string) =>
  new AppError(
    409,
    'EMAIL_TAKEN',
    'An account with this email already exists',
    field ? [{ field, message: 'An account with this email already exists' }] : undefined,
  );

function refreshTokenHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-refresh-token'];
  return Array.isArray(header) ? header[0] : header;
}

export function createAccountHandlers({
  repository,
  users,
  viewOf,
  refreshTokens,
  activeUsers,
  profileRules,
  mailer,
  publicUrl,
  clock,
  cancelOpenOrders,
}: {
  repository: AccountRepository;
  users: UsersRepository;
  /** Told when an account is deleted (its tokens are refused at once) or changed. */
  activeUsers: Pick<ActiveUsers, 'forget' | 'refresh'>;
  viewOf(userId: string): Promise<Schema<'User'> | undefined>;
  refreshTokens: RefreshTokensRepository;
  profileRules: ProfileRules;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  /** Cancels the user's open orders inside the deletion's transaction (refunds, the place's queue told). */
  cancelOpenOrders(trx: Trx, userId: string, reason: string): Promise<unknown>;
}): Handlers<
  | 'updateMyProfile'
  | 'changePassword'
  | 'addPassword'
  | 'deleteMyAccount'
  | 'requestEmailChange'
  | 'confirmEmailChange'
> {
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
      // Throws before anything is written when a field breaks a rule.
      const { name } = profileRules.check(changes);
      await users.updateProfile(user.id, { ...changes, ...(name === undefined ? {} : { name }) });
      activeUsers.refresh(user.id);
      const updated = await viewOf(user.id);
      if (!updated) throw unauthenticated();
      return { data: updated };
    },

    async changePassword(request) {
      const user = await currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw wrongCurrentPassword();
      }
      // The current password was just verified, so an equal string is the same password.
      if (newPassword === currentPassword) {
        const message = 'The new password must be different from the current one';
        throw new AppError(400, 'SAME_PASSWORD', message, [{ field: 'newPassword', message }]);
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

    async requestEmailChange(request, reply) {
      const user = await currentUser(request);
      const { currentPassword, language } = request.body;
      const newEmail = request.body.newEmail.trim();
      if (user.passwordHash) {
        if (!currentPassword) {
          throw badRequest('Your current password is needed to change your email', [
            { field: 'currentPassword', message: 'Your current password is needed to change your email' },
          ]);
        }
        if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
      }
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        throw badRequest('This is already your email', [
          { field: 'newEmail', message: 'This is already your email' },
        ]);
      }
      const holder = await users.findByEmail(newEmail);
      if (holder && holder.id !== user.id) throw emailTaken('newEmail');

      const mailLanguage = language ?? user.language ?? 'en';
      const token = await repository.requestEmailChange({
        userId: user.id,
        newEmail,
        language: mailLanguage,
        now: clock(),
      });
      const mail = confirmEmailChangeMail({
        to: newEmail,
        name: user.name,
        link: `${publicUrl}/confirm-email/${token}`,
        language: mailLanguage,
      });
      mailer.send(mail).catch((error) => request.log.error({ err: error }, 'Email change mail not sent'));
      reply.code(202);
      return OK;
    },

    async confirmEmailChange(request) {
      const change = await repository.consumeEmailChange(request.body.token);
      const user = change && (await users.findById(change.userId));
      if (!change || !user) {
        throw new AppError(
          400,
          'INVALID_TOKEN',
          'This confirmation link is invalid or has expired. Please change your email again.',
        );
      }
      try {
        await users.setEmail(user.id, change.newEmail);
      } catch (error) {
        if (error instanceof EmailTakenError) throw emailTaken();
        throw error;
      }
      const notice = emailChangedMail({
        to: user.email,
        name: user.name,
        newEmail: change.newEmail,
        language: change.language,
      });
      mailer
        .send(notice)
        .catch((error) => request.log.error({ err: error }, 'Email changed notice not sent'));
      return OK;
    },

    async deleteMyAccount(request) {
      const user = await currentUser(request);
      await repository.erase(user.id, (trx) =>
        cancelOpenOrders(trx, user.id, accountDeletedReason(user.language ?? 'en')),
      );
      activeUsers.forget(user.id);
      return OK;
    },
  };
}
