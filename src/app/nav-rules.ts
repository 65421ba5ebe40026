import { paths } from './routes';

export type NavLinkKey = 'profile' | 'basket' | 'feedback' | 'settings';

export interface NavContext {
  pathname: string;
  isAuthenticated: boolean;
  hasRequiredConsents: boolean;
}

// SPEC section 2: where each bottom-navigation link is disabled.
const PAGES_WITHOUT_ACCOUNT_LINKS: Record<NavLinkKey, readonly string[]> = {
  profile: [paths.home, paths.scanQr, paths.register],
  basket: [paths.home, paths.scanQr, paths.register],
  feedback: [paths.home, paths.register],
  settings: [],
};

export function isNavLinkDisabled(link: NavLinkKey, context: NavContext): boolean {
  if (link === 'settings') return false;
  if (PAGES_WITHOUT_ACCOUNT_LINKS[link].includes(context.pathname)) return true;
  return !context.isAuthenticated || !context.hasRequiredConsents;
}
