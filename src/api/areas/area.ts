import type { generatedApi } from '../generated.gen';
import type { generatedManageApi } from '../manage.gen';

type AppSettings = NonNullable<
  Parameters<typeof generatedApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;
type ManageSettings = NonNullable<
  Parameters<typeof generatedManageApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;

/**
 * One client API area: the settings (cache tags, `onQueryStarted`, `keepUnusedDataFor`...) of the
 * generated endpoints of one contract tag (`openapi/<tag>.yaml`, the server's
 * `server/src/features/<tag>/`), in `areas/<tag>.ts`. An area sets only its own tag's operations
 * (areas.test.ts checks it), so a change to a feature's endpoints stays in one file. Its endpoints are
 * the app's (generated.gen.ts) and the back office's (manage.gen.ts, injected by src/api/manage.ts).
 */
export type ApiArea = AppSettings & ManageSettings;
