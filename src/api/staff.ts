// The counter console's API: the endpoints of openapi.yaml's `staff` operations (generated into
// staff.gen.ts), injected into the app's API only when the staff screen loads, so that none of them
// weighs on the customers' first screen (e2e/budget.spec.ts). The console imports its hooks from here
// and everything else from src/api.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { type ApiArea, settingsFor } from './areas';
import { staffArea } from './areas/staff';
import { generatedStaffApi } from './staff.gen';

/** The areas of the tags whose operations are all the console's (areas.test.ts checks it). */
export const staffAreas: readonly ApiArea[] = [staffArea];

export const staffApi = generatedStaffApi.enhanceEndpoints({
  endpoints: settingsFor(staffAreas, generatedStaffApi),
});

/**
 * The store's dispatch as the console's thunks see it (`staffApi.util.updateQueryData`...): the store's
 * own type knows only the app's endpoints.
 */
export const useStaffDispatch =
  useDispatch.withTypes<
    ThunkDispatch<{ [staffApi.reducerPath]: ReturnType<typeof staffApi.reducer> }, unknown, UnknownAction>
  >();

export * from './staff.gen';
