import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { NOT_AUTHENTICATED } from '../features/auth/auth-error-message';
import { useConsentStatus } from '../hooks/use-consent-status';
import { useCurrentUser } from '../hooks/use-current-user';
import { selectAuth, selectIsAuthenticated } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';
import { destinationAfterSignIn, forgetDestination, rememberDestination } from './destination';
import { SessionPending } from './SessionPending';

// Where a customer goes after signing in, signing out or giving consents is decided here
// alone, from the auth state and the consents; screens only change that state.

/**
 * Whether the shell still shows: while `isLoading`, and once it is over, until the page behind
 * it is rendered. That render (the whole screen, when the session or the consents arrive) is a
 * deferred one, which React does in slices that leave the page free, instead of in the one
 * long task a store update gets (issue 12). Loading again shows the shell at once.
 */
function useShellWhile(isLoading: boolean): boolean {
  const deferred = useDeferredValue(isLoading);
  return isLoading || deferred;
}

/** A session that ends (logout, a deleted account, a refused refresh) lands on /, wherever the customer was (SPEC 4, 8). */
export function SignOutLandsHome() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) {
      forgetDestination();
      navigate(paths.home.getHref(), { replace: true });
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, navigate]);
  return <Outlet />;
}

/**
 * The sign-in pages (/, /register, /auth/callback): a signed-in customer goes on into the app
 * (where they were going, else the restaurants), where RequireAuth and RequireConsents take
 * over. While a stored session is being restored they show the shell, not a form the
 * customer does not need. Completing a Google profile (/register?mode=google) is the one
 * sign-in page for signed-in customers only.
 */
export function RedirectSignedIn() {
  const pending = useShellWhile(useAppSelector(selectAuth).isLoading);
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (pending) return <SessionPending />;
  const completingProfile =
    pathname === paths.register.path && new URLSearchParams(search).get('mode') === 'google';
  if (completingProfile) {
    if (!user) return <Navigate to={paths.home.getHref()} replace />;
    if (user.profileComplete) return <Navigate to={destinationAfterSignIn(user)} replace />;
    return <Outlet />;
  }
  // replace: /auth/callback carries the tokens, which must not stay in the history.
  if (user) return <Navigate to={destinationAfterSignIn(user)} replace />;
  return <Outlet />;
}

/**
 * Private routes: signed-out users go to / ("You are not authenticated", SPEC 8), and come
 * back here once signed in; Google users with an incomplete profile complete it first.
 */
export function RequireAuth() {
  const pending = useShellWhile(useAppSelector(selectAuth).isLoading);
  const user = useCurrentUser();
  // Whether this customer was signed in here: then the session just ended (a logout, a
  // refused refresh), and SignOutLandsHome takes them to / without a message or a return.
  const signedInHere = useRef(false);
  useEffect(() => {
    if (user) signedInHere.current = true;
  }, [user]);

  if (pending) return <SessionPending />;
  if (!user) return signedInHere.current ? <Navigate to={paths.home.getHref()} replace /> : <ToLogin />;
  if (!user.profileComplete) return <Navigate to={paths.register.getHref({ mode: 'google' })} replace />;
  return <Outlet />;
}

/** A signed-out visit to a private page: remember it, and say why the login form shows. */
function ToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberDestination(location);
    navigate(paths.home.getHref({ error: NOT_AUTHENTICATED }), { replace: true });
  }, [location, navigate]);
  return null;
}

/** Private routes other than /consent-management need the required consents. */
export function RequireConsents() {
  const { hasRequiredConsents, isLoading } = useConsentStatus();
  const pending = useShellWhile(isLoading);
  if (pending) return <SessionPending />;
  if (!hasRequiredConsents) return <Navigate to={paths.consentManagement.getHref()} replace />;
  return <PrivatePage />;
}

/** A private page past every guard: if it is where the customer was going, that is done. */
function PrivatePage() {
  const location = useLocation();
  useEffect(() => forgetDestination(location), [location]);
  return <Outlet />;
}

/**
 * /consent-management is also the gate: a customer who arrives without the required consents
 * goes on into the app (where they were going) once they give them. Someone who came to
 * change their choices stays.
 */
export function ConsentGate() {
  const { hasRequiredConsents, isLoading } = useConsentStatus();
  if (isLoading) return <SessionPending />;
  return <ContinueOnceConsented consentedOnArrival={hasRequiredConsents} />;
}

function ContinueOnceConsented({ consentedOnArrival }: { consentedOnArrival: boolean }) {
  const [gated] = useState(!consentedOnArrival);
  const { hasRequiredConsents } = useConsentStatus();
  const user = useCurrentUser();
  if (gated && hasRequiredConsents) return <Navigate to={destinationAfterSignIn(user)} replace />;
  return <PrivatePage />;
}
