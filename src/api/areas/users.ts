import type { ApiArea } from './area';

// The signed-in user (read with hooks/useCurrentUser): whatever changes them invalidates 'Me'.
export const usersArea: ApiArea = {
  getMyUser: { providesTags: ['Me'], keepUnusedDataFor: 300 },
};
