import { sql } from 'kysely';
import type { Db } from '../../db/schema';

export function createSystemRepository(db: Db) {
  return {
    /** Resolves when the database answers a query. */
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
