import type { Consents, User } from '../api';
import { initialAuthState } from '../stores/auth-slice';
import type { PreloadedRootState } from '../stores/store';

export const testUser: User = {
  userId: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  birthdate: '1990-12-10',
  phone: '+34 600 123 456',
  loyaltyPoints: 120,
  hasPassword: true,
  googleLinked: false,
  profileComplete: true,
  activeOrders: [],
  staffOf: [],
  owner: false,
  managerOf: [],
};

export const consentsGiven = (granted = true): Consents => ({
  essential: { granted },
  dataProcessing: { granted },
  analytics: { granted: false },
  marketing: { granted: false },
});

/** Store state of a logged-in user (tokens are in localStorage separately). */
export const loggedInState = (user: User = testUser): PreloadedRootState => ({
  auth: { ...initialAuthState, user, isAuthenticated: true, isLoading: false },
});

export const loggedOutState = (): PreloadedRootState => ({
  auth: { ...initialAuthState, isLoading: false },
});
