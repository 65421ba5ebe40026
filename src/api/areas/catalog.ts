import type { ApiArea } from './area';

// Providers and their menus. A sold-out mark (staff, or its live event) invalidates 'Products'.
export const catalogArea: ApiArea = {
  listProviders: { providesTags: ['Providers'] },
  getProvider: { providesTags: ['Providers'] },
  listProducts: { providesTags: ['Products'] },
  getProduct: { providesTags: ['Products'] },
  // A quote is priced from the menus: whatever refreshes them refreshes it too.
  quoteBasket: { providesTags: ['Products'] },
};
