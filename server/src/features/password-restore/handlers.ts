import type { Handlers } from '../../api/handler';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import type { RefreshTokensRepository } from '../auth/repository';
import type { UsersRepository } from '../users/repository';
import type { PasswordResetRepository } from './repository';
import { resetPasswordMail } from './reset-mail';

const OK = { data: { ok: true } } as const;

export function createPasswordRestoreHandlers({
  users,
  passwordResets,
  refreshTokens,
  mailer,
  publicUrl,
}: {
  users: UsersRepository;
  passwordResets: PasswordResetRepository;
  refreshTokens: RefreshTokensRepository;
  mailer: Mailer;
  publicUrl: string;
}): Handlers<'requestPasswordRestore' | 'restorePassword'> {
  return {
    async requestPasswordRestore(request, reply) {
      const { email, language } = request.body;
      const user = await users.findByEmail(email);
      if (user) {
        const token = await passwordResets.issue(user.id);
        const mail = resetPasswordMail({
          to: user.email,
          name: user.name,
          link: `${publicUrl}/password-restore/${token}`,
          language: language ?? user.language,
        });
        // Not awaited: the answer must take as long, and say the same, whether or not the email exists.
        mailer.send(mail).catch((error) => request.log.error({ err: error }, 'Password reset mail not sent'));
      }
      reply.code(202);
      return OK;
    },

    async restorePassword(request) {
      const { token } = request.params;
      const { password } = request.body;
      const userId = await passwordResets.consume(token);
      if (!userId || !(await users.exists(userId))) {
        throw new AppError(
          400,
          'INVALID_TOKEN',
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
      await users.setPasswordHash(userId, await hashPassword(password));
      await refreshTokens.revokeAllForUser(userId);
      return OK;
    },
  };
}
