import { paths } from '../config/paths';

export type NavLinkKey = 'profile' | 'basket' | 'feedback' | 'settings';

export interface NavContext {
  pathname: string;
  isAuthenticated: boolean;
  hasRequiredConsents: boolean;
}

// SPEC section 2: where each bottom-navigation link is disabled.
const PAGES_WITHOUT_ACCOUNT_LINKS: Record<NavLinkKey, readonly string[]> = {
  profile: [paths.home.path, paths.scanQr.path, paths.register.path],
  basket: [paths.home.path, paths.scanQr.path, paths.register.path],
  feedback: [paths.home.path, paths.register.path],
  settings: [],
};

export function isNavLinkDisabled(link: NavLinkKey, context: NavContext): boolean {
  if (link === 'settings') return false;
  if (PAGES_WITHOUT_ACCOUNT_LINKS[link].includes(context.pathname)) return true;
  return !context.isAuthenticated || !context.hasRequiredConsents;
}
