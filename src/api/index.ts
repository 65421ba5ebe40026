// The API the app uses: the endpoints generated from openapi.yaml, with cache tags.
import { generatedApi } from './generated.gen';

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['Me', 'Consents', 'Providers', 'Products'],
  endpoints: {
    getMyUser: { providesTags: ['Me'], keepUnusedDataFor: 300 },
    updateMyProfile: { invalidatesTags: ['Me'] },
    addPassword: { invalidatesTags: ['Me'] },
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
  },
});

export * from './errors';
export * from './generated.gen';
