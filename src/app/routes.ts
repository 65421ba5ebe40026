// Every route path of the app, in one place. `paths` are router patterns; the
// builders return concrete URLs for links and navigation.
export const paths = {
  home: '/',
  settings: '/settings',
  register: '/register',
  privacyPolicy: '/privacy-policy',
  passwordRestore: '/password-restore',
  passwordRestoreToken: '/password-restore/:token',
  authCallback: '/auth/callback',
  selectRestaurant: '/select-restaurant',
  scanQr: '/scan-qr',
  profile: '/profile',
  feedback: '/feedback',
  consentManagement: '/consent-management',
  checkout: '/checkout',
  basket: '/basket',
  products: '/:providerId/products',
  customize: '/:providerId/products/:productId/customize',
} as const;

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
};

export const routes = {
  home: (params: { error?: string } = {}) => withQuery(paths.home, params),
  settings: paths.settings,
  register: (params: { mode?: 'google' } = {}) => withQuery(paths.register, params),
  privacyPolicy: paths.privacyPolicy,
  passwordRestore: paths.passwordRestore,
  passwordRestoreToken: (token: string) => `/password-restore/${encodeURIComponent(token)}`,
  authCallback: paths.authCallback,
  selectRestaurant: paths.selectRestaurant,
  scanQr: paths.scanQr,
  profile: paths.profile,
  feedback: paths.feedback,
  consentManagement: paths.consentManagement,
  checkout: paths.checkout,
  basket: paths.basket,
  products: (providerId: string) => `/${encodeURIComponent(providerId)}/products`,
  customize: (providerId: string, productId: string) =>
    `/${encodeURIComponent(providerId)}/products/${encodeURIComponent(productId)}/customize`,
  /** The backend's Google sign-in start: a full browser redirect, not a route of the app. */
  googleLogin: '/api/auth/google',
} as const;
