// What every browser test starts from. Import `test` and `expect` from here, not from
// @playwright/test:
//
//   test.use({ language: 'pl' });                       // the customer's language (locale follows)
//   test('…', async ({ page, t, customer }) => { … });  // t: texts in that language;
//                                                       // customer: signed up, consents given, signed in
//
// Each test gets its own browser context, so nothing (tokens, basket, service worker) leaks
// from one test to the next; every user a test needs is registered by that test.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { TestAccountClaims } from '../../server/test/support/oidc-issuer';
import type { CaughtMail } from './mail-catcher';
import { CONTROL, type StackUrls, stackUrls } from './stack-env';
import { localeOf, type Texts, texts } from './texts';

export { expect };

export interface Customer {
  name: string;
  email: string;
  password: string;
  userId: string;
  accessToken: string;
}

export interface Mailbox {
  /** The mails to `recipient` once at least `count` have arrived (fails after `timeout` ms). */
  received: (recipient: string, count?: number, timeout?: number) => Promise<CaughtMail[]>;
}

export interface Issuer {
  /** The provider's address, e.g. to recognise its login page. */
  url: string;
  /** A Google account unique to the calling test; returns the login name to type at the provider. */
  addAccount: (claims: Omit<TestAccountClaims, 'email'> & { email?: string }) => Promise<string>;
}

interface Options {
  /** The customer's language, one of LANGUAGES (default en); the browser's locale follows it. */
  language: string;
  /** The name the `customer` fixture registers with. */
  customerName: string;
}

interface Fixtures {
  t: Texts;
  customer: Customer;
  mailbox: Mailbox;
  issuer: Issuer;
}

interface WorkerFixtures {
  stack: StackUrls;
}

/** An address nobody else uses in this run: tests never share users. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern
    async ({}, use) => use(stackUrls()),
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => use(stack.app),
  language: ['en', { option: true }],
  customerName: ['Grace Hopper', { option: true }],
  locale: async ({ language }, use) => use(localeOf(language)),
  t: async ({ language }, use) => use(texts(language)),

  customer: async ({ context, request, language, customerName }, use) => {
    const email = uniqueEmail(`customer.${language}`);
    const password = 'Sunny-Day-42';
    const registered = await request.post('/api/auth/register', {
      data: {
        name: customerName,
        email,
        password,
        birthdate: '1988-03-09',
        phone: '+34 600 765 432',
        acceptTerms: true,
        language,
        appId: 'consumerApp',
      },
    });
    await expect(registered).toBeOK();
    const tokens = ((await registered.json()) as { data: { accessToken: string; refreshToken: string } })
      .data;
    const headers = { 'x-auth-token': tokens.accessToken };
    const me = await request.get('/api/user/getMyUser', { headers });
    await expect(me).toBeOK();
    const { userId } = ((await me.json()) as { data: { userId: string } }).data;
    const consents = await request.put(`/api/user-consents?userId=${userId}`, {
      headers,
      data: { essential: true, dataProcessing: true, analytics: false, marketing: false },
    });
    await expect(consents).toBeOK();

    // Only when absent: the app rotates the refresh token, and putting back a spent one on
    // a reload would trip the server's reuse detection.
    await context.addInitScript((pair) => {
      if (!localStorage.getItem('refreshToken')) {
        localStorage.setItem('accessToken', pair.accessToken);
        localStorage.setItem('refreshToken', pair.refreshToken);
      }
    }, tokens);
    await use({ name: customerName, email, password, userId, accessToken: tokens.accessToken });
  },

  mailbox: async ({ stack }, use) => {
    await use({
      received: async (recipient, count = 1, timeout = 15_000) => {
        const url = new URL(CONTROL.mails, stack.control);
        url.searchParams.set('to', recipient);
        url.searchParams.set('count', String(count));
        const response = await fetch(url, { signal: AbortSignal.timeout(timeout) }).catch((error) => {
          throw new Error(`fewer than ${count} mail(s) to ${recipient} within ${timeout} ms`, {
            cause: error,
          });
        });
        expect(response.ok).toBe(true);
        return (await response.json()) as CaughtMail[];
      },
    });
  },

  issuer: async ({ stack }, use, testInfo) => {
    let accounts = 0;
    await use({
      url: stack.issuer,
      addAccount: async (claims) => {
        accounts += 1;
        const login = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}-${accounts}`;
        const response = await fetch(new URL(CONTROL.issuerAccounts, stack.control), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login, claims: { email: uniqueEmail(login), ...claims } }),
        });
        expect(response.ok).toBe(true);
        return login;
      },
    });
  },
});

const SCREENS = resolve(__dirname, '..', 'artifacts', 'screens');

/**
 * Saves a full-page screenshot as e2e/artifacts/screens/NAME.png (ignored by git) for a
 * human to look at, and attaches it to the test's report.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  const path = resolve(SCREENS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
