import type { Schema } from '../api/handler';
import type { UserRecord } from '../features/users';

/** The `User` of openapi.yaml. */
export function toUserView(
  user: UserRecord,
  loyaltyPoints: number,
  activeOrders: Schema<'OrderSummary'>[],
  pendingEmail: string | null,
  staffOf: Schema<'StaffMembership'>[],
  backOffice: { owner: boolean; managerOf: Schema<'StaffMembership'>[] },
): Schema<'User'> {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    birthdate: user.birthdate,
    phone: user.phone,
    loyaltyPoints,
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    profileComplete: Boolean(user.birthdate && user.phone),
    ...(user.language ? { language: user.language } : {}),
    ...(pendingEmail ? { pendingEmail } : {}),
    activeOrders,
    staffOf,
    owner: backOffice.owner,
    managerOf: backOffice.managerOf,
  };
}
