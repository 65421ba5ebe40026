// The back office's API: the endpoints of openapi.yaml's `x-back-office` operations (generated into
// manage.gen.ts), injected into the app's API only when a back-office screen loads, so that none of
// them weighs on the customers' first screen (e2e/budget.spec.ts). The back office imports its hooks
// from here and everything else from src/api.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { type ApiArea, settingsFor } from './areas';
import { manageMenuArea } from './areas/manage-menu';
import { placesArea } from './areas/places';
import { reportsArea } from './areas/reports';
import { rolesArea } from './areas/roles';
import { teamArea } from './areas/team';
import { generatedManageApi } from './manage.gen';

/** The areas of the tags whose operations are all the back office's (areas.test.ts checks it). */
export const backOfficeAreas: readonly ApiArea[] = [manageMenuArea, placesArea, reportsArea, rolesArea];

// RTK Query applies an area's settings only to endpoints already injected: the team's area, whose tag
// also has the app's invitation endpoints (applied by src/api/index.ts), is applied again now.
export const manageApi = generatedManageApi.enhanceEndpoints({
  endpoints: settingsFor([...backOfficeAreas, teamArea], generatedManageApi),
});

/**
 * The store's dispatch as the back office's thunks see it (`manageApi.util.upsertQueryData`...): the
 * store's own type knows only the app's endpoints.
 */
export const useManageDispatch =
  useDispatch.withTypes<
    ThunkDispatch<{ [manageApi.reducerPath]: ReturnType<typeof manageApi.reducer> }, unknown, UnknownAction>
  >();

export * from './manage.gen';
