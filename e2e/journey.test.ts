// Issue 2's journey, as a new customer does it, in more than one language: sign up,
// give the consents, find the navigation unlocked, reload, log out, log back in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newCustomer, type RunningServer, snapshot, startServer } from './harness';
import { texts } from './texts';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function navLinks(page: Page, t: ReturnType<typeof texts>) {
  const nav = page.getByRole('navigation', { name: t('mainNavigation') });
  return {
    profile: nav.getByRole('link', { name: t('profile'), exact: true }),
    basket: nav.getByRole('link', { name: t('basket') }),
    feedback: nav.getByRole('link', { name: t('feedback'), exact: true }),
    settings: nav.getByRole('link', { name: t('settings'), exact: true }),
  };
}

for (const [language, locale] of [
  ['en', 'en-GB'],
  ['de', 'de-DE'],
  ['uk', 'uk-UA'],
] as const) {
  describe(`a new customer speaking ${language}`, () => {
    const t = texts(language);
    const email = `new.${language}.${Date.now()}@example.com`;
    const password = 'Sunny-Day-42';

    test('signs up, gives consents, stays logged in, logs out and back in', async () => {
      const { context, page } = await newCustomer(browser, server.baseUrl, locale);
      try {
        await page.goto('/');
        await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), language);

        // Sign up.
        await page.getByRole('link', { name: t('auth:login.register') }).click();
        await page.waitForURL('**/register');
        // Submitting the empty form shows the spec's messages and sends nothing.
        await page.getByRole('button', { name: t('auth:register.submit') }).click();
        await page.getByText(t('validation.emailRequired')).waitFor();
        await page.getByText(t('validation.termsRequired')).waitFor();

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
        await page.getByRole('heading', { name: t('account:consents.title') }).waitFor();
        let nav = await navLinks(page, t);
        assert.equal(await nav.profile.count(), 0, 'profile is not a usable link before consents');
        assert.equal(await nav.basket.count(), 0);
        assert.equal(await nav.feedback.count(), 0);
        assert.equal(await nav.settings.count(), 1, 'settings is never disabled');

        await page.getByRole('button', { name: t('account:consents.save') }).click();
        await page.getByText(t('account:consents.requiredMissing')).waitFor();
        await page.getByRole('checkbox', { name: t('account:consents.essential') }).check();
        await page.getByRole('checkbox', { name: t('account:consents.dataProcessing') }).check();
        await snapshot(page, `journey-${language}-2-consents`);
        await page.getByRole('button', { name: t('account:consents.save') }).click();

        await page.waitForURL('**/select-restaurant');
        nav = await navLinks(page, t);
        await nav.profile.waitFor();
        assert.equal(await nav.basket.count(), 1);
        assert.equal(await nav.feedback.count(), 1);

        // A reload keeps the session.
        await page.reload();
        await page.waitForURL('**/select-restaurant');
        await (await navLinks(page, t)).profile.waitFor();
        await snapshot(page, `journey-${language}-3-after-reload`);

        // Log out from Settings: back on / with no error.
        await (await navLinks(page, t)).settings.click();
        await page.waitForURL('**/settings');
        await page.getByRole('button', { name: t('account:settings.logout') }).click();
        await page.waitForURL((url) => url.pathname === '/' && url.search === '');
        await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'no error after logout');
        assert.equal(await (await navLinks(page, t)).profile.count(), 0);
        const tokens = await page.evaluate(() => [
          localStorage.getItem('accessToken'),
          localStorage.getItem('refreshToken'),
        ]);
        assert.deepEqual(tokens, [null, null]);

        // A wrong password is refused with the spec's message.
        await page.getByLabel(t('auth:login.email')).fill(email);
        await page.getByLabel(t('auth:login.password')).fill('Wrong-password-1');
        await page.getByRole('button', { name: t('auth:login.submit') }).click();
        await page.getByText(t('auth:login.invalidCredentials')).waitFor();
        await snapshot(page, `journey-${language}-4-wrong-password`);

        // The right one logs in, straight to the restaurants since consents are given.
        await page.getByLabel(t('auth:login.password')).fill(password);
        await page.getByRole('button', { name: t('auth:login.submit') }).click();
        await page.waitForURL('**/select-restaurant');
        await (await navLinks(page, t)).profile.waitFor();
      } finally {
        await context.close();
      }
    });
  });
}

describe('the demo account', () => {
  test('logs in on a fresh start and finds its consents already given', async () => {
    const t = texts('en');
    const { context, page } = await newCustomer(browser, server.baseUrl, 'en-US');
    try {
      await page.goto('/');
      await page.getByLabel(t('auth:login.email')).fill('demo@example.com');
      await page.getByLabel(t('auth:login.password')).fill('Demo1234!');
      await page.getByRole('button', { name: t('auth:login.submit') }).click();
      await page.waitForURL('**/select-restaurant');
      await (await navLinks(page, t)).profile.waitFor();
    } finally {
      await context.close();
    }
  });

  test('an unknown route shows Not Found', async () => {
    const t = texts('en');
    const { context, page } = await newCustomer(browser, server.baseUrl, 'en-US');
    try {
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: t('notFound.title') }).waitFor();
    } finally {
      await context.close();
    }
  });
});
