// The API the app uses: the endpoints generated from openapi.yaml, with cache tags.
import { generatedApi } from './generated.gen';

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['Me', 'Consents', 'Providers', 'Products', 'Orders', 'Points', 'StaffOrders'],
  endpoints: {
    getMyUser: { providesTags: ['Me'], keepUnusedDataFor: 300 },
    updateMyProfile: { invalidatesTags: ['Me'] },
    addPassword: { invalidatesTags: ['Me'] },
    requestEmailChange: { invalidatesTags: ['Me'] },
    confirmEmailChange: { invalidatesTags: ['Me'] },
    getUserConsents: { providesTags: ['Consents'], keepUnusedDataFor: 300 },
    saveUserConsents: {
      // The saved consents are the answer: put them in the cache before the caller
      // moves on, so the consent guard never sees the old ones.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedApi.util.upsertQueryData('getUserConsents', { userId }, data));
        } catch {
          // The caller shows the failure; the cached consents stay as they were.
        }
      },
    },
    listProviders: { providesTags: ['Providers'] },
    getProvider: { providesTags: ['Providers'] },
    listProducts: { providesTags: ['Products'] },
    getProduct: { providesTags: ['Products'] },
    // A quote is priced from the menus: whatever refreshes them refreshes it too.
    quoteBasket: { providesTags: ['Products'] },
    // Orders and points: a checkout or a cancellation changes the orders, the balance and the
    // user's activeOrders; the live events (live-events.ts) patch and refresh the same tags.
    listPickupTimes: { keepUnusedDataFor: 0 },
    checkout: { invalidatesTags: ['Orders', 'Points', 'Me'] },
    listMyOrders: {
      providesTags: (_result, _error, { scope = 'active' }) => ['Orders', { type: 'Orders', id: scope }],
    },
    getMyOrder: { providesTags: (_result, _error, { orderId }) => [{ type: 'Orders', id: orderId }] },
    cancelMyOrder: { invalidatesTags: ['Orders', 'Points', 'Me'] },
    listMyPointsHistory: { providesTags: ['Points'] },
    // A new token replaces the previous one on the server: never reuse a cached one.
    getMyQrToken: { keepUnusedDataFor: 0 },
    // The staff console: its queue is patched by the staff stream (features/staff/staff-live.ts);
    // a sold-out mark changes the menus and quotes.
    listStaffOrders: { providesTags: ['StaffOrders'], keepUnusedDataFor: 0 },
    setSoldOut: { invalidatesTags: ['Products'] },
  },
});

export * from './enums.gen';
export * from './errors';
export * from './generated.gen';
