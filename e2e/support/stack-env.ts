// Where the stack (stack.ts) listens, as every test worker learns it from the environment.

/** The line Playwright waits for; its named groups become E2E_BASE_URL, … in every worker. */
export const READY_LINE =
  /e2e stack ready: app=(?<e2e_base_url>\S+) control=(?<e2e_control_url>\S+) issuer=(?<e2e_issuer_url>\S+)/;

/** The stack's control endpoint, as the test fixtures call it. */
export const CONTROL = {
  /** GET ?to=ADDRESS&count=N: the mails to ADDRESS, once there are at least N (default 0). */
  mails: '/mails',
  /** POST { login, claims }: an account that signs in at the provider with that login name. */
  issuerAccounts: '/issuer-accounts',
} as const;

export interface StackUrls {
  /** The app server (the built app and its API). */
  app: string;
  control: string;
  /** The OpenID provider playing Google. */
  issuer: string;
}

export function stackUrls(): StackUrls {
  const { E2E_BASE_URL: app, E2E_CONTROL_URL: control, E2E_ISSUER_URL: issuer } = process.env;
  if (!app || !control || !issuer) {
    throw new Error(
      'E2E_BASE_URL, E2E_CONTROL_URL and E2E_ISSUER_URL are unset: run the tests with `npx playwright test`, whose config starts e2e/support/stack.ts',
    );
  }
  return { app, control, issuer };
}
