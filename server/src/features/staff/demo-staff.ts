import type { Db } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { providerId } from '../catalog';
import { createConsentsRepository } from '../consents';
import { createRolesRepository } from '../roles';
import { createUsersRepository, EmailTakenError } from '../users';
import { createStaffRepository } from './repository';

// Demo staff (SEED_DEMO_DATA): one login per demo place, a manager (of Café Olivera in the back office,
// staff of all three at the counter, which then asks which place) and the deployment's owner. Fixed ids
// and emails, so the seed is idempotent across restarts and instances.

export const DEMO_STAFF_PASSWORD = 'Staff1234!';
/** The demo owner's password (the owner is not staff: the back office, not the counter). */
export const DEMO_OWNER_PASSWORD = 'Owner1234!';

export const DEMO_STAFF = [
  {
    id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0101',
    email: 'staff.olivera@example.com',
    name: 'Marta Olivera',
    places: ['cafe-olivera'],
  },
  {
    id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0102',
    email: 'staff.taula@example.com',
    name: 'Jordi Puig',
    places: ['la-taula-de-gracia'],
  },
  {
    id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0103',
    email: 'staff.lipa@example.com',
    name: 'Anna Nowak',
    places: ['kawiarnia-pod-lipa'],
  },
  {
    id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0104',
    email: 'manager@example.com',
    name: 'Elena Manager',
    places: ['cafe-olivera', 'la-taula-de-gracia', 'kawiarnia-pod-lipa'],
    manages: ['cafe-olivera'],
  },
  {
    id: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0105',
    email: 'owner@example.com',
    name: 'Oriol Owner',
    places: [],
    owner: true,
  },
] as const;

/** Creates the demo staff accounts and their memberships, unless they are there; `passwordHash` of DEMO_STAFF_PASSWORD. */
export async function seedDemoStaff(db: Db, passwordHash: () => Promise<string>): Promise<void> {
  const users = createUsersRepository(db);
  const missing = [];
  for (const member of DEMO_STAFF) if (!(await users.exists(member.id))) missing.push(member);
  if (missing.length === 0) return;
  const staffHash = missing.some((member) => !('owner' in member)) ? await passwordHash() : '';
  for (const member of missing) {
    const hash = 'owner' in member ? await hashPassword(DEMO_OWNER_PASSWORD) : staffHash;
    try {
      await db.transaction().execute(async (trx) => {
        await createUsersRepository(trx).create({
          id: member.id,
          email: member.email,
          name: member.name,
          passwordHash: hash,
          birthdate: '1988-01-01',
          phone: '+34600000000',
          language: 'en',
        });
        await createConsentsRepository(trx).save(member.id, {
          essential: true,
          dataProcessing: true,
          analytics: false,
          marketing: false,
        });
        const staff = createStaffRepository(trx);
        for (const place of member.places) await staff.addMembership(member.id, providerId(place));
        const roles = createRolesRepository(trx);
        if ('manages' in member) {
          for (const place of member.manages)
            await roles.setPlaceRole(member.id, providerId(place), 'manager');
        }
        if ('owner' in member) await roles.grantOwner(member.id);
      });
    } catch (error) {
      // Another instance seeding at the same moment, or someone who registered this email, wins.
      if (!(error instanceof EmailTakenError)) throw error;
    }
  }
}
