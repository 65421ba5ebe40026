import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { providerId } from '../../src/features/catalog/ids';
import { createStaffRepository } from '../../src/features/staff/repository';
import { authHeaders, registerUser, type TestUser } from '../helper';

// What the staff tests share: the demo places, staff accounts made through the repository (as
// `npm run staff:add` does), an order placed through the API, and the customer's QR token.

export const OLIVERA = providerId('cafe-olivera');
export const TAULA = providerId('la-taula-de-gracia');
/** Butter croissant and flat white at Café Olivera; oat milk is one of the flat white's extras. */
export const CROISSANT = '9b1e53da-335f-5c4e-9f98-d3114261a598';
export const FLAT_WHITE = 'dc8d646e-dd31-5a19-98b5-5abeb9c471e7';
export const OAT_MILK = '173e13a6-e81d-5f48-914e-b8e2c57a3726';

/** A Monday, 11:00 in Barcelona: Café Olivera is open. */
export const OPEN_AT_OLIVERA = new Date('2026-03-16T10:00:00.000Z');

/** A new account made staff of the places. */
export async function registerStaff(app: FastifyInstance, ...places: string[]): Promise<TestUser> {
  const user = await registerUser(app, { name: 'Staff Member' });
  const staff = createStaffRepository(app.db);
  for (const place of places) await staff.addMembership(user.userId, place);
  return user;
}

/** Places an order at Café Olivera as soon as possible (201 asserted) and returns it. */
export async function placeOrder(
  app: FastifyInstance,
  customer: TestUser,
  options: {
    paymentMethod?: 'cash' | 'card' | 'points';
    items?: { productId: string; extras?: string[] }[];
    /** The checkout's Idempotency-Key; a new one unless given. */
    idempotencyKey?: string;
  } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...authHeaders(customer.accessToken),
      'idempotency-key': options.idempotencyKey ?? randomUUID(),
    },
    payload: {
      providerId: OLIVERA,
      items: (options.items ?? [{ productId: CROISSANT }]).map((item) => ({
        productId: item.productId,
        quantity: 1,
        selectedExtraOptions: item.extras ?? [],
      })),
      paymentMethod: options.paymentMethod ?? 'card',
      pickup: { asap: true },
    },
  });
  if (response.statusCode !== 201) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    orderId: string;
    status: string;
    pointsEarned: number;
    pointsSpent: number;
  };
}

/** The customer's current personal QR token. */
export async function qrToken(app: FastifyInstance, customer: TestUser): Promise<string> {
  const response = await app.inject({
    url: '/api/user/qr-token',
    headers: authHeaders(customer.accessToken),
  });
  if (response.statusCode !== 200) throw new Error(`qr-token: ${response.statusCode} ${response.body}`);
  return response.json().data.token;
}

/** POST/PUT as the user, with a JSON body. */
export function call(
  app: FastifyInstance,
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: user ? authHeaders(user.accessToken) : {},
    ...(payload ? { payload } : {}),
  });
}

/** Scans the customer's QR code at the place (200 asserted): the counter session. */
export async function scan(app: FastifyInstance, staff: TestUser, place: string, customer: TestUser) {
  const response = await call(app, staff, 'POST', `/api/staff/providers/${place}/customers/lookup`, {
    token: await qrToken(app, customer),
  });
  if (response.statusCode !== 200) throw new Error(`lookup: ${response.statusCode} ${response.body}`);
  return response.json().data as { firstName: string; balance: number; counterSession: string };
}
