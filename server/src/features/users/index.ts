import type { Schema } from '../../api/handler';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { defineFeature } from '../../lib/features';
import type { ConsentsFeature } from '../consents';
import { createActiveUsers } from './active-users';
import { createProfileRules } from './profile-rules';
import { createUsersRepository } from './repository';

// What other features may use of this one.
export type { ActiveUsers } from './active-users';
export type { ProfileRules } from './profile-rules';
export { createUsersRepository, EmailTakenError, type UserRecord, type UsersRepository } from './repository';

type Language = Schema<'Language'>;

/**
 * Accounts: the users table and the rules a profile keeps. The `User` the API answers with (getMyUser)
 * joins other features' data, so it is a read model of the composition layer (read-models/my-user.ts).
 */
export function createUsersFeature(deps: {
  db: Db;
  minimumAgeYears: number;
  clock: Clock;
  consents: Pick<ConsentsFeature, 'onConsentsSaved'>;
}) {
  const repository = createUsersRepository(deps.db);
  const profileRules = createProfileRules({ minimumAgeYears: deps.minimumAgeYears, clock: deps.clock });

  // Who may still use a token, and for what: asked on every authorised request, so remembered briefly
  // (active-users.ts); a consents save makes this instance read the user again.
  const activeUsers = createActiveUsers(repository.activeCaller);
  deps.consents.onConsentsSaved((userId) => activeUsers.refresh(userId));

  /**
   * The language a signed-in user chose for the app (Settings, sign-up, Google locale), or undefined
   * when none was chosen (then go by Accept-Language) or the user does not exist.
   */
  async function languageOf(userId: string): Promise<Language | undefined> {
    return (await repository.findById(userId))?.language ?? undefined;
  }

  return { repository, profileRules, languageOf, activeUsers };
}

export type UsersFeature = ReturnType<typeof createUsersFeature>;

export const usersFeature = defineFeature({
  name: 'users',
  dependencies: ['consents'],
  build: ({ db, config, clock }, { consents }: { consents: Pick<ConsentsFeature, 'onConsentsSaved'> }) =>
    createUsersFeature({ db, minimumAgeYears: config.minimumAgeYears, clock, consents }),
});
