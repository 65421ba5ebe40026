import { isQueuedOrderStatus, type Order } from '../generated.gen';
import type { ApiArea } from './area';

/**
 * The queues an answer's estimates depend on: the places of its orders still to be made. A place's
 * `queue.moved` event (live-events.ts) refetches these answers, and only these.
 */
const queuesOf = (orders: Order[]) =>
  [
    ...new Set(orders.filter((order) => isQueuedOrderStatus(order.status)).map((order) => order.providerId)),
  ].map((providerId) => ({ type: 'PlaceQueue' as const, id: providerId }));

// A checkout or a cancellation changes the orders, the balance and the user's activeOrders; the
// live events (live-events.ts) patch and refresh the same tags.
export const ordersArea: ApiArea = {
  // Its estimate for as soon as possible follows the place's queue.
  listPickupTimes: {
    keepUnusedDataFor: 0,
    providesTags: (_result, _error, { providerId }) => [{ type: 'PlaceQueue', id: providerId }],
  },
  checkout: { invalidatesTags: ['Orders', 'Points', 'Me'] },
  listMyOrders: {
    providesTags: (result, _error, { scope = 'active' }) => [
      'Orders',
      { type: 'Orders', id: scope },
      ...queuesOf(result?.data.orders ?? []),
    ],
  },
  getMyOrder: {
    providesTags: (result, _error, { orderId }) => [
      { type: 'Orders', id: orderId },
      ...queuesOf(result ? [result.data] : []),
    ],
  },
  // Asked once, when a checkout reopens after a reload: never kept for later.
  getMyOrderAttempt: { keepUnusedDataFor: 0 },
  cancelMyOrder: { invalidatesTags: ['Orders', 'Points', 'Me'] },
};
