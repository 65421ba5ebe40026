import { takeFirstScreenFetch } from './first-screen-fetches';

// Issue 12: the signed-in first screen's reads are asked by index.html's first-screen script; the
// app takes their answers when it asks the same thing with the same tokens and language.

const origin = window.location.origin;
const headers = { 'x-auth-token': 'access-1', 'x-auth-refresh-token': 'refresh-1', 'accept-language': 'en' };

function early(body: string) {
  return { headers: { ...headers }, response: Promise.resolve(new Response(body)) };
}

const appRequest = (path: string, changes: Record<string, string> = {}) =>
  new Request(`${origin}${path}`, { headers: { ...headers, ...changes } });

describe('takeFirstScreenFetch', () => {
  afterEach(() => {
    delete window.__firstScreenFetches;
  });

  it('gives the early answer to the same request, once', async () => {
    window.__firstScreenFetches = { '/api/providers?': early('places') };
    const answer = takeFirstScreenFetch(appRequest('/api/providers?'));
    expect(await (await answer)?.text()).toBe('places');
    expect(takeFirstScreenFetch(appRequest('/api/providers?'))).toBeUndefined();
  });

  it('gives nothing for another request, or the same one with other tokens or another language', () => {
    window.__firstScreenFetches = { '/api/user/getMyUser': early('me') };
    expect(takeFirstScreenFetch(appRequest('/api/providers?'))).toBeUndefined();
    expect(
      takeFirstScreenFetch(appRequest('/api/user/getMyUser', { 'x-auth-token': 'access-2' })),
    ).toBeUndefined();

    window.__firstScreenFetches = { '/api/user/getMyUser': early('me') };
    expect(
      takeFirstScreenFetch(appRequest('/api/user/getMyUser', { 'accept-language': 'sr-Latn' })),
    ).toBeUndefined();

    window.__firstScreenFetches = { '/api/user/getMyUser': early('me') };
    const withoutRefresh = new Request(`${origin}/api/user/getMyUser`, {
      headers: { 'x-auth-token': 'access-1', 'accept-language': 'en' },
    });
    expect(takeFirstScreenFetch(withoutRefresh)).toBeUndefined();
  });

  it('never answers a write', () => {
    window.__firstScreenFetches = { '/api/user-consents?userId=u1': early('consents') };
    const write = new Request(`${origin}/api/user-consents?userId=u1`, {
      method: 'PUT',
      headers,
      body: '{}',
    });
    expect(takeFirstScreenFetch(write)).toBeUndefined();
  });

  it('asks the server again when the early request failed on the network', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('asked again'));
    try {
      window.__firstScreenFetches = {
        '/api/user/getMyUser': {
          headers: { ...headers },
          response: Promise.reject(new TypeError('offline')),
        },
      };
      const answer = await takeFirstScreenFetch(appRequest('/api/user/getMyUser'));
      expect(await answer?.text()).toBe('asked again');
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('does nothing when the first-screen script asked nothing', () => {
    expect(takeFirstScreenFetch(appRequest('/api/providers?'))).toBeUndefined();
  });
});
