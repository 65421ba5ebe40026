// Google sign-in in a real browser, with a real OpenID provider on loopback playing Google:
// "Continue with Google" -> the provider's login page -> back in the app -> complete the
// profile -> consents -> restaurants; a returning user goes straight in; cancelling is reported.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startTestIssuer, TEST_ACCOUNT_PASSWORD, type TestIssuer } from '../server/test/support/oidc-issuer';
import { freePort, launchBrowser, newCustomer, type RunningServer, snapshot, startServer } from './harness';
import { texts } from './texts';

let issuer: TestIssuer;
let server: RunningServer;
let browser: Browser;

before(async () => {
  const port = await freePort();
  issuer = await startTestIssuer({
    redirectUris: [`http://127.0.0.1:${port}/api/auth/google/callback`],
    accounts: {
      lucia: { email: `lucia.${Date.now()}@example.com`, email_verified: true, name: 'Lucía Fernández' },
    },
  });
  server = await startServer(
    {
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
      GOOGLE_ISSUER: issuer.issuer,
    },
    { port },
  );
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await issuer?.close();
});

async function continueWithGoogle(page: Page, t: ReturnType<typeof texts>) {
  await page.goto('/');
  const google = page.getByRole('button', { name: t('auth:login.google') });
  await google.and(page.locator(':enabled')).waitFor();
  await google.click();
}

/** The provider's own login page (oidc-provider's development login form). */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.href.startsWith(`${issuer.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(TEST_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('Google sign-in in the browser', () => {
  test('a new Google user completes the profile, gives consents and reaches the restaurants', async () => {
    const t = texts('es');
    const { context, page } = await newCustomer(browser, server.baseUrl, 'es-ES');
    try {
      await continueWithGoogle(page, t);
      await signInAtProvider(page, 'lucia');

      // Back in the app, asked for what Google does not share.
      await page.waitForURL('**/register?mode=google');
      await page.getByRole('heading', { name: t('auth:register.completeTitle') }).waitFor();
      const birthdate = page.getByLabel(t('auth:register.birthdate'));
      const phone = page.getByLabel(t('auth:register.phone'));
      const submit = page.getByRole('button', { name: t('auth:register.completeSubmit') });

      await submit.click();
      await page.getByText(t('validation.birthdateRequired')).waitFor();
      await page.getByText(t('validation.phoneRequired')).waitFor();

      await birthdate.fill('1994-11-02');
      await phone.fill('not a phone');
      await submit.click();
      await page.getByText(t('validation.phoneInvalid')).waitFor();
      await snapshot(page, 'google-1-complete-profile-invalid-phone');
      assert.ok(page.url().endsWith('/register?mode=google'), 'nothing is saved with a bad phone');

      await phone.fill('+34 611 222 333');
      await submit.click();

      // Then the required consents, then the restaurants.
      await page.waitForURL('**/consent-management');
      await page.getByRole('heading', { name: t('account:consents.title') }).waitFor();
      await page.getByRole('checkbox', { name: t('account:consents.essential') }).check();
      await page.getByRole('checkbox', { name: t('account:consents.dataProcessing') }).check();
      await page.getByRole('button', { name: t('account:consents.save') }).click();
      await page.waitForURL('**/select-restaurant');
      await snapshot(page, 'google-2-select-restaurant');

      const tokens = await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]);
      assert.ok(tokens[0] && tokens[1], 'tokens are stored');
      assert.ok(!page.url().includes('accessToken'), 'tokens do not stay in the address bar');

      // Logged out, the same Google user comes straight back to the restaurants
      // (the provider remembers the login, as Google does).
      await page
        .getByRole('navigation', { name: t('mainNavigation') })
        .getByRole('link', {
          name: t('settings'),
          exact: true,
        })
        .click();
      await page.getByRole('button', { name: t('account:settings.logout') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await continueWithGoogle(page, t);
      await page.waitForURL('**/select-restaurant');
    } finally {
      await context.close();
    }
  });

  test('cancelling at the provider shows that the sign-in is incomplete', async () => {
    const t = texts('en');
    const { context, page } = await newCustomer(browser, server.baseUrl, 'en-GB');
    try {
      await continueWithGoogle(page, t);
      await page.waitForURL((url) => url.href.startsWith(`${issuer.issuer}/interaction/`));
      await page.getByRole('link', { name: '[ Cancel ]' }).click();
      await page.waitForURL('**/auth/callback?error=incomplete');
      await page.getByText(t('auth:callbackErrors.incomplete')).waitFor();
      await snapshot(page, 'google-3-cancelled');
      await page.getByRole('link', { name: t('auth:callback.backToLogin') }).click();
      await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
    } finally {
      await context.close();
    }
  });
});
