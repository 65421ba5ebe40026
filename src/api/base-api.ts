import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';
import { apiErrorCode } from './errors';

/**
 * The base query, plus: a 403 CONSENTS_REQUIRED (the server refuses the customer's data without the
 * required consents, e.g. after they changed in another tab or device) refetches the consents, so
 * that the consent guard (app/guards.tsx) takes the customer to the consent screen.
 */
const baseQuery: typeof baseQueryWithReauth = async (args, api, extraOptions) => {
  const result = await baseQueryWithReauth(args, api, extraOptions);
  if (result.error?.status === 403 && apiErrorCode(result.error) === 'CONSENTS_REQUIRED') {
    api.dispatch(baseApi.util.invalidateTags(['Consents']));
  }
  return result;
};

// No endpoints on purpose: they are generated from openapi.yaml into generated.gen.ts, and each API
// area (areas/<tag>.ts) configures its own. The cache tags are one vocabulary for every area and
// for the live events (live-events.ts): a checkout (orders) refreshes the user (users) and the
// balance (points).
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'Consents',
    'Providers',
    'Products',
    'Orders',
    // A place's queue (id: the providerId): what its `queue.moved` event refetches, the estimates of
    // the customer's orders under way there and checkout's pickup times.
    'PlaceQueue',
    'Points',
    'StaffOrders',
    'StaffRecentOrders',
    'StaffSettings',
    'ManagedMenu',
    'ManagedPlaces',
    'Team',
    'Audit',
    'NotificationSettings',
    'ManagedPlace',
    'Favourites',
  ],
  endpoints: () => ({}),
});
