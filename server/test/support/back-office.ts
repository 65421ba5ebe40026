import type { FastifyInstance } from 'fastify';
import { createRolesRepository } from '../../src/features/roles/repository';
import { createStaffRepository } from '../../src/features/staff/repository';
import { registerUser, type TestUser } from '../helper';
import { OLIVERA, TAULA } from './staff';

/** The people a back-office test calls as: each a new account with the consents given. */
export interface BackOfficeActors {
  /** An owner of the deployment. */
  owner: TestUser;
  /** A manager of Café Olivera (and so its staff at the counter). */
  manager: TestUser;
  /** A manager of La Taula de Gràcia: another place. */
  otherManager: TestUser;
  /** Staff of Café Olivera. */
  staff: TestUser;
  /** A customer. */
  customer: TestUser;
}

/** Makes the actors, with their roles written as `npm run owner:add` and the team's operations write them. */
export async function createBackOfficeActors(app: FastifyInstance): Promise<BackOfficeActors> {
  const roles = createRolesRepository(app.db);
  const staffRepository = createStaffRepository(app.db);
  const [owner, manager, otherManager, staff, customer] = await Promise.all([
    registerUser(app, { name: 'Olga Owner' }),
    registerUser(app, { name: 'Manel Manager' }),
    registerUser(app, { name: 'Teresa Manager' }),
    registerUser(app, { name: 'Sergi Staff' }),
    registerUser(app, { name: 'Carla Customer' }),
  ]);
  await roles.grantOwner(owner.userId);
  await roles.setPlaceRole(manager.userId, OLIVERA, 'manager');
  await roles.setPlaceRole(otherManager.userId, TAULA, 'manager');
  await staffRepository.addMembership(staff.userId, OLIVERA);
  return { owner, manager, otherManager, staff, customer };
}
