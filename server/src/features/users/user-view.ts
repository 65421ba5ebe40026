import type { Schema } from '../../api/handler';
import type { UserRecord, UsersRepository } from './repository';

export async function toUserView(user: UserRecord, users: UsersRepository): Promise<Schema<'User'>> {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    birthdate: user.birthdate,
    phone: user.phone,
    loyaltyPoints: await users.loyaltyBalance(user.id),
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    profileComplete: Boolean(user.birthdate && user.phone),
    language: user.language,
    // Orders arrive with the checkout feature.
    activeOrders: [],
  };
}
