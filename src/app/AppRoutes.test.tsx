import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '../api/token-storage';
import { consentsGiven, loggedInState, loggedOutState, testUser } from '../test/fixtures';
import { getConsentsHandler, getMyUserHandler } from '../test/handlers';
import { type RenderOptions, renderWithProviders } from '../test/render';
import { apiUrl, server } from '../test/server';
import { AppRoutes } from './AppRoutes';
import { ErrorScreen } from './ErrorScreen';
import { SessionBootstrap } from './SessionBootstrap';

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

/** A stored session the startup flow accepts. */
function signedIn() {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  server.use(getMyUserHandler());
  return loggedInState();
}

const location = () => screen.getByTestId('location').textContent;

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

describe('consent gating', () => {
  it('sends a user without the required consents to /consent-management and keeps the navigation disabled', async () => {
    server.use(getConsentsHandler(consentsGiven(false)));
    renderApp('/feedback', signedIn());
    expect(await screen.findByRole('heading', { name: 'Your consents' })).toBeInTheDocument();
    expect(location()).toBe('/consent-management');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
  });

  it('saving the required consents unlocks the app and goes on to /select-restaurant', async () => {
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
    expect(screen.getByText('Data processing consent is required')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /essential/i }));
    await user.click(screen.getByRole('checkbox', { name: /data processing/i }));
    // The old message goes once the customer changes their choices.
    expect(screen.queryByText('Please accept all required consents to continue.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(location()).toBe('/select-restaurant'));
    expect(saved).toEqual({ essential: true, dataProcessing: true, analytics: false, marketing: false });
  });

  it('shows the failure message when saving fails', async () => {
    server.use(
      getConsentsHandler(consentsGiven(true)),
      http.put(apiUrl('/user-consents'), () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
      ),
    );
    renderApp('/consent-management', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Failed to update preferences. Please try again.')).toBeInTheDocument();
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
