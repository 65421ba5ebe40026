import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { InvitationSummary } from '../../api';
import { loggedOutState, testUser } from '../../test/fixtures';
import { errorResponse } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import AcceptInvitationScreen from './AcceptInvitationScreen';

const TOKEN = 'q3NwqS0tN4a6Xw2YbH8kPz1mV5rT7uE9';
const OLIVERA = 'ef62d36a-95b5-544c-9358-f7b38a084563';

const pending = (overrides: Partial<InvitationSummary> = {}): InvitationSummary => ({
  email: testUser.email,
  role: 'staff',
  providerId: OLIVERA,
  providerName: 'Café Olivera',
  invitedByName: 'Marta Puig',
  expiresAt: '2026-03-21T09:41:07.512Z',
  status: 'pending',
  ...overrides,
});

const invitationIs = (summary: InvitationSummary) =>
  server.use(http.post(apiUrl('/invitations/read'), () => HttpResponse.json({ data: summary })));

const renderScreen = (preloadedState = loggedOutState()) =>
  renderWithProviders(<AcceptInvitationScreen />, {
    route: `/invite/${TOKEN}`,
    path: '/invite/:token',
    preloadedState,
  });

describe('AcceptInvitationScreen', () => {
  it('signed out: says who invites whom to what, and sends the invitee to sign in or register', async () => {
    invitationIs(pending());
    renderScreen();
    expect(
      await screen.findByText('Marta Puig invites you to join as staff at Café Olivera.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`This invitation is for ${testUser.email}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toHaveAttribute(
      'href',
      `/invite/${TOKEN}/accept`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('signed in with the invited e-mail: accepts, then opens the counter console of the place', async () => {
    invitationIs(pending());
    let sent: unknown;
    server.use(
      http.post(apiUrl('/invitations/accept'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { role: 'staff', providerId: OLIVERA } });
      }),
    );
    renderScreen(signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/staff/${OLIVERA}/orders`));
    expect(sent).toEqual({ token: TOKEN });
  });

  it('signed in as someone else: says so and offers to sign out, with no accept button', async () => {
    invitationIs(pending({ email: 'jordi@example.com' }));
    renderScreen(signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `You are signed in as ${testUser.email}, but the invitation is for jordi@example.com.`,
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired. Ask for a new one.'],
    ['revoked', 'This invitation was withdrawn. Ask for a new one.'],
    ['accepted', 'This invitation has already been used.'],
  ] as const)('a %s invitation says so', async (status, text) => {
    invitationIs(pending({ status }));
    renderScreen(signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('an unknown link says it is not valid; a refusal on accepting is said', async () => {
    server.use(http.post(apiUrl('/invitations/read'), () => errorResponse(404, 'NOT_FOUND')));
    const { unmount } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link is not valid.');
    unmount();

    invitationIs(pending());
    server.use(http.post(apiUrl('/invitations/accept'), () => errorResponse(410, 'INVITATION_EXPIRED')));
    renderScreen(signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask for a new one.',
    );
  });
});
