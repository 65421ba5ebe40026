// The API the app uses: the endpoints generated from openapi.yaml, with the settings (cache tags,
// onQueryStarted, keepUnusedDataFor) of every client API area (areas/<tag>.ts, one per contract tag).
import { apiAreas, settingsFor } from './areas';
import { generatedApi } from './generated.gen';

export const api = generatedApi.enhanceEndpoints({
  endpoints: settingsFor(apiAreas, generatedApi),
});

export * from './enums.gen';
export * from './errors';
export * from './generated.gen';
export { type LastSeen, lastSeenBy, rememberQrToken, rememberUser } from './last-seen';
