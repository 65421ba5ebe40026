import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { User } from '../../../api';
import type { Invitation, PlaceTeamMember } from '../../../api/manage';
import { testUser } from '../../../test/fixtures';
import { errorResponse } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { signedIn } from '../../../test/session';
import TeamSection from './TeamSection';

const OLIVERA = 'ef62d36a-95b5-544c-9358-f7b38a084563';

// The back office's shell tells the section the chosen place and whether the caller owns the deployment.
let mockOwner = true;
jest.mock('../use-managed-place', () => {
  const place = { providerId: 'ef62d36a-95b5-544c-9358-f7b38a084563', name: 'Café Olivera' };
  return {
    useManagedPlace: () => ({
      providerId: place.providerId,
      place,
      places: [place],
      owner: mockOwner,
      choosePlace: () => {},
    }),
  };
});

const barista: PlaceTeamMember = {
  userId: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0003',
  email: 'jordi@example.com',
  name: 'Jordi Serra',
  since: '2026-03-02T08:00:00.000Z',
  role: 'staff',
};
const manager: PlaceTeamMember = {
  userId: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0002',
  email: 'pau@example.com',
  name: 'Pau Vidal',
  since: '2026-03-01T08:00:00.000Z',
  role: 'manager',
};
const pending: Invitation = {
  invitationId: '7c1f0e2a-9a35-4f7e-8b61-2f4a1d9c3e55',
  email: 'ana@example.com',
  role: 'staff',
  providerId: OLIVERA,
  providerName: 'Café Olivera',
  language: 'ca',
  invitedByName: 'Marta Puig',
  createdAt: '2026-03-14T09:41:07.512Z',
  sentAt: '2026-03-14T09:41:07.512Z',
  expiresAt: '2026-03-21T09:41:07.512Z',
};

function serveTeam(members: PlaceTeamMember[] = [manager, barista], invitations: Invitation[] = [pending]) {
  server.use(
    http.get(apiUrl(`/manage/places/${OLIVERA}/team`), () =>
      HttpResponse.json({ data: { members, invitations } }),
    ),
    http.get(apiUrl('/manage/owners'), () => HttpResponse.json({ data: { owners: [], invitations: [] } })),
  );
}

const asOwner = () => {
  mockOwner = true;
  return signedIn({ ...testUser, owner: true } as User);
};
const asManager = () => {
  mockOwner = false;
  return signedIn({ ...testUser, owner: false } as User);
};

describe('TeamSection', () => {
  it('an owner changes a role with the select of that person', async () => {
    serveTeam();
    let sent: unknown;
    server.use(
      http.put(apiUrl(`/manage/places/${OLIVERA}/team/${barista.userId}`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithProviders(<TeamSection />, { preloadedState: asOwner() });
    await userEvent.selectOptions(await screen.findByLabelText('Role of Jordi Serra'), 'Manager');
    expect(await screen.findByText('Jordi Serra is now Manager.')).toBeInTheDocument();
    expect(sent).toEqual({ role: 'manager' });
  });

  it('removes a person only after the confirmation, and says so', async () => {
    serveTeam();
    let removed = false;
    server.use(
      http.delete(apiUrl(`/manage/places/${OLIVERA}/team/${barista.userId}`), () => {
        removed = true;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    renderWithProviders(<TeamSection />, { preloadedState: asOwner() });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jordi Serra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jordi Serra?' });
    expect(removed).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Jordi Serra' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Jordi Serra no longer has access to Café Olivera.')).toBeInTheDocument();
    expect(removed).toBe(true);
  });

  it('a manager sees roles as text, may remove staff only and invites staff only', async () => {
    serveTeam();
    renderWithProviders(<TeamSection />, { preloadedState: asManager() });
    const row = (await screen.findByRole('rowheader', { name: 'Pau Vidal' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Manager')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role of Jordi Serra')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Jordi Serra' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Pau Vidal' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Owners' })).not.toBeInTheDocument();
  });

  it('resends and withdraws a pending invitation; a refusal is said', async () => {
    serveTeam();
    server.use(
      http.post(apiUrl(`/manage/places/${OLIVERA}/invitations/${pending.invitationId}/resend`), () =>
        HttpResponse.json({ data: pending }),
      ),
      http.delete(apiUrl(`/manage/places/${OLIVERA}/invitations/${pending.invitationId}`), () =>
        errorResponse(403, 'BACK_OFFICE_FORBIDDEN'),
      ),
    );
    renderWithProviders(<TeamSection />, { preloadedState: asManager() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend the invitation to ana@example.com' }),
    );
    expect(await screen.findByText('A new link was sent to ana@example.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to ana@example.com' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(await screen.findByText('Only an owner may do this.')).toBeInTheDocument();
  });

  it('invites with the place’s language unless another is chosen', async () => {
    serveTeam([], []);
    let sent: unknown;
    server.use(
      http.post(apiUrl(`/manage/places/${OLIVERA}/invitations`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: pending }, { status: 201 });
      }),
    );
    renderWithProviders(<TeamSection />, { preloadedState: asManager() });
    expect(await screen.findByText('Nobody works here yet: invite someone below.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ana@example.com.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ana@example.com', role: 'staff' });
  });
});
