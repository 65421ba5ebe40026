import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';

// Where the in-app back arrow goes on a page opened directly (a QR link, a bookmark, a
// reload of the first page), when there is no in-app page to go back to: the page's parent.

const PARENTS: { path: string; parent: (params: Record<string, string | undefined>) => string }[] = [
  { path: paths.customize.path, parent: ({ providerId = '' }) => paths.products.getHref(providerId) },
  { path: paths.products.path, parent: () => paths.selectRestaurant.getHref() },
  { path: paths.scanQr.path, parent: () => paths.selectRestaurant.getHref() },
  { path: paths.basket.path, parent: () => paths.selectRestaurant.getHref() },
  { path: paths.profile.path, parent: () => paths.selectRestaurant.getHref() },
  { path: paths.order.path, parent: () => paths.profile.getHref() },
  { path: paths.feedback.path, parent: () => paths.selectRestaurant.getHref() },
  { path: paths.checkout.path, parent: () => paths.basket.getHref() },
  { path: paths.consentManagement.path, parent: () => paths.settings.getHref() },
  { path: paths.passwordRestoreToken.path, parent: () => paths.passwordRestore.getHref() },
];

/** The parent of a page; the home page (which sends signed-in customers on into the app) by default. */
export function parentRoute(pathname: string): string {
  for (const { path, parent } of PARENTS) {
    const match = matchPath(path, pathname);
    if (match) return parent(match.params);
  }
  return paths.home.getHref();
}

/**
 * Whether the browser's previous history entry is a page of this app. React Router keeps
 * the entry's position in its history state (`idx`, 0 for the first page the app opened
 * with, kept on replace and across reloads); without it (another router) we cannot tell.
 */
export function hasInAppHistory(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
