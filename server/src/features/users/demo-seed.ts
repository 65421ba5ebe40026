import { sql } from 'kysely';
import { consentKindValues } from '../../api/contract.gen';
import type { Db } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

export const DEMO_USER = {
  // Fixed so that the seed is idempotent across restarts and instances.
  id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001',
  email: 'demo@example.com',
  password: 'Demo1234!',
  name: 'Demo Customer',
  birthdate: '1990-05-17',
  phone: '+34600111222',
  loyaltyPoints: [
    { delta: 200, reason: 'welcome_bonus', reference: 'demo-welcome-bonus' },
    { delta: 50, reason: 'in_store_purchase', reference: 'demo-first-visit' },
  ],
} as const;

/** Creates the demo account with its consents and 250 points, unless it is already there. */
export async function seedDemoData(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', DEMO_USER.id)
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_USER.password);
  await db.transaction().execute(async (trx) => {
    // No conflict target: another instance seeding at the same moment, or a user who already registered
    // this email, both simply win.
    const inserted = await trx
      .insertInto('users')
      .values({
        id: DEMO_USER.id,
        email: DEMO_USER.email,
        name: DEMO_USER.name,
        password_hash: passwordHash,
        birthdate: DEMO_USER.birthdate,
        phone: DEMO_USER.phone,
        language: 'en',
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return;
    await trx
      .insertInto('user_consents')
      .values(
        consentKindValues.map((kind) => ({
          user_id: DEMO_USER.id,
          kind,
          granted: true,
          updated_at: sql`now()`,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('points_ledger')
      .values(DEMO_USER.loyaltyPoints.map((entry) => ({ user_id: DEMO_USER.id, ...entry })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}
