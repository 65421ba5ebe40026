import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '../api/token-storage';
import { setupStore } from '../stores/store';
import { cafe } from '../test/catalog-fixtures';
import { consentsGiven, testUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { apiUrl, server } from '../test/server';
import { AppRoutes } from './AppRoutes';
import { bootApp } from './boot';
import { SessionBootstrap } from './SessionBootstrap';
import { screens } from './screens';

// Issue 12: a signed-in start asks for everything the first screen needs at once, instead of
// the user, then the consents, then the screen's chunk, its texts and its data in a row.

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
/** An access token shaped like the server's (the client only reads `sub`). */
const accessTokenFor = (userId: string) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: userId, exp: 4102444800 })}.signature`;

/** Records the API calls in the order they are made; getMyUser answers only when told. */
function recordCalls() {
  const calls: string[] = [];
  let answerUser: () => void = () => undefined;
  const userAnswer = new Promise<void>((resolve) => {
    answerUser = resolve;
  });
  server.use(
    http.get(apiUrl('/user/getMyUser'), async () => {
      calls.push('getMyUser');
      await userAnswer;
      return HttpResponse.json({ data: testUser });
    }),
    http.get(apiUrl('/user-consents'), ({ request }) => {
      calls.push(`consents of ${new URL(request.url).searchParams.get('userId')}`);
      return HttpResponse.json({ data: { consents: consentsGiven() } });
    }),
    http.get(apiUrl('/providers'), ({ request }) => {
      calls.push(`providers${new URL(request.url).search}`);
      return HttpResponse.json({ data: { providers: [cafe], nextCursor: null } });
    }),
  );
  return { calls, answerUser };
}

function renderRoutes(store: ReturnType<typeof setupStore>, route: string) {
  return renderWithProviders(
    <>
      <SessionBootstrap />
      <AppRoutes />
    </>,
    { route, store },
  );
}

describe('bootApp', () => {
  it('signed in on /select-restaurant: the user, the consents, the restaurants and the screen start together', async () => {
    saveTokens({ accessToken: accessTokenFor(testUser.userId), refreshToken: 'r' });
    const loadScreen = jest.spyOn(screens.selectRestaurant, 'load');
    const { calls, answerUser } = recordCalls();
    const store = setupStore();

    const { namespaces } = bootApp(store, { pathname: '/select-restaurant', search: '?q=caf' });

    expect(namespaces).toEqual(['catalog']);
    expect(loadScreen).toHaveBeenCalledTimes(1);
    // All three are asked for while getMyUser has not answered yet.
    await waitFor(() =>
      expect([...calls].sort()).toEqual(['consents of user-1', 'getMyUser', 'providers?search=caf']),
    );
    answerUser();

    // The screen then renders from what was fetched: no second request for any of it.
    renderRoutes(store, '/select-restaurant?q=caf');
    expect(await screen.findByText(cafe.name)).toBeInTheDocument();
    expect([...calls].sort()).toEqual(['consents of user-1', 'getMyUser', 'providers?search=caf']);
  });

  it("signed in on / (the installed app's start page): prepares the restaurants, not the login form", async () => {
    saveTokens({ accessToken: accessTokenFor(testUser.userId), refreshToken: 'r' });
    const loadLogin = jest.spyOn(screens.login, 'load');
    const loadRestaurants = jest.spyOn(screens.selectRestaurant, 'load');
    const { calls, answerUser } = recordCalls();

    const { namespaces } = bootApp(setupStore(), { pathname: '/', search: '' });

    expect(namespaces).toEqual(['catalog']);
    expect(loadRestaurants).toHaveBeenCalledTimes(1);
    expect(loadLogin).not.toHaveBeenCalled();
    await waitFor(() => expect([...calls].sort()).toEqual(['consents of user-1', 'getMyUser', 'providers']));
    answerUser();
  });

  it('signed out: loads the screen and its texts, and asks the server nothing', async () => {
    const loadLogin = jest.spyOn(screens.login, 'load');
    const store = setupStore();

    const { namespaces } = bootApp(store, { pathname: '/', search: '' });

    expect(namespaces).toEqual(['auth']);
    expect(loadLogin).toHaveBeenCalledTimes(1);
    // Any request would fail the test (msw: onUnhandledRequest 'error').
    await waitFor(() => expect(store.getState().auth.isLoading).toBe(false));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
