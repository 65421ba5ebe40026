import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

// No endpoints on purpose: they are generated from openapi.yaml into generated.gen.ts, and each API
// area (areas/<tag>.ts) configures its own. The cache tags are one vocabulary for every area and
// for the live events (live-events.ts): a checkout (orders) refreshes the user (users) and the
// balance (points).
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Me', 'Consents', 'Providers', 'Products', 'Orders', 'Points', 'StaffOrders'],
  endpoints: () => ({}),
});
