import { type Kysely, sql } from 'kysely';
import type { ConsentKind } from '../../db/core-tables';
import type { Database } from '../../db/database';

export const CONSENT_KINDS: readonly ConsentKind[] = [
  'essential',
  'dataProcessing',
  'analytics',
  'marketing',
];

export interface ConsentState {
  granted: boolean;
  updatedAt: string | null;
}
export type Consents = Record<ConsentKind, ConsentState>;
export type ConsentChoices = Record<ConsentKind, boolean>;

export function createConsentsRepository(db: Kysely<Database>) {
  return {
    /** Every kind, not granted unless the user said so. */
    async forUser(userId: string): Promise<Consents> {
      const rows = await db
        .selectFrom('user_consents')
        .select(['kind', 'granted', 'updated_at'])
        .where('user_id', '=', userId)
        .execute();
      const consents = Object.fromEntries(
        CONSENT_KINDS.map((kind) => [kind, { granted: false, updatedAt: null }]),
      ) as Consents;
      for (const row of rows) {
        consents[row.kind] = { granted: row.granted, updatedAt: row.updated_at.toISOString() };
      }
      return consents;
    },

    async save(userId: string, choices: ConsentChoices): Promise<void> {
      await db
        .insertInto('user_consents')
        .values(CONSENT_KINDS.map((kind) => ({ user_id: userId, kind, granted: choices[kind] })))
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind']).doUpdateSet({
            granted: (eb) => eb.ref('excluded.granted'),
            updated_at: sql`now()`,
          }),
        )
        .execute();
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
