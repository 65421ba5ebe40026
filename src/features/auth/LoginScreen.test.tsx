import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedOutState } from '../../test/fixtures';
import { errorResponse, getMyUserHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import LoginScreen from './LoginScreen';

const authMethods = (google: boolean) =>
  http.get(apiUrl('/auth/methods'), () => HttpResponse.json({ data: { google } }));

function renderLogin(route = '/') {
  return renderWithProviders(<LoginScreen />, { route, path: '/', preloadedState: loggedOutState() });
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  // Where the customer goes next is the route guards' decision: app/AppRoutes.test.tsx.
  it('logs in, stores the tokens and signs the customer in', async () => {
    let body: unknown;
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { accessToken: 'acc', refreshToken: 'ref' } });
      }),
      getMyUserHandler(),
    );
    const { store } = renderLogin();
    await logIn('ada@example.com', 'Demo1234!');

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(store.getState().auth.user?.email).toBe('ada@example.com');
    expect(body).toEqual({ email: 'ada@example.com', password: 'Demo1234!', appId: 'consumerApp' });
    expect(localStorage.getItem('accessToken')).toBe('acc');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
  });

  it('says "An error occurred" and forgets the tokens when the server refuses the new session', async () => {
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ data: { accessToken: 'a', refreshToken: 'r' } }),
      ),
      http.get(apiUrl('/user/getMyUser'), () => errorResponse(401, 'UNAUTHENTICATED')),
      http.put(apiUrl('/auth/refreshToken'), () => errorResponse(401, 'INVALID_TOKEN')),
    );
    const { store } = renderLogin();
    await logIn('ada@example.com', 'Demo1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  // What the customer then sees (the outage, and the app once it is over) is the guards'
  // part: app/AppRoutes.test.tsx.
  it('keeps the new tokens when the user cannot be loaded because the service is down', async () => {
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({ data: { accessToken: 'a', refreshToken: 'r' } }),
      ),
      http.get(apiUrl('/user/getMyUser'), () => errorResponse(503, 'UNAVAILABLE')),
    );
    const { store } = renderLogin();
    await logIn('ada@example.com', 'Demo1234!');
    await waitFor(() => expect(store.getState().auth.outage).toBe('unavailable'));
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, isLoading: true });
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
  });

  it('shows "Invalid email or password" on 401 and stays logged out', async () => {
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), () => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid')),
    );
    const { store } = renderLogin();
    await logIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("on 429 says how many minutes to wait, from the server's retryAfterSeconds", async () => {
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          {
            error: {
              message: 'Too many failed login attempts. Please try again in 15 minutes.',
              code: 'RATE_LIMITED',
              details: { retryAfterSeconds: 601 },
            },
          },
          { status: 429, headers: { 'Retry-After': '601' } },
        ),
      ),
    );
    const { store } = renderLogin();
    await logIn('ada@example.com', 'Demo1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 11 min.',
    );
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows "An error occurred" on other failures', async () => {
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), () => errorResponse(400, 'VALIDATION_ERROR')),
    );
    renderLogin();
    await logIn('ada@example.com', 'Demo1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it.each([
    ['a 503', () => errorResponse(503, 'SERVICE_UNAVAILABLE')],
    ['no answer', () => HttpResponse.error()],
  ])(
    'on The service is unavailable right now. Please try again in a moment. says the service is unavailable, not that the password is wrong',
    async (_, respond) => {
      server.use(authMethods(true), http.post(apiUrl('/auth/login'), respond));
      renderLogin();
      await logIn('ada@example.com', 'Demo1234!');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The service is unavailable right now. Please try again in a moment.',
      );
    },
  );

  it('moves the focus to the first field in error after a refused submit', async () => {
    server.use(authMethods(true));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('shows and hides the password with a toggle button', async () => {
    server.use(authMethods(true));
    renderLogin();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'Demo1234!');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveValue('Demo1234!');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates the fields before calling the server', async () => {
    server.use(authMethods(true));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    // The focus goes to the first field to fix.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('shows a field’s error once the field is left, and sends nothing while one is wrong', async () => {
    let requests = 0;
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), () => {
        requests += 1;
        return errorResponse(401, 'INVALID_CREDENTIALS');
      }),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('sends the email without the spaces around it', async () => {
    let body: unknown;
    server.use(
      authMethods(true),
      http.post(apiUrl('/auth/login'), async ({ request }) => {
        body = await request.json();
        return errorResponse(401, 'INVALID_CREDENTIALS');
      }),
    );
    renderLogin();
    await logIn('  ada@example.com ', 'Demo1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(body).toEqual({ email: 'ada@example.com', password: 'Demo1234!', appId: 'consumerApp' });
  });

  it('shows the error search parameter as a translated message', async () => {
    server.use(authMethods(true));
    renderLogin('/?error=google_failed');
    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeInTheDocument();
  });

  it('disables "Continue with Google" with an explanation when Google is not configured', async () => {
    server.use(authMethods(false));
    renderLogin();
    expect(await screen.findByText('Google sign-in is not available on this server.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('links to registration and password restore', async () => {
    server.use(authMethods(true));
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-restore',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
  });
});
