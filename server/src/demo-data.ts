import type { Db } from './db/schema';
import { createConsentsRepository } from './features/consents/repository';
import { createLedgerRepository, type LedgerMovement } from './features/points/repository';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from './features/staff/demo-staff';
import { createUsersRepository, EmailTakenError } from './features/users/repository';
import { onFirstUse } from './lib/on-first-use';
import { hashPassword } from './lib/passwords';

// Demo data, so that a new user can try everything at once: the catalogue of three demo places
// (features/catalog/seed.ts, written through the catalogue's commands), one demo customer and the demo staff (features/staff/demo-staff.ts).
// Written at start when SEED_DEMO_DATA is true,
// which is the default on the embedded database only.

export const DEMO_USER = {
  // Fixed so that the seed is idempotent across restarts and instances.
  id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001',
  email: 'demo@example.com',
  password: 'Demo1234!',
  name: 'Demo Customer',
  birthdate: '1990-05-17',
  phone: '+34600111222',
} as const;

const DEMO_POINTS: Omit<LedgerMovement, 'userId'>[] = [
  { points: 200, reason: 'welcome_bonus', reference: 'demo-welcome-bonus' },
  { points: 50, reason: 'staff_awarded', reference: 'demo-first-visit' },
];

/** The demo accounts' password hashes (argon2id), each computed once, when first asked for. */
export interface DemoPasswordHashes {
  customer(): Promise<string>;
  staff(): Promise<string>;
}

function demoPasswordHashes(): DemoPasswordHashes {
  return {
    customer: onFirstUse(() => hashPassword(DEMO_USER.password)),
    staff: onFirstUse(() => hashPassword(DEMO_STAFF_PASSWORD)),
  };
}

/**
 * The demo accounts' password hashes, started now: for a database known to be new (the accounts will be
 * written), so that the hashing (libuv's threads) runs while the database opens (issue 12).
 */
export function startDemoPasswordHashes(): DemoPasswordHashes {
  const hashes = demoPasswordHashes();
  // Awaited by the seed; a failure is reported there, not here as well.
  hashes.customer().catch(() => undefined);
  hashes.staff().catch(() => undefined);
  return hashes;
}

/** Creates the demo customer with every consent and 250 points, unless it is already there. */
async function seedDemoUser(db: Db, hashes: DemoPasswordHashes): Promise<void> {
  if (await createUsersRepository(db).exists(DEMO_USER.id)) return;
  const passwordHash = await hashes.customer();
  try {
    // Repositories built on the transaction write all of it or nothing.
    await db.transaction().execute(async (trx) => {
      const { password: _password, ...profile } = DEMO_USER;
      await createUsersRepository(trx).create({ ...profile, passwordHash });
      await createConsentsRepository(trx).save(DEMO_USER.id, {
        essential: true,
        dataProcessing: true,
        analytics: true,
        marketing: true,
      });
      const ledger = createLedgerRepository(trx);
      for (const movement of DEMO_POINTS) await ledger.credit({ ...movement, userId: DEMO_USER.id });
    });
  } catch (error) {
    // Another instance seeding at the same moment, or someone who registered this email, simply wins.
    if (!(error instanceof EmailTakenError)) throw error;
  }
}

/**
 * Writes the demo data; safe on every start and from several instances at once. The accounts' password
 * hashes are computed only for accounts that are missing, unless `hashes` were started ahead.
 */
export async function seedDemoData(
  db: Db,
  /** The catalogue feature: writes the demo places through its commands (features/catalog/seed.ts). */
  catalog: { seed(): Promise<void> },
  hashes = demoPasswordHashes(),
): Promise<void> {
  await catalog.seed();
  await seedDemoUser(db, hashes);
  await seedDemoStaff(db, hashes.staff);
}
