import type { ApiArea } from './area';

// The back office's team and audit log (features/manage/team, features/manage/audit) and the public
// invitation page (features/invitation). Every change refreshes the team lists and the audit log; an
// accepted invitation changes the signed-in user's roles (`Me`).
export const teamArea: ApiArea = {
  listOwners: { providesTags: ['Team'] },
  listPlaceTeam: { providesTags: ['Team'] },
  grantOwner: { invalidatesTags: ['Team', 'Audit'] },
  revokeOwner: { invalidatesTags: ['Team', 'Audit', 'Me'] },
  inviteOwner: { invalidatesTags: ['Team', 'Audit'] },
  revokeOwnerInvitation: { invalidatesTags: ['Team', 'Audit'] },
  resendOwnerInvitation: { invalidatesTags: ['Team', 'Audit'] },
  changeTeamRole: { invalidatesTags: ['Team', 'Audit', 'Me'] },
  removeTeamMember: { invalidatesTags: ['Team', 'Audit', 'Me'] },
  invitePlaceMember: { invalidatesTags: ['Team', 'Audit'] },
  revokePlaceInvitation: { invalidatesTags: ['Team', 'Audit'] },
  resendPlaceInvitation: { invalidatesTags: ['Team', 'Audit'] },
  // Asked afresh each time the page opens (the link may have been used since).
  readInvitation: { keepUnusedDataFor: 0 },
  acceptInvitation: { invalidatesTags: ['Me', 'Team', 'Audit'] },
  listAuditLog: { providesTags: ['Audit'], keepUnusedDataFor: 0 },
};
