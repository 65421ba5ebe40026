import type { ApiArea } from './area';

// The staff console: its queue is patched by the staff stream (features/staff/staff-live.ts);
// a sold-out mark changes the menus and quotes.
export const staffArea: ApiArea = {
  listStaffOrders: { providesTags: ['StaffOrders'], keepUnusedDataFor: 0 },
  setSoldOut: { invalidatesTags: ['Products'] },
};
