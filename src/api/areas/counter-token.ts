import type { ApiArea } from './area';

export const counterTokenArea: ApiArea = {
  // A new token replaces the previous one on the server: never reuse a cached one.
  getMyQrToken: { keepUnusedDataFor: 0 },
};
