import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { authHeaders } from '../helper';
import { ESPRESSO, OLIVERA } from './checkout';

// A customer of a real server process (support/server-process.ts), through HTTP: what `inject` does for
// the tests on an app in the same process.

export interface HttpCustomer {
  accessToken: string;
}

/** A new account that gave the required consents, so it may check out. */
export async function httpCustomer(url: string): Promise<HttpCustomer> {
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Customer',
      email: `${randomUUID()}@example.com`,
      password: 'Secret123!',
      birthdate: '1990-05-06',
      phone: '+34600123456',
      acceptTerms: true,
      appId: 'consumerApp',
    }),
  });
  assert.equal(registered.status, 201, await registered.clone().text());
  const { accessToken } = (await registered.json()).data;
  const me = await fetch(`${url}/api/user/getMyUser`, { headers: authHeaders(accessToken) });
  const { userId } = (await me.json()).data;
  const consented = await fetch(`${url}/api/user-consents?userId=${userId}`, {
    method: 'PUT',
    headers: { ...authHeaders(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ essential: true, dataProcessing: true, analytics: false, marketing: false }),
  });
  assert.equal(consented.status, 200, await consented.clone().text());
  return { accessToken };
}

type Pickup = { asap: true } | { at: string };

/**
 * A pickup Café Olivera (demo data) takes for the whole of a test: the last time it offers, days
 * ahead. "As soon as possible", or its first time, would be refused once the place closes or that
 * time passes, which a test running at the wrong minute would meet.
 */
export async function pickupAhead(url: string, accessToken: string): Promise<Pickup> {
  const answer = await fetch(`${url}/api/providers/${OLIVERA}/pickup-times`, {
    headers: authHeaders(accessToken),
  });
  assert.equal(answer.status, 200, await answer.clone().text());
  const { times } = (await answer.json()).data as { times: string[] };
  const last = times.at(-1);
  assert.ok(last, 'Café Olivera offers a pickup time within a week');
  return { at: last };
}

/** POST /api/orders: one espresso at Café Olivera, paid in cash; the raw answer. */
export function postCheckout(url: string, accessToken: string, idempotencyKey: string, pickup: Pickup) {
  return fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: {
      ...authHeaders(accessToken),
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify({
      providerId: OLIVERA,
      items: [{ productId: ESPRESSO, quantity: 1, selectedExtraOptions: [] }],
      paymentMethod: 'cash',
      pickup,
    }),
  });
}

/** The ids of every order of the customer, active and finished, page by page. */
export async function ordersOf(url: string, accessToken: string): Promise<string[]> {
  const ids: string[] = [];
  for (const scope of ['active', 'history']) {
    let cursor: string | null = null;
    do {
      const query: string = `scope=${scope}&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await fetch(`${url}/api/orders?${query}`, { headers: authHeaders(accessToken) });
      assert.equal(page.status, 200, await page.clone().text());
      const { orders, nextCursor } = (await page.json()).data as {
        orders: { orderId: string }[];
        nextCursor: string | null;
      };
      ids.push(...orders.map((order) => order.orderId));
      cursor = nextCursor;
    } while (cursor);
  }
  return ids;
}
