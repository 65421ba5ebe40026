import type { generatedApi } from '../generated.gen';

/**
 * One client API area: the settings (cache tags, `onQueryStarted`, `keepUnusedDataFor`...) of the
 * generated endpoints of one contract tag (`openapi/<tag>.yaml`, the server's
 * `server/src/features/<tag>/`), in `areas/<tag>.ts`. An area sets only its own tag's operations
 * (areas.test.ts checks it), so a change to a feature's endpoints stays in one file.
 */
export type ApiArea = NonNullable<
  Parameters<typeof generatedApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;
