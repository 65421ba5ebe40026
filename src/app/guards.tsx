import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { selectAuth } from '../features/auth/auth-slice';
import { useConsentStatus } from '../features/consents/use-consent-status';
import { useAppSelector } from './hooks';
import { paths, routes } from './routes';

/** Private routes: logged-out users go to /, Google users with an incomplete profile complete it first. */
export function RequireAuth() {
  const { isAuthenticated, isLoading, user } = useAppSelector(selectAuth);
  if (isLoading) return <PageLoading />;
  if (!isAuthenticated || !user) return <Navigate to={routes.home()} replace />;
  if (!user.profileComplete) return <Navigate to={routes.register({ mode: 'google' })} replace />;
  return <Outlet />;
}

/** Private routes other than /consent-management need the required consents. */
export function RequireConsents() {
  const { hasRequiredConsents, isLoading } = useConsentStatus();
  const { pathname } = useLocation();
  if (isLoading) return <PageLoading />;
  if (!hasRequiredConsents && pathname !== paths.consentManagement) {
    return <Navigate to={routes.consentManagement} replace />;
  }
  return <Outlet />;
}
