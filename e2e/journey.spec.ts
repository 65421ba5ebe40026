// Issue 2's journey, as a new customer does it, in more than one language: sign up,
// give the consents, find the navigation unlocked, reload, log out, log back in.
import type { Page } from '@playwright/test';
import { expect, snapshot, test, uniqueEmail } from './support/fixtures';
import type { Texts } from './support/texts';

function navLinks(page: Page, t: Texts) {
  const nav = page.getByRole('navigation', { name: t('mainNavigation') });
  return {
    profile: nav.getByRole('link', { name: t('profile'), exact: true }),
    basket: nav.getByRole('link', { name: t('basket') }),
    feedback: nav.getByRole('link', { name: t('feedback'), exact: true }),
    settings: nav.getByRole('link', { name: t('settings'), exact: true }),
  };
}

for (const language of ['en', 'de', 'uk']) {
  test.describe(`a new customer speaking ${language}`, () => {
    test.use({ language });

    test('signs up, gives consents, stays logged in, logs out and back in', async ({ page, t }) => {
      const email = uniqueEmail(`new.${language}`);
      const password = 'Sunny-Day-42';
      const nav = navLinks(page, t);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // Sign up.
      await page.getByRole('link', { name: t('auth:login.register') }).click();
      await page.waitForURL('**/register');
      // Submitting the empty form shows the spec's messages and sends nothing.
      await page.getByRole('button', { name: t('auth:register.submit') }).click();
      await expect(page.getByText(t('validation.emailRequired'))).toBeVisible();
      await expect(page.getByText(t('validation.termsRequired'))).toBeVisible();
      await expect(page).toHaveURL(/\/register$/);

      await page.getByLabel(t('auth:register.name')).fill('Ada Lovelace');
      await page.getByLabel(t('auth:register.email'), { exact: true }).fill(email);
      await page.getByLabel(t('auth:register.password'), { exact: true }).fill(password);
      await page.getByLabel(t('auth:register.confirmPassword')).fill(password);
      await page.getByLabel(t('auth:register.birthdate')).fill('1990-05-17');
      await page.getByLabel(t('auth:register.phone')).fill('+34 600 123 456');
      await page.getByRole('checkbox').check();
      await snapshot(page, `journey-${language}-1-register`);
      await page.getByRole('button', { name: t('auth:register.submit') }).click();

      // Asked for the required consents; the navigation is locked until then.
      await page.waitForURL('**/consent-management');
      await expect(page.getByRole('heading', { name: t('account:consents.title') })).toBeVisible();
      await expect(nav.settings, 'settings is never disabled').toHaveCount(1);
      await expect(nav.profile, 'profile is not a usable link before consents').toHaveCount(0);
      await expect(nav.basket).toHaveCount(0);
      await expect(nav.feedback).toHaveCount(0);

      await page.getByRole('button', { name: t('account:consents.save') }).click();
      await expect(page.getByText(t('account:consents.requiredMissing'))).toBeVisible();
      await page.getByRole('checkbox', { name: t('account:consents.essential') }).check();
      await page.getByRole('checkbox', { name: t('account:consents.dataProcessing') }).check();
      await snapshot(page, `journey-${language}-2-consents`);
      await page.getByRole('button', { name: t('account:consents.save') }).click();

      await page.waitForURL('**/select-restaurant');
      await expect(nav.profile).toBeVisible();
      await expect(nav.basket).toHaveCount(1);
      await expect(nav.feedback).toHaveCount(1);

      // A reload keeps the session.
      await page.reload();
      await page.waitForURL('**/select-restaurant');
      await expect(nav.profile).toBeVisible();
      await snapshot(page, `journey-${language}-3-after-reload`);

      // Log out from Settings: back on / with no error.
      await nav.settings.click();
      await page.waitForURL('**/settings');
      await page.getByRole('button', { name: t('account:settings.logout') }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.search === '');
      await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
      await expect(page.getByRole('alert'), 'no error after logout').toHaveCount(0);
      await expect(nav.profile).toHaveCount(0);
      expect(
        await page.evaluate(() => [
          localStorage.getItem('accessToken'),
          localStorage.getItem('refreshToken'),
        ]),
      ).toEqual([null, null]);

      // A wrong password is refused with the spec's message.
      await page.getByLabel(t('auth:login.email')).fill(email);
      await page.getByLabel(t('auth:login.password')).fill('Wrong-password-1');
      await page.getByRole('button', { name: t('auth:login.submit') }).click();
      await expect(page.getByText(t('auth:login.invalidCredentials'))).toBeVisible();
      await snapshot(page, `journey-${language}-4-wrong-password`);

      // The right one logs in, straight to the restaurants since consents are given.
      await page.getByLabel(t('auth:login.password')).fill(password);
      await page.getByRole('button', { name: t('auth:login.submit') }).click();
      await page.waitForURL('**/select-restaurant');
      await expect(nav.profile).toBeVisible();
    });
  });
}

test.describe('the demo account', () => {
  test.use({ locale: 'en-US' });

  test('logs in on a fresh start and finds its consents already given', async ({ page, t }) => {
    await page.goto('/');
    await page.getByLabel(t('auth:login.email')).fill('demo@example.com');
    await page.getByLabel(t('auth:login.password')).fill('Demo1234!');
    await page.getByRole('button', { name: t('auth:login.submit') }).click();
    await page.waitForURL('**/select-restaurant');
    await expect(navLinks(page, t).profile).toBeVisible();
  });

  test('an unknown route shows Not Found', async ({ page, t }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  });
});
