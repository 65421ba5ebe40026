// Issue 13 in the browser: two tabs of one browser share one session. Woken together with an
// expired access token on a slow network, only one of them refreshes (the other takes the
// tokens it stored), and both stay signed in; a logout in one tab logs the other out.
import type { BrowserContext, Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { type AppServer, SERVER_FIXTURE_TIMEOUT_MS, startAppServer } from './support/app-server';
import { test as base, expect, uniqueEmail } from './support/fixtures';

/** Known to this spec's own server, so the test can sign an expired access token like the server's. */
const JWT_SECRET = 'e2e-tabs-spec-secret-not-for-production-0123';

const test = base.extend<object, { tokenServer: AppServer }>({
  // A server of its own: the expired-token test must sign tokens with the server's secret,
  // which the shared stack generates and keeps to itself.
  tokenServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      const server = await startAppServer({ env: { JWT_SECRET } });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
});

/** An access token of the server's shape (see server/src/lib/access-tokens.ts) that expired a minute ago. */
function expiredAccessToken(userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('loyalty-app')
    .setAudience('consumerApp')
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** Registers and consents a customer on `baseUrl`; returns the user id and the first token pair. */
async function registerOn(baseUrl: string) {
  const post = (path: string, method: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', 'POST', {
    name: 'Two Tabs',
    email: uniqueEmail('tabs'),
    password: 'Sunny-Day-42',
    birthdate: '1988-03-09',
    phone: '+34 600 765 432',
    acceptTerms: true,
    appId: 'consumerApp',
  });
  expect(registered.status).toBe(201);
  const tokens = ((await registered.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  const me = await post('/api/user/getMyUser', 'GET', undefined, tokens.accessToken);
  const { userId } = ((await me.json()) as { data: { userId: string } }).data;
  const consents = await post(
    `/api/user-consents?userId=${userId}`,
    'PUT',
    { essential: true, dataProcessing: true, analytics: false, marketing: false },
    tokens.accessToken,
  );
  expect(consents.status).toBe(200);
  return { userId, tokens };
}

/** 300 ms more for every request of the page, through the DevTools protocol. */
async function slowNetwork(context: BrowserContext, page: Page) {
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** How many of the page's API calls the server refused with TOKEN_EXPIRED. */
function countExpiredAnswers(page: Page) {
  const counter = { count: 0 };
  page.on('response', async (response) => {
    if (response.status() !== 401 || !new URL(response.url()).pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (body?.error?.code === 'TOKEN_EXPIRED') counter.count += 1;
  });
  return counter;
}

test('two tabs waking with an expired access token on a slow network: one refresh, both stay signed in', async ({
  context,
  t,
  tokenServer,
}) => {
  const app = tokenServer.baseUrl;
  const { userId, tokens } = await registerOn(app);
  const restaurants = (page: Page) =>
    expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();

  const first = await context.newPage();
  await first.goto(`${app}/privacy-policy`);
  await first.evaluate((pair) => {
    localStorage.setItem('accessToken', pair.accessToken);
    localStorage.setItem('refreshToken', pair.refreshToken);
  }, tokens);
  await first.goto(`${app}/select-restaurant`);
  await restaurants(first);
  const second = await context.newPage();
  await second.goto(`${app}/select-restaurant`);
  await restaurants(second);

  await slowNetwork(context, first);
  await slowNetwork(context, second);
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/auth/refreshToken')
      refreshes.push(request.url());
  });
  const expiredInFirst = countExpiredAnswers(first);
  const expiredInSecond = countExpiredAnswers(second);
  // Both tabs are to meet the expired token. On a loaded machine one tab can start so late that the
  // other has refreshed and stored new tokens before it asks anything: the refresh reaches the server
  // only once both tabs have met the expired token (a condition, not a time; 30 s bound).
  await context.route('**/api/auth/refreshToken', async (route) => {
    try {
      await expect
        .poll(() => expiredInFirst.count > 0 && expiredInSecond.count > 0, { timeout: 30_000 })
        .toBe(true);
    } finally {
      await route.continue();
    }
  });

  // The access token both tabs share runs out while neither runs the app (else the open app, its live
  // orders stream say, would meet it and refresh before the tabs wake); both tabs wake (are reopened)
  // at once.
  await Promise.all([first.goto(`${app}/api/health`), second.goto(`${app}/api/health`)]);
  await first.evaluate(
    (token) => localStorage.setItem('accessToken', token),
    await expiredAccessToken(userId),
  );
  await Promise.all([first.goto(`${app}/select-restaurant`), second.goto(`${app}/select-restaurant`)]);
  await restaurants(first);
  await restaurants(second);

  // Both tabs met the expired token, yet only one refresh reached the server.
  expect(expiredInFirst.count).toBeGreaterThan(0);
  expect(expiredInSecond.count).toBeGreaterThan(0);
  expect(refreshes).toHaveLength(1);

  // The session lives on in both: each opens a menu with the tokens now stored.
  for (const page of [first, second]) {
    await page
      .getByRole('link', { name: /Olivera/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Café Olivera' })).toBeVisible();
  }
  expect(refreshes).toHaveLength(1);
  const stored = await first.evaluate(() => localStorage.getItem('refreshToken'));
  expect(stored).not.toBe(tokens.refreshToken);
});

test('logging out in one tab logs the other tab out', async ({ context, page, t, customer: _signedIn }) => {
  await page.goto('/select-restaurant');
  await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/select-restaurant');
  await expect(other.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();

  await page
    .getByRole('navigation', { name: t('mainNavigation') })
    .getByRole('link', { name: t('settings'), exact: true })
    .click();
  await page.getByRole('button', { name: t('account:settings.logout') }).click();
  await expect(page.getByRole('button', { name: t('auth:login.submit') })).toBeVisible();

  // Nothing is done in the other tab: it follows by itself.
  await expect(other.getByRole('button', { name: t('auth:login.submit') })).toBeVisible();
  await other.waitForURL((url) => url.pathname === '/');
});
