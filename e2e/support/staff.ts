// The counter's side of a browser test: a demo staff member of a seeded place (see the README's
// demo staff logins), driving the staff API with Playwright's `request`, as the staff console does.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';

interface StaffOrder {
  orderId: string;
  number: string;
  status: string;
  pointsEarned: number;
  createdAt: string;
}

const STAFF_PASSWORD = 'Staff1234!';

export interface Counter {
  /**
   * The place's newest active order with this number (the one the counter calls out). Numbers restart
   * at the place's midnight, so a run that crosses it can find an earlier day's order with the same
   * number still under way; the order just placed is the newest.
   */
  order(number: string): Promise<StaffOrder>;
  /** Moves an order to `status`, as staff do from the console. */
  move(orderId: string, status: string, reason?: string): Promise<void>;
  /** Scans the customer's personal QR code and awards them points; answers the new balance. */
  award(customerAccessToken: string, points: number): Promise<number>;
}

/** Logs in as `email` (a demo staff member of `providerId`) and returns what the counter can do. */
export async function counterOf(
  request: APIRequestContext,
  email: string,
  providerId: string,
): Promise<Counter> {
  const login = await request.post('/api/auth/login', {
    data: { email, password: STAFF_PASSWORD, appId: 'consumerApp' },
  });
  await expect(login).toBeOK();
  const headers = {
    'x-auth-token': ((await login.json()) as { data: { accessToken: string } }).data.accessToken,
  };
  const base = `/api/staff/providers/${providerId}`;

  return {
    async order(number) {
      const response = await request.get(`${base}/orders`, { headers });
      await expect(response).toBeOK();
      const orders = ((await response.json()) as { data: StaffOrder[] }).data;
      const order = orders
        .filter((candidate) => candidate.number === number)
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      if (!order) throw new Error(`no active order ${number} at ${providerId}`);
      return order;
    },
    async move(orderId, status, reason) {
      const response = await request.post(`${base}/orders/${orderId}/status`, {
        headers,
        data: reason ? { status, reason } : { status },
      });
      await expect(response).toBeOK();
    },
    async award(customerAccessToken, points) {
      const qr = await request.get('/api/user/qr-token', {
        headers: { 'x-auth-token': customerAccessToken },
      });
      await expect(qr).toBeOK();
      const { token } = ((await qr.json()) as { data: { token: string } }).data;
      const lookup = await request.post(`${base}/customers/lookup`, { headers, data: { token } });
      await expect(lookup).toBeOK();
      const { counterSession } = ((await lookup.json()) as { data: { counterSession: string } }).data;
      const awarded = await request.post(`${base}/points/award`, {
        headers,
        data: {
          counterSession,
          requestId: randomUUID(),
          points,
          reason: 'Coffee beans bought at the counter',
        },
      });
      await expect(awarded).toBeOK();
      return ((await awarded.json()) as { data: { balance: number } }).data.balance;
    },
  };
}

/** The demo owner (server/src/seed), who may do everything in the back office. */
export const DEMO_OWNER = { email: 'owner@example.com', password: 'Owner1234!' };

/**
 * Signs someone in through the API and hands the tokens to `context`, as the app keeps them; answers the
 * access token.
 */
export async function signInAs(
  request: APIRequestContext,
  context: BrowserContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { ...credentials, appId: 'consumerApp' } });
  await expect(login).toBeOK();
  const tokens = ((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  await context.addInitScript((pair) => {
    if (!localStorage.getItem('refreshToken')) {
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }
  }, tokens);
  return tokens.accessToken;
}

/** A demo staff member (of Café Olivera unless `email` names another), signed in as `signInAs` does. */
export const signInStaff = (
  request: APIRequestContext,
  context: BrowserContext,
  email = 'staff.olivera@example.com',
): Promise<string> => signInAs(request, context, { email, password: STAFF_PASSWORD });
