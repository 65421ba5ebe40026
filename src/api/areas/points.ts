import type { ApiArea } from './area';

// The points ledger: a checkout, a cancellation or a points.changed live event invalidates 'Points'.
export const pointsArea: ApiArea = {
  listMyPointsHistory: { providesTags: ['Points'] },
};
