import type { UserRecord, UsersRepository } from './repository';

/** The `User` schema of openapi.yaml. */
export interface UserView {
  userId: string;
  name: string;
  email: string;
  birthdate: string | null;
  phone: string | null;
  loyaltyPoints: number;
  hasPassword: boolean;
  googleLinked: boolean;
  profileComplete: boolean;
  language: string;
  activeOrders: { orderId: string; status: string }[];
}

export async function toUserView(user: UserRecord, users: UsersRepository): Promise<UserView> {
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
