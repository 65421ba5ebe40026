import type { ApiArea } from './area';

// The staff console: its queue is patched by the staff stream (features/staff/staff-live.ts);
// a recall comes back through the stream too; a sold-out mark changes the menus and quotes.
export const staffArea: ApiArea = {
  listStaffOrders: { providesTags: ['StaffOrders'], keepUnusedDataFor: 0 },
  // The place's age colours and overdue minutes: refetched with the queue when the stream reconnects.
  getStaffSettings: {
    providesTags: (_result, _error, { providerId }) => [{ type: 'StaffSettings', id: providerId }],
  },
  // Today's completed orders: refetched on every order event of the place and after a recall.
  listRecentStaffOrders: { providesTags: ['StaffRecentOrders'], keepUnusedDataFor: 0 },
  setSoldOut: { invalidatesTags: ['Products'] },
};
