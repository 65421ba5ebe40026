import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedOutState } from '../../test/fixtures';
import { errorResponse, getMyUserHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import RegisterScreen from './RegisterScreen';

const renderRegister = () =>
  renderWithProviders(<RegisterScreen />, {
    route: '/register',
    path: '/register',
    preloadedState: loggedOutState(),
  });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Demo1234!');
  await user.type(screen.getByLabelText('Confirm password'), 'Demo1234!');
  await user.type(screen.getByLabelText('Birthdate'), '1990-12-10');
  await user.type(screen.getByLabelText('Phone number'), '+34 600 123 456');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

describe('RegisterScreen', () => {
  it('shows every required-field message on an empty submit', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Birthdate is required',
      'Phone number is required',
      'You must accept the terms and conditions',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('shows the invalid-value messages', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.type(screen.getByLabelText('Birthdate'), `${new Date().getFullYear() - 5}-01-01`);
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password does not meet all requirements')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('You must be at least 13 years old')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  });

  it('lists the password rules live with the strength meter', async () => {
    const user = userEvent.setup();
    renderRegister();
    expect(screen.getByText('Password strength: none')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(screen.getByText('Password strength: weak')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveClass('is-met');
    expect(screen.getByText('One uppercase letter').closest('li')).not.toHaveClass('is-met');
    await user.type(screen.getByLabelText('Password'), 'A1!');
    expect(screen.getByText('Password strength: good')).toBeInTheDocument();
  });

  // That a new account then goes on to the consents is the route guards' part: app/AppRoutes.test.tsx.
  it('registers, stores the tokens and signs the new customer in', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { accessToken: 'acc', refreshToken: 'ref' } }, { status: 201 });
      }),
      getMyUserHandler(),
    );
    const user = userEvent.setup();
    const { store } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(true));
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Demo1234!',
      birthdate: '1990-12-10',
      phone: '+34 600 123 456',
      acceptTerms: true,
      appId: 'consumerApp',
    });
    expect(localStorage.getItem('refreshToken')).toBe('ref');
  });

  it('links the terms of use (a real, public page) and the privacy policy from the terms checkbox', () => {
    renderRegister();
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of use and the privacy policy' });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('says the service is unavailable on a 503', async () => {
    server.use(http.post(apiUrl('/auth/register'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')));
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it('on 429 says how many minutes to wait, in the customer language', async () => {
    server.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json(
          {
            error: {
              message: 'Too many attempts. Please try again in 14 minutes.',
              code: 'RATE_LIMITED',
              details: { retryAfterSeconds: 840 },
            },
          },
          { status: 429, headers: { 'Retry-After': '840' } },
        ),
      ),
    );
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 14 min.',
    );
  });

  it('moves the focus to the first field in error after a refused submit', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('says when the email is already taken', async () => {
    server.use(http.post(apiUrl('/auth/register'), () => errorResponse(409, 'EMAIL_TAKEN')));
    const user = userEvent.setup();
    renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });
});
