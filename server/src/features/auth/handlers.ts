import type { Handlers } from '../../api/handler';
import type { AttemptLimiter, LimitRule } from '../../lib/attempt-limiter';
import { AppError, rateLimited } from '../../lib/errors';
import type { AppMetrics } from '../../lib/metrics';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { EmailTakenError, type ProfileRules, type UsersRepository } from '../users';
import type { RefreshTokensRepository } from './repository';
import type { SessionService } from './session-service';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
const tooManyAttempts = (retryAfterSeconds: number) =>
  rateLimited(
    `Too many failed login attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    retryAfterSeconds,
  );

export interface LoginLimits {
  /** Failures per address and email together. */
  max: number;
  /** Failures per email, from any address. */
  accountMax: number;
  /** Failures per address, over every email. */
  addressMax: number;
}

/** The counters one login attempt counts against. */
function loginLimitRules(address: string, email: string, limits: LoginLimits): LimitRule[] {
  const account = email.trim().toLowerCase();
  return [
    { key: `address-account:${address}:${account}`, max: limits.max },
    { key: `account:${account}`, max: limits.accountMax },
    { key: `address:${address}`, max: limits.addressMax },
  ];
}

export function createAuthHandlers({
  users,
  profileRules,
  sessions,
  refreshTokens,
  loginLimiter,
  loginLimits,
  registrationLimiter,
  registrationTakenMax,
  metrics,
}: {
  users: UsersRepository;
  profileRules: ProfileRules;
  sessions: SessionService;
  refreshTokens: RefreshTokensRepository;
  loginLimiter: AttemptLimiter;
  loginLimits: LoginLimits;
  registrationLimiter: AttemptLimiter;
  registrationTakenMax: number;
  metrics: Pick<AppMetrics, 'loginFailed'>;
}): Handlers<'login' | 'register' | 'refreshToken' | 'logout'> {
  return {
    async login(request) {
      const { email, password } = request.body;
      // Counted as a failure before the password is checked, atomically with the check of the limit:
      // concurrent guesses cannot all slip under it. A success is taken back below.
      const rules = loginLimitRules(request.ip, email, loginLimits);
      const verdict = await loginLimiter.consume(rules);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterSeconds);

      const user = await users.findByEmail(email);
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        metrics.loginFailed();
        throw invalidCredentials();
      }
      await loginLimiter.refund(rules.map((rule) => rule.key));
      return { data: await sessions.startSession(user.id) };
    },

    async register(request, reply) {
      const { body } = request;
      const { name } = profileRules.check({ name: body.name, birthdate: body.birthdate });
      // Only answers that were 409 (a taken email) count: a registration in progress counts nothing, so
      // any number of new accounts from one address (a café's Wi-Fi) go through. Once an address has had
      // its 409s, every registration from it is 429 (a 201 would tell which emails are free).
      const rules = [{ key: `address:${request.ip}`, max: registrationTakenMax }];
      const limited = (retryAfterSeconds: number) =>
        rateLimited(
          `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
          retryAfterSeconds,
        );
      const verdict = await registrationLimiter.check(rules);
      if (!verdict.allowed) throw limited(verdict.retryAfterSeconds);
      const passwordHash = await hashPassword(body.password);
      let userId: string;
      try {
        userId = await users.create({
          email: body.email.trim(),
          name: name ?? body.name.trim(),
          passwordHash,
          birthdate: body.birthdate,
          phone: body.phone,
          language: body.language,
        });
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        // Counted atomically with the check of the limit: of concurrent probes from one address, at most
        // the limit's number learn that their email is taken; the others are 429 like any probe after them.
        const counted = await registrationLimiter.consume(rules);
        if (!counted.allowed) throw limited(counted.retryAfterSeconds);
        throw new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists', [
          { field: 'email', message: 'An account with this email already exists' },
        ]);
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
