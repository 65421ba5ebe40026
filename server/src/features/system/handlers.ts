import { sql } from 'kysely';
import type { Services } from '../../services';

export function createSystemHandlers({ db, config }: Services) {
  return {
    async getHealth() {
      await sql`SELECT 1`.execute(db);
      return { data: { status: 'ok' as const } };
    },

    async getAuthMethods() {
      return { data: { google: Boolean(config.google.clientId && config.google.clientSecret) } };
    },
  };
}
