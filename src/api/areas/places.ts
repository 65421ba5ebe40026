import type { ApiArea } from './area';

// The back office's places: a place as it is edited (one cache entry per place); every change answers
// the place as stored, which replaces that entry, and refreshes what customers' screens hold of places.
// A stale edit's 409 carries the current place, which the form shows (features/manage/places/).
export const placesArea: ApiArea = {
  // A new place joins the switcher's list (listManagedPlaces) and the customers' list.
  createManagedPlace: { invalidatesTags: ['ManagedPlaces', 'Providers'] },
  getManagedPlace: {
    providesTags: (_result, _error, { providerId }) => [{ type: 'ManagedPlace', id: providerId }],
  },
  updateManagedPlace: {
    invalidatesTags: (_r, _e, { providerId }) => [
      { type: 'ManagedPlace', id: providerId },
      'ManagedPlaces',
      'Providers',
    ],
  },
  setPlaceHours: {
    invalidatesTags: (_r, _e, { providerId }) => [{ type: 'ManagedPlace', id: providerId }, 'Providers'],
  },
  setPickupSettings: {
    invalidatesTags: (_r, _e, { providerId }) => [{ type: 'ManagedPlace', id: providerId }],
  },
  // The staff console's settings: the back office's place, and what the place's consoles work by.
  setCounterSettings: {
    invalidatesTags: (_r, _e, { providerId }) => [
      { type: 'ManagedPlace', id: providerId },
      { type: 'StaffSettings', id: providerId },
    ],
  },
  setOrderingPause: {
    invalidatesTags: (_r, _e, { providerId }) => [{ type: 'ManagedPlace', id: providerId }, 'Providers'],
  },
};
