import type { ApiArea } from './area';

// The signed-in user, a read model on the server (read with hooks/useCurrentUser): whatever changes them invalidates 'Me'.
export const myUserArea: ApiArea = {
  getMyUser: { providesTags: ['Me'], keepUnusedDataFor: 300 },
};
