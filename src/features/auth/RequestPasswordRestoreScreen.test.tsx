import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { loggedOutState } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { testI18n } from '../../test/test-i18n';
import RequestPasswordRestoreScreen from './RequestPasswordRestoreScreen';

const renderRequestRestore = () =>
  renderWithProviders(<RequestPasswordRestoreScreen />, {
    route: '/password-restore',
    path: '/password-restore',
    preloadedState: loggedOutState(),
  });

async function requestLink(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('RequestPasswordRestoreScreen', () => {
  it('asks for a link in the chosen language and tells the user to check the spam folder', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('/auth/password-restore'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ok: true } }, { status: 202 });
      }),
    );
    await testI18n.changeLanguage('es');
    renderRequestRestore();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: testI18n.t('auth:passwordRestore.submit') }));

    expect(await screen.findByText(/carpeta de spam/)).toHaveAttribute('role', 'status');
    expect(body).toEqual({ email: 'ada@example.com', language: 'es' });
    expect(screen.queryByRole('button', { name: testI18n.t('auth:passwordRestore.submit') })).toBeNull();
  });

  it('the English success text mentions the spam folder', async () => {
    server.use(
      http.post(apiUrl('/auth/password-restore'), () =>
        HttpResponse.json({ data: { ok: true } }, { status: 202 }),
      ),
    );
    renderRequestRestore();
    await requestLink('ada@example.com');
    expect(
      await screen.findByText(
        'If an account exists for this email, a reset link from our no-reply address is on its way. Please also check your spam folder.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('says so when the link cannot be sent, and lets the user try again', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/auth/password-restore'), () => {
        calls += 1;
        return calls === 1
          ? errorResponse(400, 'VALIDATION_ERROR')
          : HttpResponse.json({ data: { ok: true } }, { status: 202 });
      }),
    );
    renderRequestRestore();
    await requestLink('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset link. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/check your spam folder/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty or invalid email without calling the server', async () => {
    // No handler: a request would fail the test (onUnhandledRequest: 'error').
    renderRequestRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await requestLink('ada@');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the service is unavailable on a 503, and moves the focus to a field in error', async () => {
    server.use(http.post(apiUrl('/auth/password-restore'), () => errorResponse(503, 'SERVICE_UNAVAILABLE')));
    renderRequestRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await requestLink('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it('links back to the login', () => {
    renderRequestRestore();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
  });
});
