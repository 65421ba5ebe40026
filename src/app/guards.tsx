import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { paths } from '../config/paths';
import { useConsentStatus } from '../hooks/use-consent-status';
import { selectAuth } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';

/** Private routes: logged-out users go to /, Google users with an incomplete profile complete it first. */
export function RequireAuth() {
  const { isAuthenticated, isLoading, user } = useAppSelector(selectAuth);
  if (isLoading) return <PageLoading />;
  if (!isAuthenticated || !user) return <Navigate to={paths.home.getHref()} replace />;
  if (!user.profileComplete) return <Navigate to={paths.register.getHref({ mode: 'google' })} replace />;
  return <Outlet />;
}

/** Private routes other than /consent-management need the required consents. */
export function RequireConsents() {
  const { hasRequiredConsents, isLoading } = useConsentStatus();
  const { pathname } = useLocation();
  if (isLoading) return <PageLoading />;
  if (!hasRequiredConsents && pathname !== paths.consentManagement.path) {
    return <Navigate to={paths.consentManagement.getHref()} replace />;
  }
  return <Outlet />;
}
