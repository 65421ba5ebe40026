import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedOutState } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import RestorePasswordScreen from './RestorePasswordScreen';

const TOKEN = 'tok_123-abc';

const renderRestorePassword = () =>
  renderWithProviders(<RestorePasswordScreen />, {
    route: `/password-restore/${TOKEN}`,
    path: '/password-restore/:token',
    preloadedState: loggedOutState(),
  });

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('RestorePasswordScreen', () => {
  it('applies the registration rules and the confirmation before calling the server', async () => {
    renderRestorePassword();
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();

    await submit('short', 'other');
    expect(await screen.findByText('Password does not meet all requirements')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters').closest('li')).not.toHaveClass('is-met');
    expect(screen.getByText('One lowercase letter').closest('li')).toHaveClass('is-met');
  });

  it('saves the new password for the token of the link and offers the login', async () => {
    let body: unknown;
    let calledPath = '';
    server.use(
      http.post(apiUrl('/auth/password-restore/:token'), async ({ request, params }) => {
        body = await request.json();
        calledPath = String(params.token);
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderRestorePassword();
    await submit('Fresh-Start-9', 'Fresh-Start-9');
    expect(
      await screen.findByText('Password restored. You can now log in with your new password.'),
    ).toHaveAttribute('role', 'status');
    expect(body).toEqual({ password: 'Fresh-Start-9' });
    expect(calledPath).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('an expired or used link shows the failure text and a way to ask for a new one', async () => {
    server.use(
      http.post(apiUrl('/auth/password-restore/:token'), () =>
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
