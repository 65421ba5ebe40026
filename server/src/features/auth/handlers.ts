import type { Handlers } from '../../api/handler';
import { AppError } from '../../lib/errors';
import type { LoginFailureLimiter } from '../../lib/login-failure-limiter';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { EmailTakenError, type UsersRepository } from '../users/repository';
import type { RefreshTokensRepository } from './repository';
import type { SessionService } from './session-service';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
const tooManyAttempts = () =>
  new AppError(
    429,
    'RATE_LIMITED',
    'Too many failed login attempts. Please wait a few minutes and try again.',
  );

export function createAuthHandlers({
  users,
  sessions,
  refreshTokens,
  loginLimiter,
}: {
  users: UsersRepository;
  sessions: SessionService;
  refreshTokens: RefreshTokensRepository;
  loginLimiter: LoginFailureLimiter;
}): Handlers<'login' | 'register' | 'refreshToken' | 'logout'> {
  return {
    async login(request) {
      const { email, password } = request.body;
      const limitKeys = [`ip:${request.ip}`, `email:${email.toLowerCase()}`];
      if (await loginLimiter.isBlocked(limitKeys)) throw tooManyAttempts();

      const user = await users.findByEmail(email);
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await loginLimiter.recordFailure(limitKeys);
        throw invalidCredentials();
      }
      return { data: await sessions.startSession(user.id) };
    },

    async register(request, reply) {
      const { body } = request;
      const passwordHash = await hashPassword(body.password);
      let userId: string;
      try {
        userId = await users.create({
          email: body.email.trim(),
          name: body.name.trim(),
          passwordHash,
          birthdate: body.birthdate,
          phone: body.phone,
          language: body.language,
        });
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists', [
            { field: 'email', message: 'An account with this email already exists' },
          ]);
        }
        throw error;
      }
      reply.code(201);
      return { data: await sessions.startSession(userId) };
    },

    async refreshToken(request) {
      const { refreshToken } = request.body;
      return { data: await sessions.renewSession(refreshToken) };
    },

    async logout(request) {
      const { refreshToken } = request.body;
      await refreshTokens.revokeFamilyOf(refreshToken);
      return { data: { ok: true } };
    },
  };
}
