import { sql } from 'kysely';
import type { Handlers } from '../../api/handler';
import type { Services } from '../../services';

export function createSystemHandlers({ db, config }: Services): Handlers<'getHealth' | 'getAuthMethods'> {
  return {
    async getHealth() {
      await sql`SELECT 1`.execute(db);
      return { data: { status: 'ok' } };
    },

    async getAuthMethods() {
      return { data: { google: Boolean(config.google.clientId && config.google.clientSecret) } };
    },
  };
}
