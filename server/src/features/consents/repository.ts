import { type Expression, sql } from 'kysely';
import { consentKindValues } from '../../api/contract.gen';
import type { RequestOf, Schema } from '../../api/handler';
import type { Db } from '../../db/schema';

type Consents = Schema<'Consents'>;
type ConsentChoices = RequestOf<'saveUserConsents'>['Body'];

/** The consents the app needs before it processes a customer's data (SPEC 5: navigation, saving). */
export const REQUIRED_CONSENTS = [
  'essential',
  'dataProcessing',
] as const satisfies readonly Schema<'ConsentKind'>[];

/**
 * Whether the user has granted every required consent, as a scalar subquery over a user id: the users
 * feature asks it in the same statement as "is this account active?" (one read per authorised request).
 */
export function requiredConsentsGiven(userId: Expression<string>) {
  const kinds = sql.join(REQUIRED_CONSENTS.map((kind) => sql.lit(kind)));
  return sql<boolean>`(select count(*) = ${sql.lit(REQUIRED_CONSENTS.length)} from user_consents uc
    where uc.user_id = ${userId} and uc.granted and uc.kind in (${kinds}))`;
}

export function createConsentsRepository(db: Db) {
  return {
    /** Every kind, not granted unless the user said so. */
    async forUser(userId: string): Promise<Consents> {
      const rows = await db
        .selectFrom('user_consents')
        .select(['kind', 'granted', 'updated_at'])
        .where('user_id', '=', userId)
        .execute();
      // Typed by ConsentKind, returned as Consents: tsc fails if the contract's kinds and the
      // properties of Consents (or of saveUserConsents' body, below) drift apart.
      const consents = Object.fromEntries(
        consentKindValues.map((kind) => [kind, { granted: false, updatedAt: null }]),
      ) as Record<Schema<'ConsentKind'>, Schema<'Consent'>>;
      for (const row of rows) {
        consents[row.kind] = { granted: row.granted, updatedAt: row.updated_at.toISOString() };
      }
      return consents;
    },

    async save(userId: string, choices: ConsentChoices): Promise<void> {
      await db
        .insertInto('user_consents')
        .values(consentKindValues.map((kind) => ({ user_id: userId, kind, granted: choices[kind] })))
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
