import { waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { delay, HttpResponse, http } from 'msw';
import { setupStore } from '../stores/store';
import { consentsGiven, loggedInState, testUser } from '../test/fixtures';
import { apiUrl, server } from '../test/server';
import { api } from '.';
import { REFRESH_LEASE_KEY } from './refresh-lock';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './token-storage';

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

  it('a straggler 401 for the old access token, after the refresh, retries with the new token without refreshing again', async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    let releaseStraggler: () => void = () => undefined;
    const stragglerHeld = new Promise<void>((resolve) => {
      releaseStraggler = resolve;
    });
    const sentTokens: (string | null)[] = [];
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'fresh', refreshToken: 'r2' } }),
    );
    server.use(
      // The straggler: sent with the expired token, answered only after the refresh is done.
      http.get(apiUrl('/auth/methods'), async ({ request }) => {
        const token = request.headers.get('x-auth-token');
        sentTokens.push(token);
        if (token !== 'fresh') {
          await stragglerHeld;
          return unauthorized();
        }
        return HttpResponse.json({ data: { google: false } });
      }),
      ...privateHandlers(),
      refresh.handler,
    );
    const store = setupStore(loggedInState());

    const straggler = store.dispatch(api.endpoints.getAuthMethods.initiate());
    const first = await store.dispatch(api.endpoints.getMyUser.initiate());
    expect(first.isSuccess).toBe(true);
    expect(getAccessToken()).toBe('fresh');
    releaseStraggler();

    expect((await straggler).isSuccess).toBe(true);
    expect(sentTokens).toEqual(['expired', 'fresh']);
    expect(refresh.calls).toHaveLength(1);
  });

  it.each([
    ['a 503', () => HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'Down' } }, { status: 503 })],
    ['a network error', () => HttpResponse.error()],
  ])(
    'a refresh that fails with %s keeps both tokens and the session, and gives the caller that error',
    async (_, respond) => {
      saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
      const refresh = refreshHandler(respond);
      server.use(...privateHandlers(), refresh.handler);
      const store = setupStore(loggedInState());

      const results = await Promise.all([
        store.dispatch(api.endpoints.getMyUser.initiate()),
        store.dispatch(api.endpoints.getAuthMethods.initiate()),
      ]);

      expect(results.map((result) => result.isError)).toEqual([true, true]);
      expect(results.map((result) => (result.error as { status?: unknown }).status)).not.toContain(401);
      // The second request waited for the first one's refresh and took its answer: one call.
      expect(refresh.calls).toHaveLength(1);
      expect(getAccessToken()).toBe('expired');
      expect(getRefreshToken()).toBe('r1');
      expect(store.getState().auth.isAuthenticated).toBe(true);
    },
  );

  it('a logout (here or in another tab) while the refresh answer travels is not undone by it', async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    const refresh = refreshHandler(() => {
      clearTokens();
      return HttpResponse.json({ data: { accessToken: 'fresh', refreshToken: 'r2' } });
    });
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    const result = await store.dispatch(api.endpoints.getMyUser.initiate());

    expect(result.isError).toBe(true);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it("another tab's tokens stored while this tab's refresh answer travels are used: the session goes on", async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    const refresh = refreshHandler(() => {
      saveTokens({ accessToken: 'fresh', refreshToken: 'r2-other-tab' });
      return HttpResponse.json({ data: { accessToken: 'mine', refreshToken: 'r2-mine' } });
    });
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    const result = await store.dispatch(api.endpoints.getMyUser.initiate());

    expect(result.isSuccess).toBe(true);
    expect(getAccessToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('r2-other-tab');
  });
});

// Issue 13: tabs of one browser share localStorage; only one of them refreshes at a time, and
// the others take the tokens it stored. Here "the other tab" is the test itself, writing to
// localStorage and holding the lock as a tab would.
describe('refresh across tabs', () => {
  /** A Web Locks API with exclusive locks only, as a browser gives every tab of an origin. */
  function installWebLocks() {
    const tails = new Map<string, Promise<unknown>>();
    const held = new Map<string, number>();
    const locks = {
      requests: 0,
      request: (
        name: string,
        options: { ifAvailable?: boolean },
        task: (lock: object | null) => Promise<unknown>,
      ) => {
        locks.requests += 1;
        // ifAvailable: the lock now, or null at once when someone holds it or waits for it.
        if (options.ifAvailable && (held.get(name) ?? 0) > 0) return task(null);
        held.set(name, (held.get(name) ?? 0) + 1);
        const previous = tails.get(name) ?? Promise.resolve();
        const run = previous
          .then(() => task({ name }))
          .finally(() => held.set(name, (held.get(name) ?? 1) - 1));
        tails.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
      query: async () => ({
        held: [...held].filter(([, count]) => count > 0).map(([name]) => ({ name, mode: 'exclusive' })),
      }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return locks;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  /** This tab, with an expired access token and refresh token r1; the refreshes it would send. */
  function tabWithExpiredToken() {
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'other', refreshToken: 'other' } }),
    );
    server.use(...privateHandlers(), refresh.handler);
    return { refresh, store: setupStore(loggedInState()) };
  }

  /**
   * Another tab holds the refresh lock while its refresh is on the way; `finish()` lets it go, after
   * `beforeLettingGo` (storing its tokens, say).
   */
  function otherTabRefreshing(locks: ReturnType<typeof installWebLocks>, beforeLettingGo = () => {}) {
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const done = locks.request('loyalty-token-refresh', {}, async () => {
      await finished;
      beforeLettingGo();
    });
    return { finish, done };
  }

  it("with Web Locks: a tab that waited for another tab's refresh uses its tokens instead of refreshing", async () => {
    const locks = installWebLocks();
    const { refresh, store } = tabWithExpiredToken();
    const otherTab = otherTabRefreshing(locks, () =>
      saveTokens({ accessToken: 'fresh', refreshToken: 'r2' }),
    );
    const result = store.dispatch(api.endpoints.getMyUser.initiate());
    // This tab got its 401, found the lock taken (ifAvailable), and now waits for it.
    await waitFor(() => expect(locks.requests).toBe(3));
    otherTab.finish();
    await otherTab.done;

    expect((await result).isSuccess).toBe(true);
    expect(refresh.calls).toHaveLength(0);
    expect(getRefreshToken()).toBe('r2');
  });

  it("with Web Locks: the other tab's tokens reaching this tab a moment after the lock are waited for, not refreshed again", async () => {
    const locks = installWebLocks();
    const { refresh, store } = tabWithExpiredToken();
    const otherTab = otherTabRefreshing(locks);
    const result = store.dispatch(api.endpoints.getMyUser.initiate());
    // This tab found the lock taken (ifAvailable), then queued for it.
    await waitFor(() => expect(locks.requests).toBe(3));
    const listening = jest.spyOn(window, 'addEventListener');
    otherTab.finish();
    await otherTab.done;
    // The other tab's tokens arrive in this tab's localStorage after the lock was handed over, while
    // this tab waits for them (listens for the storage event).
    await waitFor(() => expect(listening.mock.calls.some(([type]) => String(type) === 'storage')).toBe(true));
    listening.mockRestore();
    saveTokens({ accessToken: 'fresh', refreshToken: 'r2' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken', newValue: 'r2' }));

    expect((await result).isSuccess).toBe(true);
    expect(refresh.calls).toHaveLength(0);
    expect(getRefreshToken()).toBe('r2');
  });

  it('with Web Locks: a tab that refreshes leaves a mark, before letting go, that the spent refresh token was replaced', async () => {
    const locks = installWebLocks();
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'fresh', refreshToken: 'r2' } }),
    );
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    expect((await store.dispatch(api.endpoints.getMyUser.initiate())).isSuccess).toBe(true);
    expect(refresh.calls).toHaveLength(1);
    expect((await locks.query()).held.map((lock) => lock.name)).toEqual(['loyalty-token-refresh:rotated:r1']);
  });

  it("with Web Locks: a tab whose 401 comes after another tab refreshed and let go, before that tab's tokens reach it, waits for them", async () => {
    const locks = installWebLocks();
    const { refresh, store } = tabWithExpiredToken();
    // The other tab refreshed r1, marked it replaced and let go of the lock; its tokens have not reached
    // this tab's localStorage yet.
    let releaseMark: () => void = () => undefined;
    void locks.request(
      'loyalty-token-refresh:rotated:r1',
      {},
      () => new Promise<void>((resolve) => (releaseMark = resolve)),
    );
    const listening = jest.spyOn(window, 'addEventListener');
    const result = store.dispatch(api.endpoints.getMyUser.initiate());
    await waitFor(() => expect(listening.mock.calls.some(([type]) => String(type) === 'storage')).toBe(true));
    listening.mockRestore();
    saveTokens({ accessToken: 'fresh', refreshToken: 'r2' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken', newValue: 'r2' }));

    expect((await result).isSuccess).toBe(true);
    expect(refresh.calls).toHaveLength(0);
    expect(getRefreshToken()).toBe('r2');
    releaseMark();
  });

  it('without Web Locks: waits while another tab holds the refresh lease, then uses its tokens', async () => {
    expect(navigator.locks).toBeUndefined();
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    localStorage.setItem(
      REFRESH_LEASE_KEY,
      JSON.stringify({ owner: 'other-tab', expiresAt: Date.now() + 10_000 }),
    );
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'other', refreshToken: 'other' } }),
    );
    let getMyUserCalls = 0;
    server.use(
      refresh.handler,
      http.get(apiUrl('/user/getMyUser'), ({ request }) => {
        getMyUserCalls += 1;
        return request.headers.get('x-auth-token') === 'fresh'
          ? HttpResponse.json({ data: testUser })
          : unauthorized();
      }),
    );
    const store = setupStore(loggedInState());

    const listening = jest.spyOn(window, 'addEventListener');
    const result = store.dispatch(api.endpoints.getMyUser.initiate());
    // This tab got its 401 and now waits for the other tab's lease to go.
    await waitFor(() => expect(listening).toHaveBeenCalledWith('storage', expect.any(Function)));
    expect(getMyUserCalls).toBe(1);

    // The other tab stores its new tokens and lets go of the lease; the browser tells this tab.
    saveTokens({ accessToken: 'fresh', refreshToken: 'r2' });
    localStorage.removeItem(REFRESH_LEASE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: REFRESH_LEASE_KEY, storageArea: localStorage }));

    expect((await result).isSuccess).toBe(true);
    expect(refresh.calls).toHaveLength(0);
    expect(getRefreshToken()).toBe('r2');
    expect(localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });

  it('without Web Locks: a lease left by a tab that died is ignored once it has expired', async () => {
    saveTokens({ accessToken: 'expired', refreshToken: 'r1' });
    localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'gone', expiresAt: Date.now() - 1 }));
    const refresh = refreshHandler(() =>
      HttpResponse.json({ data: { accessToken: 'fresh', refreshToken: 'r2' } }),
    );
    server.use(...privateHandlers(), refresh.handler);
    const store = setupStore(loggedInState());

    expect((await store.dispatch(api.endpoints.getMyUser.initiate())).isSuccess).toBe(true);
    expect(refresh.calls).toHaveLength(1);
    expect(localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });
});

describe('the UI language', () => {
  // The app's i18next instance (src/i18n initialises it in the app); no texts are needed here.
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: {} });
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  /** A signed-in store listing the places with the UI in `language`, and the Accept-Language of each request. */
  async function providersAskedIn(language: string) {
    saveTokens({ accessToken: 'fresh', refreshToken: 'r1' });
    const languages: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/providers'), ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({ data: { providers: [], nextCursor: null } });
      }),
    );
    await i18n.changeLanguage(language);
    const store = setupStore(loggedInState());
    const subscription = store.dispatch(api.endpoints.listProviders.initiate({}));
    await subscription;
    return { languages, store, subscription };
  }

  it('is sent as Accept-Language, and a change refetches the menus in the new language', async () => {
    const { languages, subscription } = await providersAskedIn('pl');
    expect(languages).toEqual(['pl']);

    await i18n.changeLanguage('ca');
    await waitFor(() => expect(languages).toEqual(['pl', 'ca']));
    subscription.unsubscribe();
  });

  it('is not refetched when i18next reports the language the menus were already asked in', async () => {
    const { languages, store, subscription } = await providersAskedIn('pl');
    // The store decides as i18next reports the change (synchronously): no invalidation, no refetch.
    const dispatched = jest.spyOn(store, 'dispatch');
    const invalidations = () =>
      dispatched.mock.calls.filter(([action]) => api.util.invalidateTags.match(action)).length;
    // As when the app starts: i18next finishes loading the language the first requests went out in.
    i18n.emit('languageChanged', 'pl');
    await i18n.changeLanguage('pl');
    expect(invalidations()).toBe(0);
    expect(languages).toEqual(['pl']);
    expect(store.getState().api.queries['listProviders({})']?.status).toBe('fulfilled');

    await i18n.changeLanguage('uk');
    expect(invalidations()).toBe(1);
    dispatched.mockRestore();
    await waitFor(() => expect(languages).toEqual(['pl', 'uk']));
    subscription.unsubscribe();
  });
});

describe('a 403 CONSENTS_REQUIRED', () => {
  /** The server's consents (changed by a test, as another tab would) and how often they were read. */
  function consentsServer() {
    const state = { given: true, reads: 0 };
    server.use(
      http.get(apiUrl('/user-consents'), () => {
        state.reads += 1;
        return HttpResponse.json({ data: { consents: consentsGiven(state.given) } });
      }),
      http.get(apiUrl('/points/history'), () =>
        state.given
          ? HttpResponse.json({ data: { entries: [], nextCursor: null } })
          : HttpResponse.json(
              {
                error: {
                  code: 'CONSENTS_REQUIRED',
                  message: 'Please accept the required consents to continue.',
                },
              },
              { status: 403 },
            ),
      ),
      http.get(apiUrl('/orders/:orderId'), () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'You may not do that' } }, { status: 403 }),
      ),
    );
    return state;
  }

  it('refetches the consents, so the consent guard sees them withdrawn', async () => {
    saveTokens({ accessToken: 'fresh', refreshToken: 'r1' });
    const consents = consentsServer();
    const store = setupStore(loggedInState());
    store.dispatch(api.endpoints.getUserConsents.initiate({ userId: testUser.userId }));
    await waitFor(() => expect(consents.reads).toBe(1));

    consents.given = false; // withdrawn elsewhere
    const refused = await store.dispatch(api.endpoints.listMyPointsHistory.initiate({}));
    expect(refused.error).toMatchObject({ status: 403 });

    await waitFor(() =>
      expect(
        api.endpoints.getUserConsents.select({ userId: testUser.userId })(store.getState()).data?.data
          .consents.dataProcessing.granted,
      ).toBe(false),
    );
    expect(consents.reads).toBe(2);
  });

  it('is the only 403 that does: another refusal leaves the consents alone', async () => {
    saveTokens({ accessToken: 'fresh', refreshToken: 'r1' });
    const consents = consentsServer();
    const store = setupStore(loggedInState());
    store.dispatch(api.endpoints.getUserConsents.initiate({ userId: testUser.userId }));
    await waitFor(() => expect(consents.reads).toBe(1));

    const refused = await store.dispatch(
      api.endpoints.getMyOrder.initiate({ orderId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(refused.error).toMatchObject({ status: 403 });
    // A later read settles anything the refusal would have started.
    await store.dispatch(api.endpoints.listMyPointsHistory.initiate({}));
    expect(consents.reads).toBe(1);
  });
});
