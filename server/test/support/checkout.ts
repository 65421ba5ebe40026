import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Schema } from '../../src/api/handler';
import { extraOptionId, productId, providerId } from '../../src/features/catalog/ids';
import { createLedgerRepository } from '../../src/features/points/repository';
import type { Clock } from '../../src/lib/clock';
import { authHeaders } from '../helper';

// What the checkout, orders, ledger and events tests share: the demo catalogue's ids, a clock the tests
// move, and the calls they make.

export type CheckoutBody = Schema<'CheckoutRequest'>;
type Order = Schema<'Order'>;

/** Wednesday 11 March 2026, 11:00 in Barcelona (UTC+1): Café Olivera is open (07:30 to 20:00). */
export const OLIVERA_OPEN = '2026-03-11T10:00:00.000Z';

export const OLIVERA = providerId('cafe-olivera');
export const LA_TAULA = providerId('la-taula-de-gracia');
export const ESPRESSO = productId('cafe-olivera', 'espresso');
export const FLAT_WHITE = productId('cafe-olivera', 'flat-white');
export const ALMOND_CROISSANT = productId('cafe-olivera', 'almond-croissant');
export const PAN_CON_TOMATE = productId('la-taula-de-gracia', 'pan-con-tomate');
export const OAT_MILK = extraOptionId('cafe-olivera', 'milk', 'oat');
export const SOY_MILK = extraOptionId('cafe-olivera', 'milk', 'soy');
export const VANILLA = extraOptionId('cafe-olivera', 'syrup', 'vanilla');

/** Espresso: 150 cents, 15 points to pay, 2 points earned. Flat white: 320, oat milk +50. */
export const ESPRESSO_PRICE = 150;
export const ESPRESSO_POINTS_PRICE = 15;
export const ESPRESSO_LOYALTY_POINTS = 2;

/**
 * A clock that starts at `start` and runs with real time from there; `set` jumps to another instant
 * (and runs on from it).
 */
export function movableClock(start: string): { clock: Clock; set(at: string): void } {
  let offset = 0;
  const set = (at: string) => {
    offset = new Date(at).getTime() - Date.now();
  };
  set(start);
  return { clock: () => new Date(Date.now() + offset), set };
}

/** One espresso at Café Olivera, as soon as possible, paid with `paymentMethod`. */
export function espressoBasket(
  paymentMethod: CheckoutBody['paymentMethod'] = 'cash',
  quantity = 1,
): CheckoutBody {
  return {
    providerId: OLIVERA,
    items: [{ productId: ESPRESSO, quantity, selectedExtraOptions: [] }],
    paymentMethod,
    pickup: { asap: true },
  };
}

/** POST /api/orders with an Idempotency-Key (a new one unless given); the raw response. */
export function checkout(
  app: FastifyInstance,
  accessToken: string,
  body: unknown,
  idempotencyKey: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...authHeaders(accessToken), 'idempotency-key': idempotencyKey },
    payload: body as object,
  });
}

/** Checks out (201 asserted) and returns the order. */
export async function placeOrder(
  app: FastifyInstance,
  accessToken: string,
  body: CheckoutBody,
): Promise<Order> {
  const response = await checkout(app, accessToken, body);
  if (response.statusCode !== 201)
    throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Credits the user `points` (reason `adjusted`) straight into the ledger. */
export async function givePoints(app: FastifyInstance, userId: string, points: number): Promise<void> {
  await createLedgerRepository(app.db).credit({
    userId,
    points,
    reason: 'adjusted',
    reference: `test-${randomUUID()}`,
  });
}

/** The user's balance as getMyUser answers it. */
export async function balanceOf(app: FastifyInstance, accessToken: string): Promise<number> {
  const me = await app.inject({ url: '/api/user/getMyUser', headers: authHeaders(accessToken) });
  return me.json().data.loyaltyPoints;
}

/** The sum of the user's ledger rows, read straight from the table. */
export async function ledgerSum(app: FastifyInstance, userId: string): Promise<number> {
  const rows = await app.db
    .selectFrom('points_ledger')
    .select('delta')
    .where('user_id', '=', userId)
    .execute();
  return rows.reduce((sum, row) => sum + row.delta, 0);
}

/** How many orders the user has, read straight from the table. */
export async function orderCount(app: FastifyInstance, userId: string): Promise<number> {
  const rows = await app.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}
