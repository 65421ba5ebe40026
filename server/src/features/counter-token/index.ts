import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import { createCounterTokenHandlers } from './handlers';
import { createCounterTokensRepository } from './repository';
import { createCounterTokens } from './tokens';

// What other features may use of this one.
export type { CounterTokenRefusal, CounterTokens } from './tokens';

/**
 * The personal QR code shown at the counter: getMyQrToken issues a short-lived signed token, and
 * `tokens.verify` is what the staff console calls on a scanned one (expired, forged or replaced tokens
 * are refused).
 */
export function createCounterTokenFeature(deps: { db: Db; clock: Clock; secret: string }) {
  const tokens = createCounterTokens({
    secret: deps.secret,
    clock: deps.clock,
    repository: createCounterTokensRepository(deps.db),
  });
  return { tokens, handlers: createCounterTokenHandlers({ tokens }) };
}

export const counterTokenFeature = defineFeature({
  name: 'counterToken',
  dependencies: [],
  build: ({ db, clock, config }) => createCounterTokenFeature({ db, clock, secret: config.jwtSecret }),
});

export type CounterTokenFeature = ReturnType<typeof counterTokenFeature.build>;
