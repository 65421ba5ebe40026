import type { User } from '../api';
import { saveTokens } from '../api/token-storage';
import type { PreloadedRootState } from '../stores/store';
import { loggedInState, testUser } from './fixtures';
import { getMyUserHandler } from './handlers';
import { server } from './server';

/**
 * A signed-in customer as the app has one after startup: tokens stored, the session in the
 * store, and the server answering getMyUser with the same user (screens that read the user
 * keep that query subscribed, and refetch it when a mutation invalidates it).
 */
export function signedIn(user: User = testUser): PreloadedRootState {
  saveTokens({ accessToken: 'access', refreshToken: 'refresh' });
  server.use(getMyUserHandler(user));
  return loggedInState(user);
}
