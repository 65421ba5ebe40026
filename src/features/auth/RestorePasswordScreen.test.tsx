import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedOutState } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import RestorePasswordScreen from './RestorePasswordScreen';

const TOKEN = 'tok_123-abc';

// The link checks out unless a test says otherwise (handlers added later take precedence).
const linkIsGood = () =>
  server.use(
    http.post(apiUrl('/auth/password-restore/check'), () => HttpResponse.json({ data: { ok: true } })),
  );

const renderRestorePassword = () =>
  renderWithProviders(<RestorePasswordScreen />, {
    route: `/password-restore/${TOKEN}`,
    path: '/password-restore/:token',
    preloadedState: loggedOutState(),
  });

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('RestorePasswordScreen', () => {
  beforeEach(linkIsGood);

  it('says at once that a used or unknown link is dead, without asking for a password', async () => {
    let checked: string | undefined;
    server.use(
      http.post(apiUrl('/auth/password-restore/check'), async ({ request }) => {
        checked = ((await request.json()) as { token: string }).token;
        return errorResponse(400, 'INVALID_TOKEN');
      }),
    );
    renderRestorePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has already been used or has expired. Ask for a new one to reset your password.',
    );
    expect(checked).toBe(TOKEN);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/password-restore',
    );
  });

  it('keeps the form when the check meets an outage: the link may be good', async () => {
    server.use(
      http.post(apiUrl('/auth/password-restore/check'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')),
    );
    renderRestorePassword();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByText(/already been used/)).not.toBeInTheDocument();
  });

  it('applies the registration rules and the confirmation before calling the server', async () => {
    renderRestorePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await submit('short', 'other');
    expect(await screen.findByText('Password does not meet all requirements')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters').closest('li')).not.toHaveClass('is-met');
    expect(screen.getByText('One lowercase letter').closest('li')).toHaveClass('is-met');
  });

  it('saves the new password for the token of the link and offers the login', async () => {
    let body: unknown;
    server.use(
      http.put(apiUrl('/auth/password-restore'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderRestorePassword();
    await submit('Fresh-Start-9', 'Fresh-Start-9');
    expect(
      await screen.findByText('Password restored. You can now log in with your new password.'),
    ).toHaveAttribute('role', 'status');
    expect(body).toEqual({ token: TOKEN, password: 'Fresh-Start-9' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the service is unavailable on a 503, without blaming the link', async () => {
    server.use(http.put(apiUrl('/auth/password-restore'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')));
    renderRestorePassword();
    await submit('Fresh-Start-9', 'Fresh-Start-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
    expect(screen.queryByText(/The link may have expired/)).not.toBeInTheDocument();
  });

  it('moves the focus to the first field in error after a refused submit', async () => {
    renderRestorePassword();
    await submit('Fresh-Start-9', 'other');
    await waitFor(() => expect(screen.getByLabelText('Confirm new password')).toHaveFocus());
  });

  it('an expired or used link shows the failure text and a way to ask for a new one', async () => {
    server.use(
      http.put(apiUrl('/auth/password-restore'), () =>
        errorResponse(400, 'INVALID_TOKEN', 'This reset link is invalid or has expired.'),
      ),
    );
    renderRestorePassword();
    await submit('Fresh-Start-9', 'Fresh-Start-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to restore password. The link may have expired.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/password-restore',
    );
  });
});
