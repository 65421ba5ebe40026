import type { generatedApi } from '../generated.gen';
import type { generatedManageApi } from '../manage.gen';
import type { generatedStaffApi } from '../staff.gen';

type AppSettings = NonNullable<
  Parameters<typeof generatedApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;
type ManageSettings = NonNullable<
  Parameters<typeof generatedManageApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;
type StaffSettings = NonNullable<
  Parameters<typeof generatedStaffApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;

/**
 * One client API area: the settings (cache tags, `onQueryStarted`, `keepUnusedDataFor`...) of the
 * generated endpoints of one contract tag (`openapi/<tag>.yaml`, the server's
 * `server/src/features/<tag>/`), in `areas/<tag>.ts`. An area sets only its own tag's operations
 * (areas.test.ts checks it), so a change to a feature's endpoints stays in one file. Its endpoints are
 * the app's (generated.gen.ts), the back office's (manage.gen.ts, injected by src/api/manage.ts) and the
 * counter console's (staff.gen.ts, injected by src/api/staff.ts).
 */
export type ApiArea = AppSettings & ManageSettings & StaffSettings;

/**
 * The settings of the given areas for the endpoints `api` holds now (RTK Query refuses settings of an
 * endpoint not injected yet: the team's area also sets the back office's endpoints, which join later).
 */
export function settingsFor(areas: readonly ApiArea[], api: { endpoints: object }): ApiArea {
  const all = areas.reduce<ApiArea>((merged, area) => Object.assign(merged, area), {});
  return Object.fromEntries(Object.entries(all).filter(([name]) => name in api.endpoints)) as ApiArea;
}
