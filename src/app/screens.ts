import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { api } from '../api';
import { ORDERS_PAGE_SIZE, POINTS_PAGE_SIZE } from '../config/paging';
import { paths } from '../config/paths';
import { isProviderId } from '../features/catalog/provider-code';
import type { Namespace } from '../i18n/config';
import type { AppDispatch } from '../stores/store';

// Every screen with what it needs to render: its chunk (loaded lazily by AppRoutes), its
// translations and, for the private screens that open with a server read, that read. At
// startup the current route's three start at once, beside restoring the session, instead of
// one after another behind it (issue 12). The chunk names make the files recognisable
// (assets/select-restaurant.<hash>.chunk.js).

interface Screen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The i18n namespaces the screen reads, besides `common`. */
  namespaces: Namespace[];
  /** Starts the screen's first server read, with the arguments the screen asks it with. */
  prefetch?: (
    params: Record<string, string | undefined>,
    search: URLSearchParams,
    dispatch: AppDispatch,
  ) => void;
}

const screen = (definition: Screen) => definition;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const screens = {
  login: screen({
    path: paths.home.path,
    load: () => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen'),
    namespaces: ['auth'],
  }),
  settings: screen({
    path: paths.settings.path,
    load: () => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsScreen'),
    namespaces: ['account', 'notifications'],
  }),
  register: screen({
    path: paths.register.path,
    load: () => import(/* webpackChunkName: "register" */ '../features/auth/RegisterScreen'),
    namespaces: ['auth'],
  }),
  privacyPolicy: screen({
    path: paths.privacyPolicy.path,
    load: () => import(/* webpackChunkName: "privacy-policy" */ '../features/privacy/PrivacyPolicyScreen'),
    namespaces: ['account'],
  }),
  terms: screen({
    path: paths.terms.path,
    load: () => import(/* webpackChunkName: "terms" */ '../features/terms/TermsScreen'),
    namespaces: ['account'],
  }),
  passwordRestore: screen({
    path: paths.passwordRestore.path,
    load: () =>
      import(/* webpackChunkName: "password-restore" */ '../features/auth/RequestPasswordRestoreScreen'),
    namespaces: ['auth'],
  }),
  passwordRestoreToken: screen({
    path: paths.passwordRestoreToken.path,
    load: () => import(/* webpackChunkName: "restore-password" */ '../features/auth/RestorePasswordScreen'),
    namespaces: ['auth'],
  }),
  confirmEmail: screen({
    path: paths.confirmEmail.path,
    load: () => import(/* webpackChunkName: "confirm-email" */ '../features/settings/ConfirmEmailScreen'),
    namespaces: ['account'],
  }),
  authCallback: screen({
    path: paths.authCallback.path,
    load: () => import(/* webpackChunkName: "auth-callback" */ '../features/auth/AuthCallbackScreen'),
    namespaces: ['auth'],
  }),
  selectRestaurant: screen({
    path: paths.selectRestaurant.path,
    load: () =>
      import(/* webpackChunkName: "select-restaurant" */ '../features/catalog/SelectRestaurantScreen'),
    namespaces: ['catalog'],
    prefetch: (_, search, dispatch) =>
      dispatch(api.util.prefetch('listProviders', { search: search.get('q')?.trim() || undefined }, {})),
  }),
  scanQr: screen({
    path: paths.scanQr.path,
    load: () => import(/* webpackChunkName: "scan-qr" */ '../features/catalog/ScanQrScreen'),
    namespaces: ['catalog'],
  }),
  profile: screen({
    path: paths.profile.path,
    load: () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfileScreen'),
    namespaces: ['orders'],
    prefetch: (_, __, dispatch) => {
      dispatch(api.util.prefetch('listMyOrders', { scope: 'active', limit: ORDERS_PAGE_SIZE }, {}));
      dispatch(api.util.prefetch('listMyOrders', { scope: 'history', limit: ORDERS_PAGE_SIZE }, {}));
      dispatch(api.util.prefetch('listMyPointsHistory', { limit: POINTS_PAGE_SIZE }, {}));
    },
  }),
  feedback: screen({
    path: paths.feedback.path,
    load: () => import(/* webpackChunkName: "feedback" */ '../features/feedback/FeedbackScreen'),
    namespaces: ['account'],
  }),
  consentManagement: screen({
    path: paths.consentManagement.path,
    load: () =>
      import(/* webpackChunkName: "consent-management" */ '../features/consents/ConsentManagementScreen'),
    namespaces: ['account'],
  }),
  checkout: screen({
    path: paths.checkout.path,
    load: () => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutScreen'),
    namespaces: ['orders'],
  }),
  order: screen({
    path: paths.order.path,
    load: () => import(/* webpackChunkName: "order" */ '../features/checkout/OrderScreen'),
    namespaces: ['orders'],
    prefetch: ({ orderId = '' }, _, dispatch) => {
      if (UUID.test(orderId)) dispatch(api.util.prefetch('getMyOrder', { orderId }, {}));
    },
  }),
  basket: screen({
    path: paths.basket.path,
    load: () => import(/* webpackChunkName: "basket" */ '../features/basket/BasketScreen'),
    namespaces: ['catalog'],
  }),
  products: screen({
    path: paths.products.path,
    load: () => import(/* webpackChunkName: "products" */ '../features/catalog/ProductsScreen'),
    // orders: the way to the next reward (components/RewardProgress).
    namespaces: ['catalog', 'orders'],
    prefetch: ({ providerId = '' }, _, dispatch) => {
      if (!isProviderId(providerId)) return;
      dispatch(api.util.prefetch('getProvider', { providerId }, {}));
      dispatch(api.util.prefetch('listProducts', { providerId }, {}));
    },
  }),
  customize: screen({
    path: paths.customize.path,
    load: () => import(/* webpackChunkName: "customize" */ '../features/catalog/CustomizeProductScreen'),
    namespaces: ['catalog'],
    prefetch: ({ providerId = '', productId = '' }, _, dispatch) => {
      if (isProviderId(providerId) && isProviderId(productId))
        dispatch(api.util.prefetch('getProduct', { providerId, productId }, {}));
    },
  }),
  // The staff console: one chunk of its own (its screens, live queue, counter and scanner), never
  // loaded by customers' screens.
  invitation: screen({
    path: paths.invitation.path,
    load: () => import(/* webpackChunkName: "invitation" */ '../features/invitation/AcceptInvitationScreen'),
    namespaces: ['manage-team'],
  }),
  invitationAccept: screen({
    path: paths.invitationAccept.path,
    load: () => import(/* webpackChunkName: "invitation" */ '../features/invitation/AcceptInvitationScreen'),
    namespaces: ['manage-team'],
  }),
  staff: screen({
    path: '/staff/*',
    load: () => import(/* webpackChunkName: "staff" */ '../features/staff/StaffScreen'),
    namespaces: ['staff'],
  }),
  // The back office (owners and managers): one chunk for its shell, and one per section inside it, never
  // loaded by customers' screens.
  manage: screen({
    path: '/manage/*',
    load: () => import(/* webpackChunkName: "manage" */ '../features/manage/ManageScreen'),
    namespaces: ['manage', 'manage-places'],
  }),
} satisfies Record<string, Screen>;

/** The screen a URL opens, with its route parameters; undefined for an unknown URL. */
export function screenAt(
  pathname: string,
): { screen: Screen; params: Record<string, string | undefined> } | undefined {
  for (const candidate of Object.values(screens) as Screen[]) {
    const match = matchPath(candidate.path, pathname);
    if (match) return { screen: candidate, params: match.params };
  }
  return undefined;
}
