import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/LoadingState';
import { paths } from '../config/paths';
import { useConsentStatus } from '../hooks/use-consent-status';
import { useCurrentUser } from '../hooks/use-current-user';
import { selectAuth, selectIsAuthenticated } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';

// Where a customer goes after signing in, signing out or giving consents is decided here
// alone, from the auth state and the consents; screens only change that state.

/** A session that ends (logout, a deleted account, a refused refresh) lands on /, wherever the customer was (SPEC 4, 8). */
export function SignOutLandsHome() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) navigate(paths.home.getHref(), { replace: true });
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, navigate]);
  return <Outlet />;
}

/**
 * The sign-in pages (/, /register, /auth/callback): a signed-in customer goes on into the app,
 * where RequireAuth and RequireConsents take over. Completing a Google profile
 * (/register?mode=google) is the one sign-in page for signed-in customers only.
 */
export function RedirectSignedIn() {
  const { isLoading } = useAppSelector(selectAuth);
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const completingProfile =
    pathname === paths.register.path && new URLSearchParams(search).get('mode') === 'google';
  if (completingProfile) {
    if (isLoading) return <PageLoading />;
    if (!user) return <Navigate to={paths.home.getHref()} replace />;
    if (user.profileComplete) return <Navigate to={paths.selectRestaurant.getHref()} replace />;
    return <Outlet />;
  }
  // replace: /auth/callback carries the tokens, which must not stay in the history.
  if (user) return <Navigate to={paths.selectRestaurant.getHref()} replace />;
  return <Outlet />;
}

/** Private routes: signed-out users go to /, Google users with an incomplete profile complete it first. */
export function RequireAuth() {
  const { isLoading } = useAppSelector(selectAuth);
  const user = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  if (!user.profileComplete) return <Navigate to={paths.register.getHref({ mode: 'google' })} replace />;
  return <Outlet />;
}

/** Private routes other than /consent-management need the required consents. */
export function RequireConsents() {
  const { hasRequiredConsents, isLoading } = useConsentStatus();
  if (isLoading) return <PageLoading />;
  if (!hasRequiredConsents) return <Navigate to={paths.consentManagement.getHref()} replace />;
  return <Outlet />;
}

/**
 * /consent-management is also the gate: a customer who arrives without the required consents
 * goes on into the app once they give them. Someone who came to change their choices stays.
 */
export function ConsentGate() {
  const { hasRequiredConsents, isLoading } = useConsentStatus();
  if (isLoading) return <PageLoading />;
  return <ContinueOnceConsented consentedOnArrival={hasRequiredConsents} />;
}

function ContinueOnceConsented({ consentedOnArrival }: { consentedOnArrival: boolean }) {
  const [gated] = useState(!consentedOnArrival);
  const { hasRequiredConsents } = useConsentStatus();
  if (gated && hasRequiredConsents) return <Navigate to={paths.selectRestaurant.getHref()} replace />;
  return <Outlet />;
}
