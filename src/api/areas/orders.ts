import type { ApiArea } from './area';

// A checkout or a cancellation changes the orders, the balance and the user's activeOrders; the
// live events (live-events.ts) patch and refresh the same tags.
export const ordersArea: ApiArea = {
  listPickupTimes: { keepUnusedDataFor: 0 },
  checkout: { invalidatesTags: ['Orders', 'Points', 'Me'] },
  listMyOrders: {
    providesTags: (_result, _error, { scope = 'active' }) => ['Orders', { type: 'Orders', id: scope }],
  },
  getMyOrder: { providesTags: (_result, _error, { orderId }) => [{ type: 'Orders', id: orderId }] },
  // Asked once, when a checkout reopens after a reload: never kept for later.
  getMyOrderAttempt: { keepUnusedDataFor: 0 },
  cancelMyOrder: { invalidatesTags: ['Orders', 'Points', 'Me'] },
};
