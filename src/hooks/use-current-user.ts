import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMyUserQuery } from '../api';
import { selectAuth } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';

/**
 * The signed-in user, or null. While a component using it is mounted, the getMyUser query
 * stays subscribed, so a mutation that invalidates `Me` refetches the user and the screen
 * updates by itself.
 */
export function useCurrentUser() {
  const { user, isAuthenticated } = useAppSelector(selectAuth);
  useGetMyUserQuery(isAuthenticated ? undefined : skipToken);
  return user;
}
