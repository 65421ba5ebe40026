import type { Schema } from '../../api/handler';
import type { UserRecord } from './repository';

/** The `User` of openapi.yaml. */
export function toUserView(user: UserRecord, loyaltyPoints: number): Schema<'User'> {
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
    language: user.language,
    // Orders arrive with the checkout feature.
    activeOrders: [],
  };
}
