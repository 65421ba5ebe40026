import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { User } from '../../api';
import { testUser } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import RegisterScreen from './RegisterScreen';

const googleUser: User = {
  ...testUser,
  birthdate: null,
  phone: null,
  profileComplete: false,
  hasPassword: false,
  googleLinked: true,
};

const renderCompleteProfile = (preloadedState = signedIn(googleUser)) =>
  renderWithProviders(<RegisterScreen />, {
    route: '/register?mode=google',
    path: '/register',
    preloadedState,
  });

async function fill(birthdate: string, phone: string) {
  const user = userEvent.setup();
  if (birthdate) await user.type(screen.getByLabelText('Birthdate'), birthdate);
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
}

describe('Google profile completion (/register?mode=google)', () => {
  it('asks only for the birthdate and phone', () => {
    renderCompleteProfile();
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Birthdate')).toHaveValue('');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('requires both fields and sends nothing', async () => {
    renderCompleteProfile();
    await fill('', '');
    expect(await screen.findByText('Birthdate is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('refuses an invalid birthdate and phone number', async () => {
    renderCompleteProfile();
    await fill(`${new Date().getFullYear() - 3}-06-01`, 'call me maybe');
    // Under the minimum age says so (issue 11), not just "Invalid birthdate".
    expect(await screen.findByText('You must be at least 13 years old')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  });

  // Where a completed profile goes next is the route guards' part: app/AppRoutes.test.tsx.
  it('sends the PATCH, and the user it refetches is complete', async () => {
    let body: unknown;
    let user = googleUser;
    const preloadedState = signedIn(googleUser);
    server.use(
      http.get(apiUrl('/user/getMyUser'), () => HttpResponse.json({ data: user })),
      http.patch(apiUrl('/user/profile'), async ({ request }) => {
        body = await request.json();
        user = { ...googleUser, birthdate: '1990-12-10', phone: '+34 600 123 456', profileComplete: true };
        return HttpResponse.json({ data: user });
      }),
    );
    const { store } = renderCompleteProfile(preloadedState);
    await fill('1990-12-10', ' +34 600 123 456 ');

    await waitFor(() =>
      expect(store.getState().auth.user).toMatchObject({ profileComplete: true, phone: '+34 600 123 456' }),
    );
    expect(body).toEqual({ birthdate: '1990-12-10', phone: '+34 600 123 456' });
  });

  it('shows an error and stays when the server refuses', async () => {
    server.use(http.patch(apiUrl('/user/profile'), () => errorResponse(400, 'VALIDATION_ERROR')));
    renderCompleteProfile();
    await fill('1990-12-10', '+34 600 123 456');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByTestId('location')).toHaveTextContent('/register?mode=google');
  });

  it('says the service is unavailable on a 503', async () => {
    server.use(http.patch(apiUrl('/user/profile'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')));
    renderCompleteProfile();
    await fill('1990-12-10', '+34 600 123 456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it('moves the focus to the first field in error after a refused submit', async () => {
    renderCompleteProfile();
    await fill('', '+34 600 123 456');
    await waitFor(() => expect(screen.getByLabelText('Birthdate')).toHaveFocus());
  });
});
