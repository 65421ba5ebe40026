import type { Handlers, Schema } from '../../api/handler';
import type { Config } from '../../config';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { AppError, rateLimited } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import type { RefreshTokensRepository } from '../auth';
import type { UsersRepository } from '../users';
import type { PasswordResetRepository } from './repository';
import { resetPasswordMail } from './reset-mail';

const OK = { data: { ok: true } } as const;

const invalidLink = () =>
  new AppError(400, 'INVALID_TOKEN', 'This reset link is invalid or has expired. Please ask for a new one.');

export function createPasswordRestoreHandlers({
  users,
  passwordResets,
  refreshTokens,
  mailer,
  publicUrl,
  limiter,
  limits,
}: {
  users: UsersRepository;
  passwordResets: PasswordResetRepository;
  refreshTokens: RefreshTokensRepository;
  mailer: Mailer;
  publicUrl: string;
  limiter: AttemptLimiter;
  limits: Config['passwordRestoreLimits'];
}): Handlers<'requestPasswordRestore' | 'checkPasswordRestore' | 'restorePassword'> {
  async function sendResetLink(email: string, language: Schema<'Language'> | undefined) {
    const user = await users.findByEmail(email);
    if (!user) return;
    const token = await passwordResets.issue(user.id);
    await mailer.send(
      resetPasswordMail({
        to: user.email,
        name: user.name,
        link: `${publicUrl}/password-restore/${token}`,
        language: language ?? user.language ?? 'en',
      }),
    );
  }

  return {
    async requestPasswordRestore(request, reply) {
      const { email, language } = request.body;
      // Every request counts, known email or not (the same answer either way): a mailbox cannot be
      // flooded, and one address cannot probe many emails.
      const verdict = await limiter.consume([
        { key: `email:${email.trim().toLowerCase()}`, max: limits.emailMax },
        { key: `address:${request.ip}`, max: limits.addressMax },
      ]);
      if (!verdict.allowed) {
        throw rateLimited(
          `Too many password reset requests. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
          verdict.retryAfterSeconds,
        );
      }
      // The account is looked up only once the answer is on its way: nothing of the known-email path
      // (lookup, token, mail) can make its answer slower or different from the unknown-email one.
      reply.raw.once('finish', () => {
        sendResetLink(email, language).catch((error) =>
          request.log.error({ err: error }, 'Password reset link not sent'),
        );
      });
      reply.code(202);
      return OK;
    },

    /** The app asks when the link is opened, so a dead link says so before a new password is typed. */
    async checkPasswordRestore(request) {
      if (!(await passwordResets.check(request.body.token))) throw invalidLink();
      return OK;
    },

    async restorePassword(request) {
      const { token, password } = request.body;
      const userId = await passwordResets.consume(token);
      if (!userId || !(await users.exists(userId))) {
        throw new AppError(
          400,
          'INVALID_TOKEN',
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      await users.setPasswordHash(userId, await hashPassword(password));
      // The link reached the account's mailbox: its email is proven (a Google sign-in now joins it).
      await users.markEmailVerified(userId);
      await refreshTokens.revokeAllForUser(userId);
      return OK;
    },
  };
}
