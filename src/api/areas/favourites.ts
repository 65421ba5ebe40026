import type { ApiArea } from './area';

// The customer's starred products and orders. A star or unstar refreshes every list of them (the
// optimistic change and its rollback are src/hooks/use-favourites.ts's, which only the lazy screens
// load); an order changed (Orders) refreshes the starred orders shown.
export const favouritesArea: ApiArea = {
  listMyFavourites: { providesTags: ['Favourites', 'Orders'] },
  starProduct: { invalidatesTags: ['Favourites'] },
  unstarProduct: { invalidatesTags: ['Favourites'] },
  starOrder: { invalidatesTags: ['Favourites'] },
  unstarOrder: { invalidatesTags: ['Favourites'] },
};
