import { useGetUserConsentsQuery } from '../api';
import { hasRequiredConsents } from '../lib/consents';
import { selectCurrentUser } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';

/** Whether the logged-in user has given the required consents; loads them once. */
export function useConsentStatus() {
  const user = useAppSelector(selectCurrentUser);
  const query = useGetUserConsentsQuery({ userId: user?.userId ?? '' }, { skip: !user });
  return {
    consents: query.data?.data.consents,
    hasRequiredConsents: hasRequiredConsents(query.data?.data.consents),
    isLoading: Boolean(user) && (query.isLoading || query.isUninitialized),
    isError: query.isError,
  };
}
