import { delay, HttpResponse, http } from 'msw';
import { setupStore } from '../stores/store';
import { consentsGiven, loggedInState, testUser } from '../test/fixtures';
import { apiUrl, server } from '../test/server';
import { api } from '.';
import { getAccessToken, getRefreshToken, saveTokens } from './token-storage';

const unauthorized = () =>
  HttpResponse.json({ error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } }, { status: 401 });

/** Private calls that accept only the access token 'fresh'. */
function privateHandlers() {
  const fresh = (request: Request) => request.headers.get('x-auth-token') === 'fresh';
  return [
    http.get(apiUrl('/user/getMyUser'), ({ request }) =>
      fresh(request) ? HttpResponse.json({ data: testUser }) : unauthorized(),
    ),
    http.get(apiUrl('/user-consents'), ({ request }) =>
      fresh(request) ? HttpResponse.json({ data: { consents: consentsGiven() } }) : unauthorized(),
    ),
    http.get(apiUrl('/auth/methods'), ({ request }) =>
      fresh(request) ? HttpResponse.json({ data: { google: false } }) : unauthorized(),
    ),
  ];
}

function refreshHandler(respond: () => Response | Promise<Response>) {
  const calls: { body: unknown; authHeader: string | null }[] = [];
  const handler = http.put(apiUrl('/auth/refreshToken'), async ({ request }) => {
    calls.push({ body: await request.json(), authHeader: request.headers.get('x-auth-token') });
    await delay(30);
    return respond();
  });
  return { handler, calls };
}

describe('baseQueryWithReauth', () => {
  it('sends both token headers when tokens exist', async () => {
    saveTokens({ accessToken: 'fresh', refreshToken: 'r1' });
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl('/user/getMyUser'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: testUser });
      }),
    );
    const store = setupStore();
    await store.dispatch(api.endpoints.getMyUser.initiate());
    expect(headers?.get('x-auth-token')).toBe('fresh');
    expect(headers?.get('x-auth-refresh-token')).toBe('r1');
  });

  it('refreshes once for three concurrent 401s and retries each with the new token', async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'fresh', refreshToken: 'r2' } }),
    );
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    const results = await Promise.all([
      store.dispatch(api.endpoints.getMyUser.initiate()),
      store.dispatch(api.endpoints.getUserConsents.initiate({ userId: testUser.userId })),
      store.dispatch(api.endpoints.getAuthMethods.initiate()),
    ]);

    expect(refresh.calls).toEqual([{ body: { refreshToken: 'r1' }, authHeader: null }]);
    expect(results.map((result) => result.isSuccess)).toEqual([true, true, true]);
    expect(results[0]?.data?.data.email).toBe(testUser.email);
    expect(getAccessToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('r2');
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('without a refresh token ends the request quietly: no refresh, no logout', async () => {
    localStorage.setItem('accessToken', 'expired');
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'x', refreshToken: 'y' } }),
    );
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    const result = await store.dispatch(api.endpoints.getMyUser.initiate());

    expect(result.isError).toBe(true);
    expect(refresh.calls).toHaveLength(0);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  // That the customer then lands on / is the route guards' part: AppRoutes.test.tsx.
  it('when the refresh fails, removes both tokens and logs out', async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'revoked' });
    const refresh = refreshHandler(() =>
      HttpResponse.json({ error: { code: 'INVALID_TOKEN', message: 'Invalid' } }, { status: 401 }),
    );
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    const results = await Promise.all([
      store.dispatch(api.endpoints.getMyUser.initiate()),
      store.dispatch(api.endpoints.getAuthMethods.initiate()),
    ]);

    expect(results.every((result) => result.isError)).toBe(true);
    expect(refresh.calls).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('does not try to refresh when the login itself answers 401', async () => {
    saveTokens({ accessToken: 'old', refreshToken: 'r1' });
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'x', refreshToken: 'y' } }),
    );
    server.use(
      refresh.handler,
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid' } }, { status: 401 }),
      ),
    );
    const store = setupStore();
    const result = await store.dispatch(
      api.endpoints.login.initiate({ body: { email: 'a@b.co', password: 'x', appId: 'consumerApp' } }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 401 });
    expect(refresh.calls).toHaveLength(0);
  });
});
