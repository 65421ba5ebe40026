// Issue 11's "Session and privacy" in the browser: an outage (the service failing, or the
// device offline with the service worker installed) keeps the session and says so; logging
// out empties the basket; a deep link survives the login; the back arrow of a page opened
// directly stays in the app; a signed-in customer is not shown the sign-up form; a Google
// callback that goes wrong says so.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, snapshot, test, uniqueEmail } from './support/fixtures';
import { PLACES } from './support/places';
import type { Texts } from './support/texts';

const { olivera: OLIVERA } = PLACES;

interface Account {
  email: string;
  password: string;
}

/**
 * A customer registered and consented through the API but not signed in anywhere (unlike the
 * `customer` fixture, which signs every page of the context in, also after a logout).
 */
async function registeredAccount(request: APIRequestContext, language: string): Promise<Account> {
  const email = uniqueEmail(`session.${language}`);
  const password = 'Sunny-Day-42';
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Ada Lovelace',
      email,
      password,
      birthdate: '1990-12-10',
      phone: '+34 600 123 456',
      acceptTerms: true,
      language,
      appId: 'consumerApp',
    },
  });
  await expect(registered).toBeOK();
  const { accessToken } = ((await registered.json()) as { data: { accessToken: string } }).data;
  const headers = { 'x-auth-token': accessToken };
  const me = await request.get('/api/user/getMyUser', { headers });
  const { userId } = ((await me.json()) as { data: { userId: string } }).data;
  const consents = await request.put(`/api/user-consents?userId=${userId}`, {
    headers,
    data: { essential: true, dataProcessing: true, analytics: false, marketing: false },
  });
  await expect(consents).toBeOK();
  return { email, password };
}

async function logIn(page: Page, t: Texts, { email, password }: Account) {
  await page.getByLabel(t('auth:login.email')).fill(email);
  await page.getByLabel(t('auth:login.password')).fill(password);
  await page.getByRole('button', { name: t('auth:login.submit') }).click();
}

function navigation(page: Page, t: Texts) {
  return page.getByRole('navigation', { name: t('mainNavigation') });
}

const storedTokens = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);

test.describe('an outage keeps the session', () => {
  test('a 503 at startup shows "service unavailable" with the tokens kept; once the service is back, the app', async ({
    page,
    t,
    customer: _signedIn,
  }) => {
    await page.goto('/select-restaurant');
    await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
    const tokens = await storedTokens(page);

    await page.route('**/api/user/getMyUser', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'UNAVAILABLE', message: 'Down for maintenance' } },
      }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('session.unavailableTitle') })).toBeVisible();
    await expect(page.getByText(t('session.unavailable'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('auth:login.submit') })).toHaveCount(0);
    expect(await storedTokens(page)).toEqual(tokens);
    await snapshot(page, 'session-service-unavailable');

    await page.unroute('**/api/user/getMyUser');
    // "Try again", unless the app's own retry (after 1 s, then 2 s, 4 s...) got there first: on a
    // loaded machine it can, and the button is gone before the click lands.
    const retry = page.getByRole('button', { name: t('session.retry') });
    await retry.click({ timeout: 5_000 }).catch(async (error: unknown) => {
      if (await retry.isVisible()) throw error;
    });
    await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/select-restaurant');
  });

  test.describe('with the service worker installed', () => {
    test.use({ serviceWorkers: 'allow', language: 'pl' });

    test('offline, a home-screen start says "you are offline" and keeps the session; online again, it goes on', async ({
      context,
      page,
      t,
      customer: _signedIn,
    }) => {
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const tokens = await storedTokens(page);

      await context.setOffline(true);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: t('session.offlineTitle') })).toBeVisible();
      await expect(page.getByText(t('session.offline'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('auth:login.submit') })).toHaveCount(0);
      expect(await storedTokens(page)).toEqual(tokens);
      await snapshot(page, 'session-offline-pl');

      // The browser says it is back online; the app tries at once, without a reload.
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
    });
  });
});

test('logging out empties the basket: no badge on the login screen, an empty basket at the next login', async ({
  page,
  t,
  request,
  language,
}) => {
  const account = await registeredAccount(request, language);
  await page.goto('/');
  await logIn(page, t, account);
  await page.waitForURL('**/select-restaurant');

  await page.goto(`/${OLIVERA.id}/products`);
  await page.getByRole('link', { name: /^Espresso / }).click();
  await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
  const badge = navigation(page, t).getByText(t('basketItemCount', { count: 1 }));
  await expect(badge).toHaveCount(1);

  await navigation(page, t)
    .getByRole('link', { name: t('settings'), exact: true })
    .click();
  await page.getByRole('button', { name: t('account:settings.logout') }).click();
  await expect(page.getByRole('button', { name: t('auth:login.submit') })).toBeVisible();
  await expect(navigation(page, t).getByText(/\d/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('persist:basket'))).not.toContain('Espresso');

  await logIn(page, t, account);
  await page.waitForURL('**/select-restaurant');
  await expect(navigation(page, t).getByRole('link', { name: t('basket') })).toBeVisible();
  await expect(navigation(page, t).getByText(/\d/)).toHaveCount(0);
});

test('a QR link opened logged out says "You are not authenticated" and opens that menu after login', async ({
  page,
  t,
  request,
  language,
}) => {
  const account = await registeredAccount(request, language);
  await page.goto(`/${OLIVERA.id}/products`);
  await expect(page.getByRole('alert')).toHaveText(t('notAuthenticated'));
  await snapshot(page, 'session-deep-link-login');

  await logIn(page, t, account);
  await page.waitForURL(`**/${OLIVERA.id}/products`);
  await expect(page.getByRole('heading', { level: 1, name: OLIVERA.name })).toBeVisible();
});

test('the back arrow of a page opened directly goes to its parent, not out of the app', async ({
  page,
  t,
  customer: _signedIn,
}) => {
  await page.goto(`/${OLIVERA.id}/products`);
  await expect(page.getByRole('heading', { level: 1, name: OLIVERA.name })).toBeVisible();
  await page.getByRole('button', { name: t('back') }).click();
  await page.waitForURL('**/select-restaurant');
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
});

test('a signed-in customer who opens /register goes on into the app', async ({
  page,
  t,
  customer: _signedIn,
}) => {
  await page.goto('/register');
  await page.waitForURL('**/select-restaurant');
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('auth:register.submit') })).toHaveCount(0);
});

test.describe('a Google callback that goes wrong says so', () => {
  test('tokens the server refuses', async ({ page, t }) => {
    await page.goto('/auth/callback?accessToken=forged&refreshToken=forged');
    await expect(page.getByRole('alert')).toHaveText(t('auth:callbackErrors.complete_failed'));
    expect(await storedTokens(page)).toEqual([null, null]);
    await page.getByRole('link', { name: t('auth:callback.backToLogin') }).click();
    await expect(page.getByRole('button', { name: t('auth:login.submit') })).toBeVisible();
  });

  test('no tokens at all', async ({ page, t }) => {
    await page.goto('/auth/callback');
    await expect(page.getByRole('alert')).toHaveText(t('auth:callbackErrors.incomplete'));
  });
});
