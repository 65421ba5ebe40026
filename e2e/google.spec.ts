// Google sign-in in a real browser, with a real OpenID provider on loopback playing Google
// (the stack's issuer): "Continue with Google" -> the provider's login page -> back in the
// app -> complete the profile -> consents -> restaurants; a returning user goes straight in;
// cancelling is reported.
import type { Page } from '@playwright/test';
import { TEST_ACCOUNT_PASSWORD } from '../server/test/support/oidc-issuer';
import { expect, type Issuer, snapshot, test } from './support/fixtures';
import type { Texts } from './support/texts';

async function continueWithGoogle(page: Page, t: Texts) {
  await page.goto('/');
  const google = page.getByRole('button', { name: t('auth:login.google') });
  await expect(google).toBeEnabled();
  await google.click();
}

const atProvider = (issuer: Issuer) => (url: URL) => url.href.startsWith(`${issuer.url}/interaction/`);

/** The provider's own login page (oidc-provider's development login form). */
async function signInAtProvider(page: Page, issuer: Issuer, login: string) {
  await page.waitForURL(atProvider(issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(TEST_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('Google sign-in in the browser', () => {
  test.describe('in Spanish', () => {
    test.use({ language: 'es' });

    test('a new Google user completes the profile, gives consents and reaches the restaurants', async ({
      page,
      t,
      issuer,
    }) => {
      const lucia = await issuer.addAccount({ email_verified: true, name: 'Lucía Fernández' });
      await continueWithGoogle(page, t);
      await signInAtProvider(page, issuer, lucia);

      // Back in the app, asked for what Google does not share.
      await page.waitForURL('**/register?mode=google');
      await expect(page.getByRole('heading', { name: t('auth:register.completeTitle') })).toBeVisible();
      const birthdate = page.getByLabel(t('auth:register.birthdate'));
      const phone = page.getByLabel(t('auth:register.phone'));
      const submit = page.getByRole('button', { name: t('auth:register.completeSubmit') });

      await submit.click();
      await expect(page.getByText(t('validation.birthdateRequired'))).toBeVisible();
      await expect(page.getByText(t('validation.phoneRequired'))).toBeVisible();

      await birthdate.fill('1994-11-02');
      await phone.fill('not a phone');
      await submit.click();
      await expect(page.getByText(t('validation.phoneInvalid'))).toBeVisible();
      await snapshot(page, 'google-1-complete-profile-invalid-phone');
      await expect(page, 'nothing is saved with a bad phone').toHaveURL(/\/register\?mode=google$/);

      await phone.fill('+34 611 222 333');
      await submit.click();

      // Then the required consents, then the restaurants.
      await page.waitForURL('**/consent-management');
      await expect(page.getByRole('heading', { name: t('account:consents.title') })).toBeVisible();
      await page.getByRole('checkbox', { name: t('account:consents.essential') }).check();
      await page.getByRole('checkbox', { name: t('account:consents.dataProcessing') }).check();
      await page.getByRole('button', { name: t('account:consents.save') }).click();
      await page.waitForURL('**/select-restaurant');
      await snapshot(page, 'google-2-select-restaurant');

      const tokens = await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]);
      expect(tokens[0], 'an access token is stored').toBeTruthy();
      expect(tokens[1], 'a refresh token is stored').toBeTruthy();
      expect(page.url(), 'tokens do not stay in the address bar').not.toContain('accessToken');

      // Logged out, the same Google user comes straight back to the restaurants
      // (the provider remembers the login, as Google does).
      await page
        .getByRole('navigation', { name: t('mainNavigation') })
        .getByRole('link', { name: t('settings'), exact: true })
        .click();
      await page.getByRole('button', { name: t('account:settings.logout') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await continueWithGoogle(page, t);
      await page.waitForURL('**/select-restaurant');
    });
  });

  test('cancelling at the provider shows that the sign-in is incomplete', async ({ page, t, issuer }) => {
    await continueWithGoogle(page, t);
    await page.waitForURL(atProvider(issuer));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await page.waitForURL('**/auth/callback?error=incomplete');
    await expect(page.getByText(t('auth:callbackErrors.incomplete'))).toBeVisible();
    await snapshot(page, 'google-3-cancelled');
    await page.getByRole('link', { name: t('auth:callback.backToLogin') }).click();
    await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
  });
});
