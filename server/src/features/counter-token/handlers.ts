import type { Handlers } from '../../api/handler';
import { callerId } from '../../plugins/authentication';
import type { CounterTokens } from './tokens';

export function createCounterTokenHandlers(deps: { tokens: CounterTokens }): Handlers<'getMyQrToken'> {
  return {
    async getMyQrToken(request, reply) {
      const issued = await deps.tokens.issue(callerId(request));
      reply.header('cache-control', 'no-store');
      return {
        data: {
          token: issued.token,
          code: issued.code,
          expiresAt: issued.expiresAt.toISOString(),
          renewAt: issued.renewAt.toISOString(),
        },
      };
    },
  };
}
