import { sql } from 'kysely';
import { isQueuedOrderStatus, queuedOrderStatuses } from '../../api/contract.gen';
import type { Schema } from '../../api/handler';

// When an order should be ready (Order.estimatedReadyAt, PickupTimes.asapReadyAt), as docs/behaviour.md
// ("How long until it is ready") explains it:
//
//   ready around = max(placed + preparation + orders ahead x minutes per order, requested pickup, now)
//
// rounded up to the minute. The orders ahead of an order are the place's orders still waiting to be
// made (OrderStatus's x-queued: pending, preparing) that the place starts before it: an order for as
// soon as possible starts when it is placed, a scheduled one its preparation time before its pickup
// time (ties go to the order placed first). A ready order's estimate is when it became ready; a
// finished one has none.

type OrderStatus = Schema<'OrderStatus'>;

const MINUTE = 60_000;

/** Minutes each order ahead adds when the place sets no number of orders per slot. */
const DEFAULT_MINUTES_PER_ORDER = 2;

/** The place's settings the estimate reads (its row's columns). */
interface QueueSettings {
  prepMinutes: number;
  slotMinutes: number;
  maxOrdersPerSlot: number | null;
}

/** The queue settings of a place's row (the catalogue's). */
export const queueSettingsOf = (row: {
  prep_minutes: number;
  slot_minutes: number;
  max_orders_per_slot: number | null;
}): QueueSettings => ({
  prepMinutes: row.prep_minutes,
  slotMinutes: row.slot_minutes,
  maxOrdersPerSlot: row.max_orders_per_slot,
});

/**
 * How long one order ahead delays the next: a place that takes N orders per slot of S minutes makes one
 * every S / N minutes; one that sets no limit, DEFAULT_MINUTES_PER_ORDER.
 */
function minutesPerOrder(place: QueueSettings): number {
  return place.maxOrdersPerSlot ? place.slotMinutes / place.maxOrdersPerSlot : DEFAULT_MINUTES_PER_ORDER;
}

const ceilToMinute = (ms: number) => Math.ceil(ms / MINUTE) * MINUTE;

/**
 * How much of the place's work the orders ahead are counted up to: twelve hours. An estimate further out
 * says nothing a customer can use, and a count stopped there reads a bounded part of the queue's index
 * however long the queue grows (each order read counts the orders ahead of it).
 */
const COUNTED_QUEUE_MINUTES = 12 * 60;

/**
 * The most orders ahead an estimate counts: as many as the place makes in COUNTED_QUEUE_MINUTES (360 at
 * 2 minutes per order; 720 x N / S for N orders per slot of S minutes, a whole number for every slot
 * length the API allows, else rounded up). Integer arithmetic, as `ordersAheadColumn` does it in SQL.
 */
export function mostOrdersAhead(place: QueueSettings): number {
  const { maxOrdersPerSlot, slotMinutes } = place;
  if (!maxOrdersPerSlot) return Math.ceil(COUNTED_QUEUE_MINUTES / DEFAULT_MINUTES_PER_ORDER);
  return Math.floor((COUNTED_QUEUE_MINUTES * maxOrdersPerSlot + slotMinutes - 1) / slotMinutes);
}

/** The estimate of an order under way (see above); undefined once it is completed or cancelled. */
export function estimateReadyAt(
  order: {
    status: OrderStatus;
    placedAt: Date;
    /** The pickup time asked for; null for as soon as possible. */
    pickupAt: Date | null;
    readyAt: Date | null;
    ordersAhead: number;
  },
  place: QueueSettings,
  now: Date,
): Date | undefined {
  if (order.status === 'ready') return order.readyAt ?? undefined;
  if (!isQueuedOrderStatus(order.status)) return undefined;
  const ahead = Math.min(order.ordersAhead, mostOrdersAhead(place));
  const made = order.placedAt.getTime() + (place.prepMinutes + ahead * minutesPerOrder(place)) * MINUTE;
  return new Date(ceilToMinute(Math.max(made, order.pickupAt?.getTime() ?? 0, now.getTime())));
}

/** The estimate of an order placed now for as soon as possible, behind `ordersAhead` orders. */
export const estimateAsapReadyAt = (ordersAhead: number, place: QueueSettings, now: Date): Date =>
  estimateReadyAt(
    { status: 'pending', placedAt: now, pickupAt: null, readyAt: null, ordersAhead },
    place,
    now,
  ) ?? now;

const queued = sql.join(queuedOrderStatuses.map((status) => sql.lit(status)));

/**
 * An `orders` row is queued: its statuses written out, as the queue's partial indexes name them (the
 * planner matches a query to a partial index by its constants).
 */
export const isQueued = sql<boolean>`orders.status in (${queued})`;

/** `mostOrdersAhead` of the enclosing query's place (`providers`), in SQL. */
const mostOrdersAheadSql = sql<number>`case when coalesce(providers.max_orders_per_slot, 0) > 0
  then (${sql.lit(COUNTED_QUEUE_MINUTES)} * providers.max_orders_per_slot + providers.slot_minutes - 1)
    / providers.slot_minutes
  else ${sql.lit(Math.ceil(COUNTED_QUEUE_MINUTES / DEFAULT_MINUTES_PER_ORDER))} end`;

/**
 * How many orders are ahead of the `orders` row of the enclosing query (joined with its place as
 * `providers`), as a column of the same statement; null for an order that is not queued (the count is
 * then never run: PostgreSQL evaluates a CASE's subquery only for the rows that need it).
 *
 * An order is ahead when (its start, when it was placed, its id) comes first. The orders for as soon as
 * possible and the scheduled ones are counted apart, each in its own index (0025_order_queue_indexes),
 * which holds them in start order: an order for as soon as possible starts when it was placed, a
 * scheduled one at its pickup time less the preparation time. Each count reads the entries up to the
 * order's start only, from the index alone, and stops at `mostOrdersAhead` of them (LIMIT): an order
 * behind thousands reads as many entries as one behind twelve hours of work. (The sum may pass the bound;
 * `estimateReadyAt` counts no more than it.)
 */
export const ordersAheadColumn = () => {
  const prep = sql`providers.prep_minutes * interval '1 minute'`;
  const start = sql`coalesce(orders.pickup_at - ${prep}, orders.created_at)`;
  return sql<number | null>`case when ${isQueued} then (
    select count(*) from (
      select from orders ahead
      where ahead.provider_id = orders.provider_id and ahead.status in (${queued}) and ahead.pickup_asap
        and ahead.created_at <= ${start}
        and (ahead.created_at, ahead.created_at, ahead.id) < (${start}, orders.created_at, orders.id)
      limit ${mostOrdersAheadSql}
    ) counted
  ) + (
    select count(*) from (
      select from orders ahead
      where ahead.provider_id = orders.provider_id and ahead.status in (${queued}) and not ahead.pickup_asap
        and ahead.pickup_at <= ${start} + ${prep}
        and (ahead.pickup_at - ${prep}, ahead.created_at, ahead.id) < (${start}, orders.created_at, orders.id)
      limit ${mostOrdersAheadSql}
    ) counted
  ) end`;
};
