import type { ApiArea } from './area';

// Changes to the signed-in user's account: each refreshes the user (users' getMyUser provides 'Me').
export const accountArea: ApiArea = {
  updateMyProfile: { invalidatesTags: ['Me'] },
  addPassword: { invalidatesTags: ['Me'] },
  requestEmailChange: { invalidatesTags: ['Me'] },
  confirmEmailChange: { invalidatesTags: ['Me'] },
};
