import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedOutState, testUser } from '../../test/fixtures';
import { errorResponse, getConsentsHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { testI18n } from '../../test/test-i18n';
import SettingsScreen from './SettingsScreen';

const basketItem = {
  basketItemId: 'b1',
  productId: 'p1',
  providerId: 'prov',
  price: 300,
  quantity: 2,
  selectedExtraOptions: [],
};

describe('SettingsScreen', () => {
  it('when logged out shows only the language switch and a login link', () => {
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: loggedOutState() });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('switches the language, names each language in itself and remembers the choice', async () => {
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: loggedOutState() });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Українська' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Español' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'de');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(testI18n.language).toBe('de');
  });

  // That the customer then lands on / is the route guards' part: app/AppRoutes.test.tsx.
  it('logs out: revokes the refresh token, clears the tokens and empties the basket', async () => {
    let revoked: unknown;
    server.use(
      getConsentsHandler(),
      http.post(apiUrl('/auth/logout'), async ({ request }) => {
        revoked = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const { store } = renderWithProviders(<SettingsScreen />, {
      route: '/settings',
      preloadedState: { ...signedIn(), basket: { items: [basketItem] } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(revoked).toEqual({ refreshToken: 'refresh' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
    // The next person on the device must not see the basket (issue 11).
    expect(store.getState().basket.items).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes the password and reports a wrong current password', async () => {
    let attempts = 0;
    server.use(
      getConsentsHandler(),
      http.put(apiUrl('/user/password'), () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(400, 'INVALID_CREDENTIALS')
          : HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const fill = async () => {
      await user.type(screen.getByLabelText('Current password'), 'Demo1234!');
      await user.type(screen.getByLabelText('New password'), 'Better1234!');
      await user.type(screen.getByLabelText('Confirm new password'), 'Better1234!');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to change password. Please check your current password and try again.',
    );
    await user.clear(screen.getByLabelText('Current password'));
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill();
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  });

  it('a 503 on changing the password says the service is unavailable, not to check the password', async () => {
    server.use(
      getConsentsHandler(),
      http.put(apiUrl('/user/password'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Refused before any call: the focus goes to the first field in error.
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    await user.type(screen.getByLabelText('Current password'), 'Demo1234!');
    await user.type(screen.getByLabelText('New password'), 'Better1234!');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better1234!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
    expect(screen.queryByText(/check your current password/)).not.toBeInTheDocument();
  });

  it('a 503 on deleting the account says the service is unavailable', async () => {
    server.use(
      getConsentsHandler(),
      http.delete(apiUrl('/user'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it('deletes the account only after confirmation', async () => {
    let deleted = false;
    server.use(
      getConsentsHandler(),
      http.delete(apiUrl('/user'), () => {
        deleted = true;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SettingsScreen />, {
      route: '/settings',
      preloadedState: signedIn(),
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(screen.getByRole('heading', { name: 'Delete your account?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    // Nothing of the deleted account is left to manage while the message shows.
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    // Once the notice has been read, the session is forgotten here too (the guards then show /).
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false), { timeout: 4000 });
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('lets a Google-only user add a password, without asking for a current one', async () => {
    const bodies: unknown[] = [];
    let calls = 0;
    let account = { ...testUser, hasPassword: false, googleLinked: true };
    const preloadedState = signedIn(account);
    server.use(
      getConsentsHandler(),
      // The server's user, refetched when adding a password invalidates it.
      http.get(apiUrl('/user/getMyUser'), () => HttpResponse.json({ data: account })),
      http.post(apiUrl('/user/password'), async ({ request }) => {
        calls += 1;
        bodies.push(await request.json());
        if (calls === 1) return errorResponse(400, 'VALIDATION_ERROR');
        account = { ...account, hasPassword: true };
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState });
    expect(screen.getByRole('heading', { name: 'Add a password' })).toBeInTheDocument();
    expect(
      screen.getByText('You sign in with Google. Add a password to also log in with your email.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.type(screen.getByLabelText('Confirm new password'), 'weak!');
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    expect(await screen.findByText('Password does not meet all requirements')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'Google-Too-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'Google-Too-42');
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add password. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Add password' }));
    expect(await screen.findByText('Password added successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ newPassword: 'Google-Too-42' }, { newPassword: 'Google-Too-42' }]);
    // The account has a password now: the same section changes it from here on.
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(store.getState().auth.user?.hasPassword).toBe(true);
  });

  it('says so when the account cannot be deleted, and keeps the user logged in', async () => {
    server.use(
      getConsentsHandler(),
      http.delete(apiUrl('/user'), () => errorResponse(400, 'VALIDATION_ERROR')),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<SettingsScreen />, {
      route: '/settings',
      preloadedState: signedIn(),
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete account. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Delete your account?' })).not.toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });
});
