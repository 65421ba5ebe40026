import { paths } from '../config/paths';

export type NavLinkKey = 'profile' | 'basket' | 'feedback' | 'settings';

export interface NavContext {
  pathname: string;
  isAuthenticated: boolean;
  hasRequiredConsents: boolean;
  /**
   * An outage keeps a stored session from being restored (offline, or the service failing): the
   * customer is still signed in, and the pages show what they last saw (SessionPending).
   */
  sessionKept?: boolean;
}

// SPEC section 2: where each bottom-navigation link is disabled.
const PAGES_WITHOUT_ACCOUNT_LINKS: Record<NavLinkKey, readonly string[]> = {
  profile: [paths.home.path, paths.scanQr.path, paths.register.path],
  basket: [paths.home.path, paths.scanQr.path, paths.register.path],
  feedback: [paths.home.path, paths.register.path],
  settings: [],
};

/** Why a link is disabled, to tell the customer: not here, not signed in, or consents missing. */
export type NavDisabledReason = 'page' | 'signedOut' | 'consents';

export function navLinkDisabledReason(link: NavLinkKey, context: NavContext): NavDisabledReason | null {
  if (link === 'settings') return null;
  if (!context.isAuthenticated) return context.sessionKept ? null : 'signedOut';
  if (PAGES_WITHOUT_ACCOUNT_LINKS[link].includes(context.pathname)) return 'page';
  return context.hasRequiredConsents ? null : 'consents';
}

export function isNavLinkDisabled(link: NavLinkKey, context: NavContext): boolean {
  return navLinkDisabledReason(link, context) !== null;
}
