import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import {
  customerCancellableStatuses,
  isQueuedOrderStatus,
  orderStatusTransitions,
} from '../../api/contract.gen';
import type { Schema } from '../../api/handler';
import type { Db, Trx } from '../../db/schema';
import { batchedReads } from '../../lib/batched-reads';
import type { Clock } from '../../lib/clock';
import { AppError, notFound, unauthenticated } from '../../lib/errors';
import type { AppMetrics } from '../../lib/metrics';
import {
  type CatalogRepository,
  type PlaceMenu,
  type ProductRecord,
  quoteBasketLines,
  soldNames,
  toProduct,
} from '../catalog';
import type { EventOutbox, OutboxEntry } from '../events';
import type { PointsService } from '../points';
import {
  type CheckoutRequest,
  idempotencyKeyReused,
  lineRefusal,
  orderingPaused,
  pickupSlotFull,
  pickupTimeInvalid,
  placeClosed,
  pointsRefusal,
  requestHash,
} from './checkout-rules';
import { notCollectedReason } from './forgotten-orders';
import {
  asapChoice,
  asapSlot,
  isOfferedPickupTime,
  localDate,
  type Place,
  pickupPlaceOf,
  slotGrid,
} from './pickup-times';
import type { LockedOrder, NewOrder, OrdersPage, OrdersPageAsk, OrdersRepository } from './repository';

type Order = Schema<'Order'>;
type OrderStatus = Schema<'OrderStatus'>;

export interface CheckoutResult {
  order: Order;
  /** False when the idempotency key replayed an earlier order. */
  created: boolean;
}

/** The reason a customer's own cancellation records (notifications do not tell them what they did). */
export const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer';

const NOT_CANCELLABLE: Record<OrderStatus, string> = {
  pending: 'This order can no longer be cancelled.',
  preparing: 'This order can no longer be cancelled because it is already being prepared.',
  ready: 'This order can no longer be cancelled because it is ready to collect.',
  completed: 'This order can no longer be cancelled because it is completed.',
  cancelled: 'This order is already cancelled.',
};

/**
 * The recall (the staff's undo): the status an order goes back to. Pending has nothing to undo and a
 * cancelled order never comes back (the customer was told; a points order's points were refunded).
 */
const RECALLED_TO: Partial<Record<OrderStatus, OrderStatus>> = {
  preparing: 'pending',
  ready: 'preparing',
  completed: 'ready',
};

/** How long after a move a preparing or ready order can be recalled. */
const UNDO_WINDOW_MINUTES = 10;

const cannotRecall = () => new AppError(409, 'INVALID_TRANSITION', 'This order can no longer be recalled');

/**
 * The ledger reference of the points an order's `completion`-th completion earns: the first keeps the
 * reference it always had; one completed again after a recall earns under its own.
 */
const earnedReference = (orderId: string, completion: number) =>
  completion <= 1 ? `order:${orderId}:earned` : `order:${orderId}:earned:${completion}`;

/** The ledger reference of the debit that takes back what the `completion`-th completion earned. */
const recalledReference = (orderId: string, completion: number) =>
  `${earnedReference(orderId, completion)}:recalled`;

/** A pickup time that is not offered, or asap while the place is closed. */
function pickupRefusal(place: Place, pickupAt: Date | null, now: Date): AppError | undefined {
  if (pickupAt) return isOfferedPickupTime(place, pickupAt, now) ? undefined : pickupTimeInvalid();
  const choices = asapChoice(place, now);
  return choices.asapAvailable ? undefined : placeClosed(choices.opensAt);
}

/** Whether the status table of openapi.yaml (OrderStatus x-transitions) allows the change. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderStatusTransitions[from].includes(to);
}

/**
 * Orders: checkout, the customer's own orders, and status changes. Every status change goes through
 * `applyTransition`, which checks the table of openapi.yaml and moves points with it (in the same
 * transaction), and every change is written to the outbox for the order's owner in that transaction
 * (`order.updated`; the points service announces `points.changed`).
 */
export function createOrdersService(deps: {
  db: Db;
  clock: Clock;
  repository: OrdersRepository;
  catalog: Pick<CatalogRepository, 'findProductsByIds'> & {
    findMenu(providerId: string): Promise<PlaceMenu | undefined>;
  };
  points: PointsService;
  outbox: EventOutbox;
  metrics: Pick<AppMetrics, 'checkout'>;
}) {
  const { db, repository, points, outbox } = deps;

  async function loadOne(orderId: string, executor: Db = db, language?: Schema<'Language'>): Promise<Order> {
    const [order] = await repository.load([orderId], executor, language);
    if (!order) throw new Error(`Order ${orderId} vanished`);
    return order;
  }

  /**
   * The events that announce `order` as it now is to its owner's open apps (changed from `from`; null for
   * a new order). When the order joined or left the orders its place still has to make (placed; ready or
   * cancelled; taken back from ready), the customers waiting there are told that the place's queue
   * moved: the estimates of the orders after it change. That event names the place only; an app with an
   * order there reads it again.
   */
  function orderEvents(order: Order, userId: string, from: OrderStatus | null): OutboxEntry[] {
    const events: OutboxEntry[] = [{ audience: { userId }, data: { type: 'order.updated', order } }];
    if (from === null || isQueuedOrderStatus(from) !== isQueuedOrderStatus(order.status)) {
      events.push({
        audience: { topic: 'queues' },
        data: { type: 'queue.moved', providerId: order.providerId },
      });
    }
    return events;
  }

  /** Writes `order`'s events (`orderEvents`) in the transaction that changed it, in one statement. */
  async function announce(trx: Trx, order: Order, userId: string, from: OrderStatus | null): Promise<Order> {
    await outbox.appendAll(trx, orderEvents(order, userId, from));
    return order;
  }

  /**
   * Moves a locked order to `to` inside the caller's transaction: refuses a change the status table does
   * not allow (409 INVALID_TRANSITION), records it, and moves points: a completed cash or card order
   * earns its points, a cancelled points order gets them back (the points service; both ledger rows
   * are unique per order, so no retry moves points twice). Announces the order, then the balance.
   * Returns the order as it now is.
   */
  async function applyTransition(
    trx: Trx,
    order: LockedOrder,
    to: OrderStatus,
    reason: string | null,
    cancelledBy: Schema<'OrderCanceller'> = 'place',
  ): Promise<Order> {
    if (!canTransition(order.status, to)) {
      throw new AppError(409, 'INVALID_TRANSITION', `An order that is ${order.status} cannot become ${to}`);
    }
    await repository.setStatus(trx, order.id, to, reason, cancelledBy);
    const changed = await announce(trx, await loadOne(order.id, trx), order.userId, order.status);
    if (to === 'completed' && earnsPoints(order)) {
      const completion = await completionOf(trx, order);
      await points.credit(trx, {
        userId: order.userId,
        // The ledger keeps one row per order and reason: only the first completion's row names the
        // order; a completion after a recall is known by its reference alone.
        ...(completion === 1 ? { orderId: order.id } : {}),
        providerId: order.providerId,
        points: order.pointsEarned,
        reason: 'order_earned',
        reference: earnedReference(order.id, completion),
      });
    }
    if (to === 'cancelled' && order.pointsSpent > 0) await points.refundOrder(trx, order);
    return changed;
  }

  const earnsPoints = (order: LockedOrder) => order.paymentMethod !== 'points' && order.pointsEarned > 0;

  /**
   * Which completion of the order this is (1 at first; one more for each recall that took its points
   * back), so each completion credits, and each recall takes back, under its own ledger reference.
   */
  async function completionOf(trx: Trx, order: LockedOrder): Promise<number> {
    let completion = 1;
    while (await points.hasMovement(trx, order.userId, recalledReference(order.id, completion))) completion++;
    return completion;
  }

  /**
   * The products a basket names, from the place's menu; an id not on it is looked up (another place's
   * product, which the quote refuses as such; an unknown id is absent).
   */
  async function productsOf(menu: PlaceMenu, productIds: string[]): Promise<ProductRecord[]> {
    const onMenu = productIds.flatMap((id) => menu.productsById.get(id) ?? []);
    if (onMenu.length === productIds.length) return onMenu;
    const elsewhere = productIds.filter((id) => !menu.productsById.has(id));
    return [...onMenu, ...(await deps.catalog.findProductsByIds(elsewhere))];
  }

  /** The earlier order of an idempotency key: replayed when the request is the same, else refused. */
  async function replay(executor: Db, userId: string, key: string, hash: string): Promise<Order | undefined> {
    const earlier = await repository.findByIdempotencyKey(executor, userId, key);
    if (!earlier) return undefined;
    if (earlier.request_hash !== hash) throw idempotencyKeyReused();
    return (await repository.load([earlier.id], executor))[0];
  }

  /**
   * Places an order priced from the catalogue. The user's account is locked for the whole transaction,
   * before anything is written, so one user's checkouts run one at a time: the idempotency check and the
   * insert cannot interleave, and a points debit takes the balance read under the lock (what the
   * previous checkout left). The place and its products come from the catalogue in memory, the same
   * snapshot that answers the menus and quotes (current here once a menu change committed, on another
   * instance once its event arrives). Statements: the number, then in the transaction the lock
   * (`points.lockAccount`; only for a points checkout or a place with a slot limit, else the order's
   * insert takes it), the order (written and read back in one statement, nothing written for a retry),
   * a points debit's ledger row, and the events (the order's, and the balance after a debit).
   */
  async function placeOrder(
    userId: string,
    idempotencyKey: string,
    request: CheckoutRequest,
  ): Promise<CheckoutResult> {
    const hash = requestHash(request);
    const menu = await deps.catalog.findMenu(request.providerId);
    if (!menu) throw notFound('Provider not found');
    const providerRow = menu.provider;
    const productRows = await productsOf(menu, [...new Set(request.items.map((item) => item.productId))]);
    const products = productRows.map(toProduct);
    const namesById = new Map(productRows.map((row) => [row.id, soldNames(row)]));
    const quote = quoteBasketLines(
      { providerId: providerRow.id, currency: providerRow.currency },
      request.items,
      new Map(products.map((product) => [product.productId, product])),
    );
    const now = deps.clock();
    const place = pickupPlaceOf(providerRow);
    const paysWithPoints = request.paymentMethod === 'points';
    const pickupAt = 'at' in request.pickup ? new Date(request.pickup.at) : null;
    const refusal =
      (providerRow.ordering_paused_at ? orderingPaused(providerRow.ordering_pause_reason) : undefined) ??
      lineRefusal(quote.lines) ??
      pickupRefusal(place, pickupAt, now) ??
      (paysWithPoints ? pointsRefusal(quote.lines) : undefined);

    const businessDate = localDate(now, providerRow.timezone);
    const maxPerSlot = providerRow.max_orders_per_slot;
    const order: Omit<NewOrder, 'number'> = {
      userId,
      providerId: providerRow.id,
      businessDate,
      paymentMethod: request.paymentMethod,
      currency: quote.currency,
      total: quote.total,
      pointsSpent: paysWithPoints ? quote.pointsTotal : 0,
      pointsEarned: paysWithPoints ? 0 : quote.loyaltyPointsEarned,
      pickupAt,
      idempotencyKey,
      requestHash: hash,
      lines: quote.lines.map((line) => ({
        productId: line.productId,
        name: line.name ?? '',
        // What was sold, in every language the product had (the order's history never changes).
        names: namesById.get(line.productId)?.product ?? {},
        imageUrl: line.imageUrl ?? '',
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        pointsPrice: line.pointsPrice,
        loyaltyPoints: line.loyaltyPoints,
        extras: line.extras.map((extra) => ({
          ...extra,
          names: namesById.get(line.productId)?.options.get(extra.optionId) ?? { en: extra.name },
        })),
      })),
    };
    // At a place without a slot limit, an order is placed in two statements and no transaction
    // (placeAtOnce), unless a retry, a deletion or a points movement got in its way.
    let number: string | undefined;
    if (!refusal && maxPerSlot === null) {
      const atOnce = await placeAtOnce(order);
      if ('order' in atOnce) return atOnce;
      number = atOnce.number;
    }

    // The place's next number, in a statement of its own before the transaction: its counter's row is
    // locked for that statement only, not until the order commits, so the checkouts of a busy place do
    // not queue on it. A checkout that places nothing after this (a retry of a placed order, a full slot,
    // too few points) leaves its number unused: numbers stay unique per place and day, with a gap now and
    // then. A retry is found in the transaction only (no read before it for the rare retry).
    if (!refusal && number === undefined) number = await repository.nextNumber(providerRow.id, businessDate);

    return db.transaction().execute(async (trx): Promise<CheckoutResult> => {
      // A slot limit or a refusal (a retry looked for first), or an order that placeAtOnce could not
      // place: each reads under the account's lock before the insert (a points debit, the balance).
      const account = await points.lockAccount(trx, userId);
      if (!account) throw unauthenticated();
      // A retry of a placed order (the same key) gets that order, even when the catalogue or the place
      // would refuse it now. Looked for under the account's lock, so it sees an order the same key placed
      // a moment ago in another request: first when this checkout would be refused (no number was taken
      // only for a refused checkout) or could find its slot full; otherwise by the insert, which places
      // nothing for a key that placed an order.
      if (number === undefined || maxPerSlot !== null) {
        const earlier = await replay(trx, userId, idempotencyKey, hash);
        if (earlier) return { order: earlier, created: false };
        if (number === undefined) throw refusal;
      }
      if (maxPerSlot !== null) {
        // The slot's count and this order's insert happen under the place's slot lock: the last place
        // of a slot goes to one checkout only.
        await repository.lockPickupSlots(trx, providerRow.id);
        const slot = pickupAt ? pickupAt.getTime() : asapSlot(place, now);
        const grid = slotGrid(place, now);
        const from = new Date(slot - (grid.slotSeconds + grid.prepSeconds) * 1000);
        const counts = await repository.slotCounts(trx, providerRow.id, grid, from, new Date(slot + 1));
        if ((counts.get(slot) ?? 0) >= maxPerSlot) throw pickupSlotFull();
      }

      const placed = await repository.insert(trx, { ...order, number });
      if (!placed) {
        // Nothing was written: the key placed an order already (the account is locked, so not deleted).
        const earlier = await replay(trx, userId, idempotencyKey, hash);
        if (!earlier) throw new Error(`The order of idempotency key ${idempotencyKey} vanished`);
        return { order: earlier, created: false };
      }
      // The order's events and a points debit's balance event are written together, after the debit.
      const events = orderEvents(placed, userId, null);
      if (paysWithPoints) {
        await points.debit(trx, spentOn({ ...order, id: placed.orderId }), account, events);
      }
      await outbox.appendAll(trx, events);
      return { order: placed, created: true };
    });
  }

  /** The ledger's movement of the points an order spends (one per order: its reference names it). */
  function spentOn(order: Pick<NewOrder, 'userId' | 'providerId' | 'pointsSpent'> & { id: string }) {
    return {
      userId: order.userId,
      points: order.pointsSpent,
      reason: 'order_spent' as const,
      reference: `order:${order.id}:spent`,
      orderId: order.id,
      providerId: order.providerId,
    };
  }

  /**
   * Places an order at a place without a slot limit in two statements and no transaction:
   * `repository.reserve` takes the place's next number and reads what the order will be (its time, its
   * customer, the orders ahead of it) and the customer's balance, which gives the order and its events
   * before anything is written; `repository.insertPlaced` then writes the order, its lines, its history,
   * a points debit and the events in one statement, which commits them all or nothing. That statement
   * locks the customer's account while it writes (as a transaction's lock would: an account's deletion
   * waits for it, and a deleted account places nothing), writes nothing for an idempotency key that
   * placed an order, and writes a points order only when the balance under that lock has its points
   * (the balance event is that balance less the points, worked out by the statement). When it wrote
   * nothing (a retry, a deletion, too few points), the number goes to the transaction of `placeOrder`,
   * which tells these apart under the account's lock.
   * Every statement saved is a round trip and two context switches of PostgreSQL's: a transaction here
   * cost four more (BEGIN, the order, its events, COMMIT), and a points checkout's two more again.
   */
  async function placeAtOnce(order: Omit<NewOrder, 'number'>): Promise<CheckoutResult | { number: string }> {
    const id = randomUUID();
    const reserved = await repository.reserve({ ...order, id }, order.lines);
    if (!reserved) throw unauthenticated();
    const { order: placed, createdAt, balance } = reserved;
    const number = placed.number;
    if (order.pointsSpent > balance) return { number };
    const entries = orderEvents(placed, order.userId, null);
    const debit = order.pointsSpent > 0 ? spentOn({ ...order, id }) : undefined;
    const debited = debit && points.debitWith(debit);
    // The balance event after the order's, as in the transaction.
    const events = outbox.prepare(debited ? [...entries, debited.event] : entries);
    if (!(await repository.insertPlaced({ ...order, id, number, createdAt }, events.rows, debit))) {
      return { number };
    }
    events.written();
    debited?.written();
    return { order: placed, created: true };
  }

  // A customer's order page is read often (every status change refetches it): the orders asked for at
  // once are read in one statement (batchedReads), as getMyUser's accounts are.
  const ownOrders = new DataLoader(
    (asked: readonly { orderId: string; userId: string; language?: Schema<'Language'> }[]) =>
      repository.loadOwn(asked),
    batchedReads(),
  );
  // The customers' lists of orders likewise (the profile and the orders page read them on every visit):
  // the pages asked for at once are read in one statement.
  const ownPages = new DataLoader(
    (asked: readonly OrdersPageAsk[]) => repository.pagesForUsers(asked),
    batchedReads(),
  );

  return {
    /** Places an order (placeOrder), counted in the metrics by outcome and payment method. */
    async checkout(
      userId: string,
      idempotencyKey: string,
      request: CheckoutRequest,
    ): Promise<CheckoutResult> {
      try {
        const result = await placeOrder(userId, idempotencyKey, request);
        deps.metrics.checkout(result.created ? 'placed' : 'replayed', request.paymentMethod);
        return result;
      } catch (error) {
        const refused = error instanceof AppError && error.statusCode < 500;
        deps.metrics.checkout(refused ? 'refused' : 'failed', request.paymentMethod);
        throw error;
      }
    },

    /** One of the user's orders; another user's is not found, exactly as one that does not exist. */
    async getForUser(userId: string, orderId: string, language?: Schema<'Language'>): Promise<Order> {
      const order = await ownOrders.load({ orderId, userId, language });
      if (!order) throw notFound('Order not found');
      return order;
    },

    /** A page of the user's own orders in these statuses, newest first (listMyOrders). */
    listForUser(ask: OrdersPageAsk): Promise<OrdersPage> {
      return ownPages.load(ask);
    },

    /** The customer cancels their own order, only in a status the table lets customers cancel from. */
    async cancelByCustomer(userId: string, orderId: string): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const order = await repository.lock(trx, orderId, userId);
        if (!order) throw notFound('Order not found');
        if (!customerCancellableStatuses.includes(order.status)) {
          throw new AppError(409, 'ORDER_NOT_CANCELLABLE', NOT_CANCELLABLE[order.status]);
        }
        return applyTransition(trx, order, 'cancelled', CANCELLED_BY_CUSTOMER, 'customer');
      });
    },

    /**
     * The order the user's checkout with this Idempotency-Key placed (a reload in the middle of a
     * checkout asks before showing the form again), or 404 when that attempt placed nothing.
     */
    async getAttempt(userId: string, idempotencyKey: string, language?: Schema<'Language'>): Promise<Order> {
      const found = await repository.findByIdempotencyKey(db, userId, idempotencyKey);
      if (!found) throw notFound('Order not found');
      return loadOne(found.id, db, language);
    },

    /**
     * Cancels every order of the user that can still be cancelled, inside the caller's transaction
     * (an account's deletion): points spent are refunded, the place's queue and the customer's other
     * apps are told. Orders already ready stay as they are (made; the place hands them over or lets
     * its sweep of forgotten orders take them). Returns how many were cancelled.
     */
    async cancelOpenOrdersOf(trx: Trx, userId: string, reason: string): Promise<number> {
      const cancellable = (Object.keys(orderStatusTransitions) as OrderStatus[]).filter((status) =>
        canTransition(status, 'cancelled'),
      );
      const open = await repository.lockOfUser(trx, userId, cancellable);
      for (const order of open) await applyTransition(trx, order, 'cancelled', reason, 'customer');
      return open.length;
    },

    /**
     * Cancels up to `limit` orders still pending past their place's `pending_cancel_minutes` at `now`, as
     * a staff cancellation would (points refunded, the customer's and the staff's apps told), with the
     * reason "Not collected" in the customer's language. Orders another transaction holds are skipped
     * (FOR UPDATE SKIP LOCKED), so instances sweeping at once never take the same order. Returns how
     * many were cancelled.
     */
    async cancelForgotten(now: Date, limit: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const forgotten = await repository.lockForgotten(trx, now, limit);
        for (const order of forgotten) {
          const language = await repository.languageOfOwner(trx, order.id);
          await applyTransition(trx, order, 'cancelled', notCollectedReason(language));
        }
        return forgotten.length;
      });
    },

    /**
     * Moves any order to `to` (what the staff console's operations call, with their own checks of who may
     * act on which place first). Refuses what the status table does not allow with 409
     * INVALID_TRANSITION, an unknown order with 404 NOT_FOUND.
     */
    async move(orderId: string, to: OrderStatus, reason: string | null = null): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const order = await repository.lock(trx, orderId);
        if (!order) throw notFound('Order not found');
        return applyTransition(trx, order, to, reason);
      });
    },

    /**
     * The staff's undo: moves the order one step back (RECALLED_TO) while its window is open (10 minutes
     * after a move to preparing or ready; the place's day for a completed order), else 409
     * INVALID_TRANSITION. A completed order gives back the points its completion credited (an `adjusted`
     * debit); when they were spent since, 422 INSUFFICIENT_POINTS and nothing changes.
     */
    async recall(orderId: string): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const order = await repository.lock(trx, orderId);
        if (!order) throw notFound('Order not found');
        const back = RECALLED_TO[order.status];
        if (!back) throw cannotRecall();
        const lastChange = await repository.lastChange(trx, order.id, UNDO_WINDOW_MINUTES);
        if (!(order.status === 'completed' ? lastChange.today : lastChange.recent)) throw cannotRecall();
        // A deleted account's points are gone with it: nothing to take back.
        const account =
          order.status === 'completed' && earnsPoints(order)
            ? await points.lockAccount(trx, order.userId)
            : undefined;
        if (account) {
          await points.debit(
            trx,
            {
              // Known by its reference, not `orderId` (one row per order and reason; recalls can repeat).
              userId: order.userId,
              providerId: order.providerId,
              points: order.pointsEarned,
              reason: 'adjusted',
              reference: recalledReference(order.id, await completionOf(trx, order)),
            },
            account,
          );
        }
        await repository.recallStatus(trx, order.id, order.status, back);
        const recalled = await announce(trx, await loadOne(order.id, trx), order.userId, order.status);
        return recalled;
      });
    },

    /** The place's orders completed today, the latest first (the staff's "recently completed"). */
    async completedToday(providerId: string): Promise<Order[]> {
      return repository.load(await repository.completedTodayIdsOfPlace(providerId));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
