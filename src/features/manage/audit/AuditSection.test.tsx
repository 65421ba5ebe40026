import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { User } from '../../../api';
import type { AuditEntry } from '../../../api/manage';
import { testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { signedIn } from '../../../test/session';
import AuditSection from './AuditSection';

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

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1042',
  at: '2026-03-14T09:41:07.512Z',
  actorUserId: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001',
  actorName: 'Marta Puig',
  actorEmail: 'owner@example.com',
  providerId: OLIVERA,
  providerName: 'Café Olivera',
  action: 'team.role-change',
  entityType: 'user',
  entityId: '5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0003',
  before: { role: 'staff' },
  after: { role: 'manager' },
  ...overrides,
});

describe('AuditSection', () => {
  beforeEach(() => {
    mockOwner = true;
  });

  it('shows each change with who, where and before → after, and pages to older ones', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/manage/audit'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return query.get('cursor')
          ? HttpResponse.json({
              data: {
                entries: [
                  entry({
                    id: '1041',
                    action: 'team.remove',
                    before: { role: 'staff' },
                    after: null,
                  }),
                ],
                nextCursor: null,
              },
            })
          : HttpResponse.json({ data: { entries: [entry({})], nextCursor: 'bmV4dA' } });
      }),
    );
    renderWithProviders(<AuditSection />, { preloadedState: signedIn({ ...testUser, owner: true } as User) });
    const row = (await screen.findByText('team.role-change')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Café Olivera')).toBeInTheDocument();
    expect(within(row).getByText('staff').tagName).toBe('DEL');
    expect(within(row).getByText('manager').tagName).toBe('INS');

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('team.remove')).toBeInTheDocument();
    expect(asked[asked.length - 1]?.get('cursor')).toBe('bmV4dA');
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('team.role-change')).toBeInTheDocument();
  });

  it('offers no "Older" while the older page loads, so one tap asks for it once', async () => {
    const asked: (string | null)[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl('/manage/audit'), async ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        if (!cursor) return HttpResponse.json({ data: { entries: [entry({})], nextCursor: 'bmV4dA' } });
        await held;
        return HttpResponse.json({
          data: { entries: [entry({ id: '1041', action: 'team.remove', after: null })], nextCursor: null },
        });
      }),
    );
    renderWithProviders(<AuditSection />, { preloadedState: signedIn({ ...testUser, owner: true } as User) });
    await screen.findByText('team.role-change');

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('team.remove')).toBeInTheDocument();
    expect(asked).toEqual([null, 'bmV4dA']);
    // One page back is the first page, not the older one again.
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('team.role-change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Newer' })).not.toBeInTheDocument();
  });

  it('filters by place, action, dates and person; a bad action is said on its field and asks nothing', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/manage/audit'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: { entries: [entry({})], nextCursor: null } });
      }),
    );
    renderWithProviders(<AuditSection />, { preloadedState: signedIn({ ...testUser, owner: true } as User) });
    await screen.findByText('team.role-change');
    const before = asked.length;

    await userEvent.type(screen.getByLabelText('Action'), 'DROP TABLE');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/Use an action such as team.remove/)).toBeInTheDocument();
    expect(asked.length).toBe(before);

    await userEvent.clear(screen.getByLabelText('Action'));
    await userEvent.type(screen.getByLabelText('Action'), 'team.');
    await userEvent.selectOptions(screen.getByLabelText('Place'), 'Café Olivera');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-14');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('team.role-change');
    const filtered = asked[asked.length - 1];
    expect(filtered?.get('action')).toBe('team.');
    expect(filtered?.get('providerId')).toBe(OLIVERA);
    expect(new Date(filtered?.get('from') ?? '').getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(filtered?.get('to') ?? '').getTime()).toBe(new Date(2026, 2, 15).getTime());

    await userEvent.click(screen.getByRole('button', { name: 'Show only changes by Marta Puig' }));
    expect(await screen.findByText('Only changes by Marta Puig.')).toBeInTheDocument();
    expect(asked[asked.length - 1]?.get('actorUserId')).toBe('5d0c5e8a-2b1f-4c55-9a57-6d2c8e3a0001');
  });

  it('says that only owners read it', async () => {
    mockOwner = false;
    renderWithProviders(<AuditSection />, {
      preloadedState: signedIn({ ...testUser, owner: false } as User),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only owners can read the audit log.');
  });
});
