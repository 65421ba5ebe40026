import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { loggedOutState, testUser } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import AuthCallbackScreen from './AuthCallbackScreen';

const renderCallback = (query: string) =>
  renderWithProviders(<AuthCallbackScreen />, {
    route: `/auth/callback${query}`,
    path: '/auth/callback',
    preloadedState: loggedOutState(),
  });

describe('AuthCallbackScreen', () => {
  // Where the customer goes from here is the route guards' part: app/AppRoutes.test.tsx.
  it('stores the tokens and signs in with them', async () => {
    let sentToken: string | null = null;
    server.use(
      http.get(apiUrl('/user/getMyUser'), ({ request }) => {
        sentToken = request.headers.get('x-auth-token');
        return HttpResponse.json({ data: testUser });
      }),
    );
    const { store } = renderCallback('?accessToken=acc-1&refreshToken=ref-1');

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(sentToken).toBe('acc-1');
    expect(localStorage.getItem('accessToken')).toBe('acc-1');
    expect(localStorage.getItem('refreshToken')).toBe('ref-1');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { email: testUser.email } });
  });

  it.each([
    ['google_failed', 'Google authentication failed. Please try again.'],
    ['incomplete', 'Authentication incomplete. Please try again.'],
    ['complete_failed', 'Failed to complete authentication. Please try again.'],
    ['not_configured', 'Failed to initiate Google login'],
    ['something_else', 'Error during authentication. Please try again.'],
  ])('error=%s shows "%s" and a way back to login, without calling the server', async (code, message) => {
    const { store } = renderCallback(`?error=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it.each([[''], ['?accessToken=acc'], ['?refreshToken=ref']])(
    'missing tokens (%s) show the incomplete message',
    async (query) => {
      renderCallback(query);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Authentication incomplete. Please try again.',
      );
      expect(localStorage.getItem('accessToken')).toBeNull();
    },
  );

  it('tokens the server refuses show "Failed to complete authentication" and are forgotten', async () => {
    server.use(
      http.get(apiUrl('/user/getMyUser'), () => errorResponse(401, 'UNAUTHENTICATED')),
      http.put(apiUrl('/auth/refreshToken'), () => errorResponse(401, 'INVALID_TOKEN')),
    );
    const { store } = renderCallback('?accessToken=bad&refreshToken=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to complete authentication. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  // The outage screen and the retries are the guards' part: app/AppRoutes.test.tsx.
  it('an outage while loading the user keeps the tokens: the session is restored once it is over', async () => {
    server.use(http.get(apiUrl('/user/getMyUser'), () => errorResponse(500, 'INTERNAL')));
    const { store } = renderCallback('?accessToken=acc-1&refreshToken=ref-1');
    await waitFor(() => expect(store.getState().auth.outage).toBe('unavailable'));
    expect(localStorage.getItem('accessToken')).toBe('acc-1');
    expect(localStorage.getItem('refreshToken')).toBe('ref-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
