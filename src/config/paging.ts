/** Rows per page of the profile's lists; the screen prefetch (app/screens.ts) asks with the same. */
export const ORDERS_PAGE_SIZE = 10;
export const POINTS_PAGE_SIZE = 10;
