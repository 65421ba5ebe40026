import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { useAccountLanguage } from '../../hooks/use-account-language';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/config';
import { loggedOutState, testUser } from '../../test/fixtures';
import { errorResponse, getConsentsHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import { testI18n } from '../../test/test-i18n';
import ConfirmEmailScreen from './ConfirmEmailScreen';
import SettingsScreen from './SettingsScreen';

const yearsAgo = (years: number, days = 0) => {
  const today = new Date();
  const date = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const unavailable = () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable');

describe('the language is the account’s', () => {
  it('signed in, a choice in Settings applies, is kept on the device and is saved to the account', async () => {
    const saved: unknown[] = [];
    server.use(
      getConsentsHandler(),
      http.patch(apiUrl('/user/profile'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: { ...testUser, language: 'pl' } });
      }),
    );
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    expect(await screen.findByRole('heading', { name: 'Ustawienia' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ language: 'pl' }]));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
  });

  it('Serbian in Latin script is offered, and saved to the account as Serbian', async () => {
    const saved: unknown[] = [];
    server.use(
      getConsentsHandler(),
      http.patch(apiUrl('/user/profile'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: { ...testUser, language: 'sr' } });
      }),
    );
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Srpski (latinica)');
    expect(await screen.findByRole('combobox', { name: 'Jezik' })).toHaveValue('sr-Latn');
    await waitFor(() => expect(saved).toEqual([{ language: 'sr' }]));
  });

  it('logged out, the choice stays on the device only', async () => {
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: loggedOutState() });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ca');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('ca');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ca');
  });

  function AccountLanguage() {
    useAccountLanguage();
    return null;
  }

  it('after login, the account’s language applies on this device; an account without one changes nothing', async () => {
    const { unmount } = renderWithProviders(<AccountLanguage />, {
      preloadedState: signedIn({ ...testUser, language: 'uk' }),
    });
    await waitFor(() => expect(testI18n.language).toBe('uk'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('uk');
    unmount();

    await testI18n.changeLanguage('de');
    // The effect runs as the render commits (inside act): had it asked for a language, it would have now.
    const changing = jest.spyOn(testI18n, 'changeLanguage');
    renderWithProviders(<AccountLanguage />, {
      preloadedState: signedIn({ ...testUser, language: undefined }),
    });
    expect(changing).not.toHaveBeenCalled();
    changing.mockRestore();
    expect(testI18n.language).toBe('de');
  });
});

describe('the profile editor', () => {
  it('saves name, phone and birthdate', async () => {
    const saved: unknown[] = [];
    server.use(
      getConsentsHandler(),
      http.patch(apiUrl('/user/profile'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: testUser });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const form = screen.getByRole('region', { name: 'Your details' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), '  Ada King ');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '+44 20 7946 0000');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Your details were saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'Ada King', phone: '+44 20 7946 0000', birthdate: '1990-12-10' }]);
  });

  it('says the minimum age, from the app’s rule and from the server’s, and refuses a blank name', async () => {
    server.use(
      getConsentsHandler(),
      http.patch(apiUrl('/user/profile'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'You must be at least 18 years old',
              fields: [{ field: 'birthdate', message: 'You must be at least 18 years old' }],
              details: { minimumAge: 18 },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const form = screen.getByRole('region', { name: 'Your details' });
    const birthdate = within(form).getByLabelText('Date of birth');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), '   ');
    await user.clear(birthdate);
    await user.type(birthdate, yearsAgo(13, 1));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('You must be at least 13 years old')).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Ada');
    await user.clear(birthdate);
    await user.type(birthdate, yearsAgo(15));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('You must be at least 18 years old')).toBeInTheDocument();

    await user.clear(birthdate);
    await user.type(birthdate, yearsAgo(-1));
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('The birthdate cannot be in the future')).toBeInTheDocument();
  });

  it('reports an outage as the service being unavailable, not as a mistake in the form', async () => {
    server.use(getConsentsHandler(), http.patch(apiUrl('/user/profile'), unavailable));
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const form = screen.getByRole('region', { name: 'Your details' });
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
    expect(within(form).queryByText(/correct the marked fields/)).not.toBeInTheDocument();
  });
});

describe('changing the email', () => {
  it('asks for the current password, sends the link, and shows the address waiting for confirmation', async () => {
    const bodies: unknown[] = [];
    let account = testUser;
    const preloadedState = signedIn();
    server.use(
      getConsentsHandler(),
      http.get(apiUrl('/user/getMyUser'), () => HttpResponse.json({ data: account })),
      http.post(apiUrl('/user/email'), async ({ request }) => {
        const body = (await request.json()) as { newEmail: string };
        bodies.push(body);
        if (body.newEmail === 'taken@example.com') return errorResponse(409, 'EMAIL_TAKEN');
        account = { ...testUser, pendingEmail: body.newEmail };
        return HttpResponse.json({ data: { ok: true } }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState });
    const form = screen.getByRole('region', { name: 'Email' });
    expect(within(form).getByText('Your email: ada@example.com')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New email'), 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('Password is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText('Your password, to confirm it is you'), 'Demo1234!');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('Another account already uses this email')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New email'));
    await user.type(within(form).getByLabelText('New email'), 'ada.new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await within(form).findByText(
        'We sent a link to ada.new@example.com. Your email changes when you open it.',
      ),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      newEmail: 'ada.new@example.com',
      currentPassword: 'Demo1234!',
      language: 'en',
    });
    expect(
      await within(form).findByText(/Waiting for confirmation: ada.new@example.com/),
    ).toBeInTheDocument();
  });

  it('reports an outage as the service being unavailable', async () => {
    server.use(getConsentsHandler(), http.post(apiUrl('/user/email'), unavailable));
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const form = screen.getByRole('region', { name: 'Email' });
    await user.type(within(form).getByLabelText('New email'), 'ada.new@example.com');
    await user.type(within(form).getByLabelText('Your password, to confirm it is you'), 'Demo1234!');
    await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The service is unavailable right now.');
    expect(within(form).queryByText('The current password is not correct')).not.toBeInTheDocument();
  });
});

describe('the confirmation link', () => {
  const open = (token = 'Zb7mQ2xR9tLw4Kc1Vn8pYs3Hd6Fg0Ju5') =>
    renderWithProviders(
      <Routes>
        <Route path="/confirm-email/:token" element={<ConfirmEmailScreen />} />
      </Routes>,
      { route: `/confirm-email/${token}`, preloadedState: loggedOutState() },
    );

  it('applies the change once when it is opened', async () => {
    let calls = 0;
    let sent: unknown;
    server.use(
      http.post(apiUrl('/auth/email-change/confirm'), async ({ request }) => {
        calls += 1;
        sent = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    open();
    expect(await screen.findByText(/Your email has been changed/)).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(sent).toEqual({ token: 'Zb7mQ2xR9tLw4Kc1Vn8pYs3Hd6Fg0Ju5' });
  });

  it('says so when the link was used or expired', async () => {
    server.use(http.post(apiUrl('/auth/email-change/confirm'), () => errorResponse(400, 'INVALID_TOKEN')));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has already been used or has expired.',
    );
  });

  it('on an outage says the service is unavailable and can try again', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/auth/email-change/confirm'), () => {
        calls += 1;
        return calls === 1 ? unavailable() : HttpResponse.json({ data: { ok: true } });
      }),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your email has been changed/)).toBeInTheDocument();
  });
});

describe('changing the password', () => {
  it('refuses the current password as the new one, before asking the server', async () => {
    server.use(getConsentsHandler());
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Demo1234!');
    await user.type(within(form).getByLabelText('New password'), 'Demo1234!');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Demo1234!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('The new password must be different from the current one'),
    ).toBeInTheDocument();
  });

  it('says so when the server refuses the new password as the current one', async () => {
    server.use(
      getConsentsHandler(),
      http.put(apiUrl('/user/password'), () => errorResponse(400, 'SAME_PASSWORD')),
    );
    const user = userEvent.setup();
    renderWithProviders(<SettingsScreen />, { route: '/settings', preloadedState: signedIn() });
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'Demo1234!');
    await user.type(within(form).getByLabelText('New password'), 'Better1234!');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Better1234!');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The new password must be different from the current one.',
    );
  });
});
