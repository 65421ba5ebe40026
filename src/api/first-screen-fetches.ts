/**
 * The signed-in first screen's requests, started by index.html's first-screen script
 * (webpack.config.ts: FirstScreenPreloadPlugin) as soon as the page arrives, while the app's own
 * scripts are still downloading (issue 12): getMyUser, the user's consents and the places, each
 * under its path and query, with the headers it was sent with.
 */
export interface FirstScreenFetch {
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __firstScreenFetches?: Record<string, FirstScreenFetch>;
  }
}

/** The headers the app's requests carry (base-query.ts): an early answer is used only when they match. */
const MATCHED_HEADERS = ['x-auth-token', 'x-auth-refresh-token', 'accept-language'] as const;

/**
 * The early answer to `request`, if the first-screen script asked the same thing with the same
 * tokens and language; each is used once. A request it did not ask, or asked differently (the
 * tokens were refreshed meanwhile, another language), gets undefined: the app asks the server
 * itself. An early request that failed on the network is asked again.
 */
export function takeFirstScreenFetch(request: Request): Promise<Response> | undefined {
  const fetches = window.__firstScreenFetches;
  if (!fetches || request.method !== 'GET' || !request.url.startsWith(window.location.origin))
    return undefined;
  const key = request.url.slice(window.location.origin.length);
  const early = fetches[key];
  if (!early) return undefined;
  delete fetches[key];
  const sameHeaders = MATCHED_HEADERS.every(
    (name) => (request.headers.get(name) ?? undefined) === early.headers[name],
  );
  if (!sameHeaders) return undefined;
  return early.response.catch(() => fetch(request));
}
