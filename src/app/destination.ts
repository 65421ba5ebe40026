import { paths } from '../config/paths';
import { screenAt, screens } from './screens';

// Where a customer was going when the app asked them to sign in (a QR link to a menu, a
// bookmark): kept for this tab in sessionStorage, so it survives the Google sign-in's round
// trip through other sites, and used once they are signed in (and have completed their
// profile and given their consents).

const DESTINATION_KEY = 'destinationAfterSignIn';

const SIGN_IN_PAGES = new Set<string>([screens.login.path, screens.register.path, screens.authCallback.path]);

/** A path of this app (same origin, a known screen, not a sign-in page), or null. */
export function appPath(candidate: string | null): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  try {
    const url = new URL(candidate, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    const target = screenAt(url.pathname);
    if (!target || SIGN_IN_PAGES.has(target.screen.path)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function rememberDestination(location: { pathname: string; search: string; hash: string }): void {
  const path = appPath(`${location.pathname}${location.search}${location.hash}`);
  if (path) sessionStorage.setItem(DESTINATION_KEY, path);
}

/**
 * Where someone goes once signed in: where they were going, else the back office for owners and
 * managers, the staff console for staff and the restaurants for customers.
 */
export function destinationAfterSignIn(
  user?: { staffOf: unknown[]; owner?: boolean; managerOf?: unknown[] } | null,
): string {
  const runsPlaces = user?.owner === true || (user?.managerOf?.length ?? 0) > 0;
  const home = runsPlaces
    ? paths.manage.getHref()
    : user?.staffOf.length
      ? paths.staff.getHref()
      : paths.selectRestaurant.getHref();
  return appPath(sessionStorage.getItem(DESTINATION_KEY)) ?? home;
}

/** Called on arrival (and when a session ends): the destination is used once. */
export function forgetDestination(arrivedAt?: { pathname: string; search: string }): void {
  const stored = sessionStorage.getItem(DESTINATION_KEY);
  if (stored === null) return;
  if (arrivedAt && appPath(stored)?.split('#')[0] !== `${arrivedAt.pathname}${arrivedAt.search}`) return;
  sessionStorage.removeItem(DESTINATION_KEY);
}
