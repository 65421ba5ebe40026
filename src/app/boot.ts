import { hasAnyToken } from '../api/token-storage';
import { paths } from '../config/paths';
import type { Namespace } from '../i18n/config';
import { prefetchSessionData, restoreSession } from '../stores/session';
import { type AppStore, setupPersistor } from '../stores/store';
import { screenAt, screens } from './screens';

/**
 * What the first screen needs, all started at once (issue 12): the session (getMyUser and,
 * with the user id from the access token, the consents), the route's chunk and translations,
 * and its server read when someone is signed in. Returns the persistor for <App> and the
 * route's i18n namespaces, for initI18n to load beside `common`. The shell renders
 * meanwhile: the guards show it while the session is restored.
 */
export function bootApp(store: AppStore, location: Pick<Location, 'pathname' | 'search'>) {
  const signedIn = hasAnyToken();
  // A stored session opens / (the installed app's start page) on the restaurants: load
  // those rather than the login form the guards will not show.
  const target =
    signedIn && location.pathname === paths.home.path
      ? { screen: screens.selectRestaurant, params: {}, search: new URLSearchParams() }
      : { ...screenAt(location.pathname), search: new URLSearchParams(location.search) };
  // A failed load here shows up (and is handled) when the route renders the lazy screen.
  void target.screen?.load().catch(() => undefined);
  if (signedIn) {
    prefetchSessionData(store.dispatch);
    if (target.params) target.screen?.prefetch?.(target.params, target.search, store.dispatch);
  }
  // The session starts once the stored basket is back in the store, so that a session found
  // to be over empties it (the basket slice follows loggedOut) and a late rehydration cannot
  // bring it back. Reading localStorage takes no network round trip.
  const persistor = setupPersistor(store, () => void restoreSession(store.dispatch));
  const namespaces: readonly Namespace[] = target.screen?.namespaces ?? [];
  return { persistor, namespaces };
}
