// Customers and places the browser suites start from, made through the real API.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newCustomer } from './harness';

/** The seeded places; their ids are stable (see server/src/features/catalog/seed-data.ts). */
export const PLACES = {
  olivera: { id: 'ef62d36a-95b5-544c-9358-f7b38a084563', name: 'Café Olivera' },
  taula: { id: 'd5490894-dacd-5131-bad0-717995e55fa0', name: 'La Taula de Gràcia' },
  lipa: { id: 'a71848ca-f0e3-51fd-bb0b-f1158db4f44d', name: 'Kawiarnia Pod Lipą' },
} as const;

/** A call to the server's API that must succeed; its JSON answer. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { 'x-auth-token': init.token } : {}),
    },
  });
  const body = await response.text();
  assert.ok(response.ok, `${init.method ?? 'GET'} ${path} -> ${response.status} ${body}`);
  return JSON.parse(body) as T;
}

/**
 * A customer signed up through the API with the required consents given, whose browser
 * already holds the tokens: for suites whose subject is not the sign-up itself.
 */
export async function signedInCustomer(
  browser: Browser,
  baseUrl: string,
  { language, locale, name = 'Grace Hopper' }: { language: string; locale: string; name?: string },
): Promise<{ context: BrowserContext; page: Page; accessToken: string }> {
  const email = `customer.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { data: tokens } = await callApi<{ data: { accessToken: string; refreshToken: string } }>(
    baseUrl,
    '/auth/register',
    {
      method: 'POST',
      body: JSON.stringify({
        name,
        email,
        password: 'Sunny-Day-42',
        birthdate: '1988-03-09',
        phone: '+34 600 765 432',
        acceptTerms: true,
        language,
        appId: 'consumerApp',
      }),
    },
  );
  const { data: user } = await callApi<{ data: { userId: string } }>(baseUrl, '/user/getMyUser', {
    token: tokens.accessToken,
  });
  await callApi(baseUrl, `/user-consents?userId=${user.userId}`, {
    method: 'PUT',
    token: tokens.accessToken,
    body: JSON.stringify({ essential: true, dataProcessing: true, analytics: false, marketing: false }),
  });

  const { context, page } = await newCustomer(browser, baseUrl, locale);
  // Only when absent: the app rotates the refresh token, and putting back a spent one on
  // a reload would trip the server's reuse detection.
  await context.addInitScript((pair) => {
    if (!localStorage.getItem('refreshToken')) {
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }
  }, tokens);
  return { context, page, accessToken: tokens.accessToken };
}
