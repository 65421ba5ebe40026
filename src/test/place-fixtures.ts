import type { PlaceSettings } from '../api';

/** A place as the back office edits it (features/manage/places): Café Nou, open Monday mornings. */
export const PLACE_ID = '7d3f5f0e-3b7a-4c1e-9f49-1f0f3f1e2a10';

export const placeSettings: PlaceSettings = {
  providerId: PLACE_ID,
  code: 'NOU-12',
  name: 'Café Nou',
  kind: 'coffee_shop',
  address: 'Carrer Nou 1',
  country: 'ES',
  language: 'ca',
  timezone: 'Europe/Madrid',
  currency: 'EUR',
  logoUrl: '',
  openingHours: [{ day: 1, opens: '08:00', closes: '13:00' }],
  closedDates: [],
  pickup: { prepMinutes: 15, slotMinutes: 15, maxOrdersPerSlot: null },
  counter: { ageAmberMinutes: 5, ageRedMinutes: 10, pendingFlagMinutes: 15, pendingCancelMinutes: 60 },
  orderingPaused: null,
  version: 3,
};
