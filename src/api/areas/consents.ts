import { generatedApi } from '../generated.gen';
import type { ApiArea } from './area';

export const consentsArea: ApiArea = {
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
};
