// Every route of the app, in one place: `path` is the router pattern, `getHref` builds a
// concrete URL for links and navigation. Screens never spell a route out as a string.
const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
};

/** The back office's sections (src/features/manage/). */
export const MANAGE_SECTIONS = ['places', 'menu', 'team', 'reports', 'audit'] as const;
export type ManageSection = (typeof MANAGE_SECTIONS)[number];

const fixed = <const P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: { path: '/', getHref: (params: { error?: string } = {}) => withQuery('/', params) },
  settings: fixed('/settings'),
  register: {
    path: '/register',
    getHref: (params: { mode?: 'google' } = {}) => withQuery('/register', params),
  },
  privacyPolicy: fixed('/privacy-policy'),
  terms: fixed('/terms'),
  passwordRestore: fixed('/password-restore'),
  passwordRestoreToken: {
    path: '/password-restore/:token',
    getHref: (token: string) => `/password-restore/${encodeURIComponent(token)}`,
  },
  confirmEmail: {
    path: '/confirm-email/:token',
    getHref: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  },
  authCallback: fixed('/auth/callback'),
  selectRestaurant: fixed('/select-restaurant'),
  scanQr: fixed('/scan-qr'),
  profile: fixed('/profile'),
  feedback: fixed('/feedback'),
  consentManagement: fixed('/consent-management'),
  checkout: fixed('/checkout'),
  basket: fixed('/basket'),
  staff: fixed('/staff'),
  // The back office (owners and managers): its sections; the place they work on is `?place=<id>`.
  manage: fixed('/manage'),
  manageSection: {
    path: '/manage/:section/*',
    getHref: (section: ManageSection, providerId?: string) =>
      withQuery(`/manage/${section}`, { place: providerId }),
  },
  staffOrders: {
    path: '/staff/:providerId/orders',
    getHref: (providerId: string) => `/staff/${encodeURIComponent(providerId)}/orders`,
  },
  staffCounter: {
    path: '/staff/:providerId/counter',
    getHref: (providerId: string) => `/staff/${encodeURIComponent(providerId)}/counter`,
  },
  staffSoldOut: {
    path: '/staff/:providerId/sold-out',
    getHref: (providerId: string) => `/staff/${encodeURIComponent(providerId)}/sold-out`,
  },
  staffSign: {
    path: '/staff/:providerId/sign',
    getHref: (providerId: string) => `/staff/${encodeURIComponent(providerId)}/sign`,
  },
  products: {
    path: '/:providerId/products',
    getHref: (providerId: string) => `/${encodeURIComponent(providerId)}/products`,
  },
  customize: {
    path: '/:providerId/products/:productId/customize',
    getHref: (providerId: string, productId: string) =>
      `/${encodeURIComponent(providerId)}/products/${encodeURIComponent(productId)}/customize`,
  },
} as const;

/** The backend's Google sign-in start: a full browser redirect, not a route of the app. */
export const GOOGLE_LOGIN_URL = '/api/auth/google';
