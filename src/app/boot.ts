import { hasAnyToken } from '../api/token-storage';
import { paths } from '../config/paths';
import type { Namespace } from '../i18n/config';
import { warmUpIntl } from '../lib/warm-up-intl';
import { restoreSession } from '../stores/session';
import type { AppDispatch, AppStore } from '../stores/store';
import { screenAt, screens } from './screens';

type Where = Pick<Location, 'pathname' | 'search'>;

/**
 * Starts what the screen at `where` needs besides the session: its chunk and, when someone is
 * signed in, its first server read and the locale data of times and prices (warmUpIntl). A stored
 * session opens / (the installed app's start page) on the restaurants, so those are prepared rather
 * than the login form the guards will not show. Returns the screen's i18n namespaces.
 */
export function prepareScreen(dispatch: AppDispatch, where: Where): readonly Namespace[] {
  const signedIn = hasAnyToken();
  const target =
    signedIn && where.pathname === paths.home.path
      ? { screen: screens.selectRestaurant, params: {}, search: new URLSearchParams() }
      : { ...screenAt(where.pathname), search: new URLSearchParams(where.search) };
  // A failed load here shows up (and is handled) when the route renders the lazy screen.
  void target.screen?.load().catch(() => undefined);
  if (signedIn && target.params) target.screen?.prefetch?.(target.params, target.search, dispatch);
  // A signed-in screen soon shows times and prices: the browser's locale data, in tasks of their own.
  if (signedIn) warmUpIntl();
  return target.screen?.namespaces ?? [];
}

/**
 * A restore attempt during an outage: the session and, beside it, the screen's data again
 * (what boot asked for failed with the rest).
 */
export function retrySession(dispatch: AppDispatch, where: Where) {
  prepareScreen(dispatch, where);
  return restoreSession(dispatch);
}

/**
 * What the first screen needs, all started at once (issue 12): the session (getMyUser and,
 * with the user id from the access token, the consents: stores/session.ts), the route's chunk
 * and translations, and its server read when someone is signed in. Returns the route's i18n
 * namespaces, for initI18n to load beside `common`. The shell renders meanwhile: the guards show
 * it while the session is restored. The store already holds the stored basket (index.tsx), so a
 * session found to be over empties it for good (the basket slice follows loggedOut).
 */
export function bootApp(store: AppStore, where: Where) {
  const namespaces = prepareScreen(store.dispatch, where);
  void restoreSession(store.dispatch);
  return { namespaces };
}
