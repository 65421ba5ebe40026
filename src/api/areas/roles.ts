import type { ApiArea } from './area';

// The back office's roles: the places the caller may manage (the shell's place switcher). Refetched
// when the signed-in user changes (a role granted or removed shows in getMyUser too) and when a place
// is created or renamed (the places section invalidates `ManagedPlaces`).
export const rolesArea: ApiArea = {
  listManagedPlaces: { providesTags: ['ManagedPlaces', 'Me'] },
};
