import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { User } from '../api';
import { saveTokens } from '../api/token-storage';
import { consentsGiven, loggedOutState, testUser } from '../test/fixtures';
import { errorResponse, getConsentsHandler, getMyUserHandler } from '../test/handlers';
import { type RenderOptions, renderWithProviders } from '../test/render';
import { apiUrl, server } from '../test/server';
import { signedIn } from '../test/session';
import { AppRoutes } from './AppRoutes';
import { ErrorScreen } from './ErrorScreen';
import { SessionBootstrap } from './SessionBootstrap';

// The whole app's routing: the startup flow, and the guards that alone decide where a
// customer goes after signing in, signing out and giving consents.

const authMethods = http.get(apiUrl('/auth/methods'), () => HttpResponse.json({ data: { google: false } }));

function renderApp(route: string, preloadedState?: RenderOptions['preloadedState']) {
  return renderWithProviders(
    <>
      <SessionBootstrap />
      <AppRoutes />
    </>,
    { route, preloadedState },
  );
}

const location = () => screen.getByTestId('location').textContent;
const expectLocation = (expected: string, timeout?: number) =>
  waitFor(() => expect(location()).toBe(expected), { timeout });

const googleUser: User = {
  ...testUser,
  birthdate: null,
  phone: null,
  profileComplete: false,
  hasPassword: false,
};

describe('startup flow (SPEC section 4)', () => {
  it('without tokens the user is logged out and private routes redirect to /', async () => {
    server.use(authMethods);
    const { store } = renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('with tokens it loads the user and opens the private route', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(getMyUserHandler(), getConsentsHandler());
    const { store } = renderApp('/profile');
    expect(await screen.findByText('This screen is coming soon')).toBeInTheDocument();
    expect(store.getState().auth.user?.email).toBe(testUser.email);
  });

  it('when loading the user fails it removes both tokens and logs out', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      authMethods,
      http.get(apiUrl('/user/getMyUser'), () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }),
      ),
    );
    const { store } = renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('after signing in, the guards take the customer on', () => {
  async function logIn() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }
  const loginHandler = http.post(apiUrl('/auth/login'), () =>
    HttpResponse.json({ data: { accessToken: 'acc', refreshToken: 'ref' } }),
  );

  it('to /select-restaurant when the consents are given', async () => {
    server.use(
      authMethods,
      loginHandler,
      getMyUserHandler(),
      getConsentsHandler(consentsGiven(true)),
      http.get(apiUrl('/providers'), () => HttpResponse.json({ data: [] })),
    );
    renderApp('/');
    await logIn();
    await expectLocation('/select-restaurant');
  });

  it('to /consent-management when the required consents are missing', async () => {
    server.use(authMethods, loginHandler, getMyUserHandler(), getConsentsHandler(consentsGiven(false)));
    renderApp('/');
    await logIn();
    await expectLocation('/consent-management');
    expect(await screen.findByRole('heading', { name: 'Your consents' })).toBeInTheDocument();
  });

  it('from the Google callback, out of the URL with the tokens, to the restaurants', async () => {
    server.use(
      getMyUserHandler(),
      getConsentsHandler(consentsGiven(true)),
      http.get(apiUrl('/providers'), () => HttpResponse.json({ data: [] })),
    );
    renderApp('/auth/callback?accessToken=acc-1&refreshToken=ref-1');
    await expectLocation('/select-restaurant');
    expect(localStorage.getItem('accessToken')).toBe('acc-1');
  });

  it('a Google user without birthdate or phone completes the profile, then goes on to the consents', async () => {
    let user = googleUser;
    server.use(
      http.get(apiUrl('/user/getMyUser'), () => HttpResponse.json({ data: user })),
      http.patch(apiUrl('/user/profile'), async ({ request }) => {
        const body = (await request.json()) as { birthdate: string; phone: string };
        user = { ...user, ...body, profileComplete: true };
        return HttpResponse.json({ data: user });
      }),
      getConsentsHandler(consentsGiven(false)),
    );
    const { store } = renderApp('/auth/callback?accessToken=acc&refreshToken=ref');
    await expectLocation('/register?mode=google');

    const form = userEvent.setup();
    await form.type(await screen.findByLabelText('Birthdate'), '1990-12-10');
    await form.type(screen.getByLabelText('Phone number'), '+34 600 123 456');
    await form.click(screen.getByRole('button', { name: 'Save and continue' }));

    await expectLocation('/consent-management');
    expect(store.getState().auth.user).toMatchObject({ profileComplete: true, phone: '+34 600 123 456' });
  });

  it('a new account goes on to the consents', async () => {
    server.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json({ data: { accessToken: 'acc', refreshToken: 'ref' } }, { status: 201 }),
      ),
      getMyUserHandler(),
      getConsentsHandler(consentsGiven(false)),
    );
    renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo1234!');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo1234!');
    await user.type(screen.getByLabelText('Birthdate'), '1990-12-10');
    await user.type(screen.getByLabelText('Phone number'), '+34 600 123 456');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await expectLocation('/consent-management');
  });

  it('a signed-in customer who opens / goes on into the app', async () => {
    server.use(
      getConsentsHandler(consentsGiven(true)),
      http.get(apiUrl('/providers'), () => HttpResponse.json({ data: [] })),
    );
    renderApp('/', signedIn());
    await expectLocation('/select-restaurant');
  });

  it('profile completion is for signed-in customers only', async () => {
    server.use(authMethods);
    renderApp('/register?mode=google', loggedOutState());
    await expectLocation('/');
  });
});

describe('consent gate', () => {
  it('sends a user without the required consents to /consent-management and keeps the navigation disabled', async () => {
    server.use(getConsentsHandler(consentsGiven(false)));
    renderApp('/feedback', signedIn());
    expect(await screen.findByRole('heading', { name: 'Your consents' })).toBeInTheDocument();
    expect(location()).toBe('/consent-management');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
  });

  it('first-time consent continues into the app at /select-restaurant', async () => {
    let consents = consentsGiven(false);
    let saved: unknown;
    server.use(
      http.get(apiUrl('/providers'), () => HttpResponse.json({ data: [] })),
      http.get(apiUrl('/user-consents'), () => HttpResponse.json({ data: { consents } })),
      http.put(apiUrl('/user-consents'), async ({ request }) => {
        saved = await request.json();
        consents = consentsGiven(true);
        return HttpResponse.json({ data: { consents } });
      }),
    );
    renderApp('/consent-management', signedIn());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Please accept all required consents to continue.')).toBeInTheDocument();
    expect(location()).toBe('/consent-management');

    await user.click(screen.getByRole('checkbox', { name: /essential/i }));
    await user.click(screen.getByRole('checkbox', { name: /data processing/i }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await expectLocation('/select-restaurant');
    expect(saved).toEqual({ essential: true, dataProcessing: true, analytics: false, marketing: false });
  });

  it('a customer who came to change their consents stays and sees them saved', async () => {
    server.use(
      getConsentsHandler(consentsGiven(true)),
      http.put(apiUrl('/user-consents'), async ({ request }) =>
        HttpResponse.json({
          data: { consents: { ...consentsGiven(true), ...((await request.json()) as object) } },
        }),
      ),
    );
    renderApp('/consent-management', signedIn());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /marketing/i }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(location()).toBe('/consent-management');
  });
});

describe('after the session ends, the customer lands on /', () => {
  it('logging out from the settings', async () => {
    server.use(
      authMethods,
      getConsentsHandler(),
      http.post(apiUrl('/auth/logout'), () => HttpResponse.json({ data: { ok: true } })),
    );
    const { store } = renderApp('/settings', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await expectLocation('/');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['a public page', '/settings'],
    ['a private page', '/profile'],
  ])('a refused token refresh on %s (SPEC section 8)', async (_, route) => {
    const expired = () => errorResponse(401, 'TOKEN_EXPIRED');
    server.use(
      authMethods,
      http.get(apiUrl('/user/getMyUser'), expired),
      http.get(apiUrl('/user-consents'), expired),
      http.put(apiUrl('/auth/refreshToken'), () => errorResponse(401, 'INVALID_TOKEN')),
    );
    // As the app stands after startup, the user loaded before the access token expired.
    const { store } = renderApp(route, signedIn());
    server.use(http.get(apiUrl('/user/getMyUser'), expired));
    await expectLocation('/');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('deleting the account, once the notice has been read', async () => {
    server.use(
      authMethods,
      getConsentsHandler(),
      http.delete(apiUrl('/user'), () => HttpResponse.json({ data: { ok: true } })),
    );
    renderApp('/settings', signedIn());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(location()).toBe('/settings');
    await expectLocation('/', 4000);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

describe('routes', () => {
  it('shows Not Found for an unknown route', async () => {
    renderApp('/no/such/page', loggedOutState());
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('shows placeholders that say so for screens of later issues', async () => {
    server.use(getConsentsHandler());
    renderApp('/checkout', signedIn());
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming soon')).toBeInTheDocument();
  });
});

describe('error screen', () => {
  it('shows Upps!, a reload button and toggles the error message', async () => {
    const reload = jest.fn();
    renderWithProviders(<ErrorScreen error={new Error('Kaboom')} onReload={reload} />);
    expect(screen.getByRole('heading', { name: 'Upps!' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText('Kaboom')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Kaboom')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
