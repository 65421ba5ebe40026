import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, forbidden, notFound, rateLimited } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import { type CatalogCommands, type CatalogRepository, toCounterSettings } from '../catalog';
import type { CounterTokenRefusal, CounterTokens } from '../counter-token';
import type { EventAudience, PublishedEvent } from '../events';
import type { OrdersRepository, OrdersService } from '../orders';
import type { PointsService } from '../points';
import type { CounterSessions } from './counter-session';
import type { StaffRepository } from './repository';

const TICKET_TTL_MS = 60_000;

const TOKEN_REFUSALS: Record<CounterTokenRefusal, string> = {
  expired: 'This code has expired. Ask the customer to open their code again.',
  invalid: 'This is not a customer code of this app.',
  replaced:
    'This code has been replaced by a newer one. Ask the customer to show the code on their screen now.',
};

const SESSION_REFUSALS = {
  expired: "This counter session has expired. Scan the customer's code again.",
  invalid: "This counter session is not valid here. Scan the customer's code again.",
} as const;

function tokenRefused(reason: CounterTokenRefusal, message = TOKEN_REFUSALS[reason]): AppError {
  return new AppError(422, 'COUNTER_TOKEN_REFUSED', message, undefined, { reason });
}

/**
 * The staff console's operations. Every one first checks that the caller is staff of the place named
 * in the path (403 otherwise, whatever else is sent), and acts only on that place's orders and items.
 */
export function createStaffHandlers(deps: {
  db: Db;
  clock: Clock;
  repository: StaffRepository;
  orders: OrdersService;
  ordersRepository: Pick<OrdersRepository, 'load' | 'activeOfPlace' | 'isOfPlace' | 'openOrdersAt'>;
  points: PointsService;
  counterTokens: CounterTokens;
  counterSessions: CounterSessions;
  /** Counts wrong typed codes per staff member and per place (shared through Redis when set). */
  codeLimiter: AttemptLimiter;
  codeLimits: { staffMax: number; placeMax: number };
  setSoldOut: CatalogCommands['setSoldOut'];
  findPlaceRow: CatalogRepository['findPlaceRow'];
  openStream: (
    reply: FastifyReply,
    audiences: EventAudience[],
    options?: { endAfter?: (event: PublishedEvent) => boolean },
  ) => FastifyReply;
}): Handlers<
  | 'listStaffOrders'
  | 'getStaffSettings'
  | 'moveStaffOrder'
  | 'recallStaffOrder'
  | 'listRecentStaffOrders'
  | 'lookupCustomer'
  | 'awardPoints'
  | 'redeemPoints'
  | 'setSoldOut'
  | 'createStaffEventsTicket'
  | 'streamStaffEvents'
> {
  const { repository, points } = deps;

  /** The caller's id when they are staff of the place; 403 otherwise. */
  async function requireStaff(request: FastifyRequest, providerId: string): Promise<string> {
    const userId = callerId(request);
    if (!(await repository.isStaff(userId, providerId))) {
      throw forbidden("Only this place's staff may do this");
    }
    return userId;
  }

  /** The customer of a counter session issued to this staff member at this place. */
  /**
   * Locks the session's customer's account for the transaction; a customer who deleted their account
   * since the scan is refused like an invalid session (the session outlives no account).
   */
  async function lockCustomer(trx: Trx, customerId: string): Promise<void> {
    if (!(await points.lockAccount(trx, customerId))) {
      throw tokenRefused('invalid', "This customer's account no longer exists.");
    }
  }

  async function sessionCustomer(token: string, providerId: string, staffUserId: string): Promise<string> {
    const check = await deps.counterSessions.verify(token, { providerId, staffUserId });
    if (!check.ok) throw tokenRefused(check.reason, SESSION_REFUSALS[check.reason]);
    return check.customerId;
  }

  /**
   * A typed short code, counted as a failure before it is checked (atomically with the limits, as the
   * login does: concurrent guesses cannot slip under them) and taken back when it was right. Over the
   * staff member's or the place's limit: 429 with Retry-After, and the code is not even checked.
   */
  async function checkTypedCode(code: string, staffUserId: string, providerId: string) {
    const rules = [
      { key: `staff:${staffUserId}`, max: deps.codeLimits.staffMax },
      { key: `place:${providerId}`, max: deps.codeLimits.placeMax },
    ];
    const verdict = await deps.codeLimiter.consume(rules);
    if (!verdict.allowed) {
      throw rateLimited(
        `Too many wrong codes. Try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes, or scan the QR code.`,
        verdict.retryAfterSeconds,
      );
    }
    const check = await deps.counterTokens.verifyCode(code);
    if (check.ok) await deps.codeLimiter.refund(rules.map((rule) => rule.key));
    return check;
  }

  return {
    async listStaffOrders(request) {
      const { providerId } = request.params;
      await requireStaff(request, providerId);
      const active = await deps.ordersRepository.activeOfPlace(providerId, deps.clock());
      const overdue = new Set(active.filter((order) => order.overdue).map((order) => order.id));
      const orders = await deps.ordersRepository.load(active.map((order) => order.id));
      return { data: orders.map((order) => ({ ...order, overdue: overdue.has(order.orderId) })) };
    },

    async getStaffSettings(request) {
      const { providerId } = request.params;
      await requireStaff(request, providerId);
      const place = await deps.findPlaceRow(providerId);
      if (!place) throw notFound('Provider not found');
      return { data: toCounterSettings(place) };
    },

    async moveStaffOrder(request) {
      const { providerId, orderId } = request.params;
      await requireStaff(request, providerId);
      const { status } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (status === 'cancelled' && reason === '') {
        throw badRequest('Say why the order is cancelled', [
          { field: 'reason', message: 'is required to cancel an order' },
        ]);
      }
      if (!(await deps.ordersRepository.isOfPlace(orderId, providerId))) throw notFound('Order not found');
      const order = await deps.orders.move(orderId, status, status === 'cancelled' ? reason : null);
      return { data: order };
    },

    async recallStaffOrder(request) {
      const { providerId, orderId } = request.params;
      await requireStaff(request, providerId);
      if (!(await deps.ordersRepository.isOfPlace(orderId, providerId))) throw notFound('Order not found');
      return { data: await deps.orders.recall(orderId) };
    },

    async listRecentStaffOrders(request) {
      const { providerId } = request.params;
      await requireStaff(request, providerId);
      return { data: await deps.orders.completedToday(providerId) };
    },

    async lookupCustomer(request) {
      const { providerId } = request.params;
      const staffUserId = await requireStaff(request, providerId);
      const { token, code } = request.body;
      const check =
        code === undefined
          ? await deps.counterTokens.verify((token ?? '').trim())
          : await checkTypedCode(code, staffUserId, providerId);
      if (!check.ok) throw tokenRefused(check.reason);
      const firstName = await repository.customerFirstName(check.userId);
      if (firstName === undefined) throw tokenRefused('invalid');
      const session = await deps.counterSessions.issue({
        customerId: check.userId,
        providerId,
        staffUserId,
      });
      return {
        data: {
          firstName,
          balance: await points.balance(check.userId),
          counterSession: session.token,
          expiresAt: session.expiresAt.toISOString(),
          openOrders: await deps.ordersRepository.openOrdersAt(check.userId, providerId),
        },
      };
    },

    async awardPoints(request) {
      const { providerId } = request.params;
      const staffUserId = await requireStaff(request, providerId);
      const { counterSession, requestId, points: amount } = request.body;
      const customerId = await sessionCustomer(counterSession, providerId, staffUserId);
      // The same requestId again (a retry) awards nothing more, and answers the balance; the same id
      // for another request is 409.
      const { balance } = await deps.db.transaction().execute(async (trx) => {
        await lockCustomer(trx, customerId);
        return points.credit(trx, {
          userId: customerId,
          points: amount,
          reason: 'staff_awarded',
          reference: `staff:${requestId}`,
          providerId,
          staffUserId,
          note: request.body.reason.trim(),
        });
      });
      return { data: { balance } };
    },

    async redeemPoints(request) {
      const { providerId } = request.params;
      const staffUserId = await requireStaff(request, providerId);
      const { counterSession, requestId, points: amount } = request.body;
      const customerId = await sessionCustomer(counterSession, providerId, staffUserId);
      // Short: 422 INSUFFICIENT_POINTS. The same requestId again (a retry) redeems nothing more; the
      // same id for another request is 409.
      const { balance } = await deps.db.transaction().execute(async (trx) => {
        await lockCustomer(trx, customerId);
        return points.debit(trx, {
          userId: customerId,
          points: amount,
          reason: 'staff_redeemed',
          reference: `staff:${requestId}`,
          providerId,
          staffUserId,
          note: request.body.reason.trim(),
        });
      });
      return { data: { balance } };
    },

    async setSoldOut(request) {
      const { providerId } = request.params;
      const staffUserId = await requireStaff(request, providerId);
      const { kind, itemId, soldOut } = request.body;
      // The command checks the item is the place's, writes the mark and tells the catalogue's followers
      // and the place's staff.
      return { data: await deps.setSoldOut({ providerId, kind, itemId, soldOut, staffUserId }) };
    },

    async createStaffEventsTicket(request, reply) {
      const { providerId } = request.params;
      const userId = await requireStaff(request, providerId);
      const expiresAt = new Date(deps.clock().getTime() + TICKET_TTL_MS);
      const ticket = await repository.issueTicket(userId, providerId, expiresAt);
      reply.code(201).header('cache-control', 'no-store');
      return { data: { ticket, expiresAt: expiresAt.toISOString() } };
    },

    async streamStaffEvents(request, reply) {
      const { providerId } = request.params;
      const holder = await repository.consumeTicket(request.query.ticket, providerId, deps.clock());
      if (!holder) throw new AppError(401, 'INVALID_TOKEN', 'This events ticket is invalid or has expired');
      // Removed from the team (features/team), the holder hears it and the stream ends: the console says
      // they lost access, and a new ticket is refused.
      return deps.openStream(reply, [{ providerId }], {
        endAfter: ({ data }) => data.type === 'staff.access-removed' && data.userId === holder,
      });
    },
  };
}
