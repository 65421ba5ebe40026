import type { generatedApi } from '../generated.gen';

/** What an area may set on the generated endpoints: cache tags, `onQueryStarted`, `keepUnusedDataFor`... */
export type EndpointSettings = NonNullable<
  Parameters<typeof generatedApi.enhanceEndpoints<never, never>>[0]['endpoints']
>;

/**
 * One client API area: the settings of the operations of one contract tag (`openapi/<tag>.yaml`, the
 * server's `server/src/features/<tag>/`), in `areas/<tag>.ts`. An area sets only its own tag's
 * operations (areas.test.ts checks it), so a change to a feature's endpoints stays in one file.
 */
export interface ApiArea {
  /** The contract tag, which is also the file's name. */
  tag: string;
  endpoints: EndpointSettings;
}
