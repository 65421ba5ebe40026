import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ManagedPlace } from '../../api/manage';
import { testUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import ManageScreen from './ManageScreen';

// uPlot draws on a canvas jsdom has not got; the reports' own tests cover the section.
jest.mock('./reports/BarChart', () => ({ __esModule: true, default: () => null }));

const OLIVERA: ManagedPlace = {
  providerId: 'ef62d36a-95b5-544c-9358-f7b38a084563',
  name: 'Café Olivera',
  code: 'OLIV-42',
  timezone: 'Europe/Madrid',
  language: 'ca',
  currency: 'EUR',
};
const LIPA: ManagedPlace = {
  ...OLIVERA,
  providerId: '2b7c3a55-1d43-4b8c-9b1d-1f1f0c7a0b11',
  name: 'Kawiarnia Pod Lipą',
};

const owner = { ...testUser, owner: true };
const manager = { ...testUser, managerOf: [{ providerId: OLIVERA.providerId, providerName: OLIVERA.name }] };

function placesServer(places: ManagedPlace[], isOwner: boolean) {
  server.use(
    http.get(apiUrl('/manage/places'), () => HttpResponse.json({ data: { owner: isOwner, places } })),
  );
}

const renderAt = (route: string, user = owner) =>
  renderWithProviders(<ManageScreen />, { route, path: '/manage/*', preloadedState: signedIn(user) });

describe('the back office shell', () => {
  beforeEach(() => localStorage.clear());

  it('tells a customer it is for owners and managers, and asks the server nothing', async () => {
    let asked = false;
    server.use(
      http.get(apiUrl('/manage/places'), () => {
        asked = true;
        return HttpResponse.json({ data: { owner: false, places: [] } });
      }),
    );
    renderAt('/manage', testUser);
    expect(await screen.findByRole('alert')).toHaveTextContent(/owners and managers/);
    expect(asked).toBe(false);
  });

  it('opens an owner on the menu of the first place, with every section including the audit log', async () => {
    placesServer([OLIVERA, LIPA], true);
    renderAt('/manage');
    expect(await screen.findByRole('heading', { level: 1, name: /Menu · Café Olivera/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/manage/menu?place=${OLIVERA.providerId}`);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    for (const name of ['Places', 'Menu', 'Team', 'Reports', 'Audit log']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the chosen place in the address and on the device', async () => {
    placesServer([OLIVERA, LIPA], true);
    renderAt('/manage/reports');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Place' }), LIPA.name);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Reports · Kawiarnia Pod Lipą/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/manage/reports?place=${LIPA.providerId}`);
    expect(localStorage.getItem('manage.place')).toBe(LIPA.providerId);
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      `/manage/team?place=${LIPA.providerId}`,
    );
  });

  it('sends an owner with no place yet to the places section', async () => {
    placesServer([], true);
    renderAt('/manage');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage\/places$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Places' })).toBeInTheDocument();
  });

  it("opens a new place's editor once the owner has created it", async () => {
    const NOU: ManagedPlace = {
      ...OLIVERA,
      providerId: '5a0f7c1e-6d2b-4e8a-9c3f-2b1d0e4f6a77',
      name: 'Café Nou',
    };
    let places: ManagedPlace[] = [];
    server.use(
      http.get(apiUrl('/manage/places'), () => HttpResponse.json({ data: { owner: true, places } })),
      http.post(apiUrl('/manage/places'), () => {
        places = [NOU];
        return HttpResponse.json({ data: { providerId: NOU.providerId } }, { status: 201 });
      }),
      http.get(apiUrl(`/manage/places/${NOU.providerId}`), () =>
        HttpResponse.json({
          data: {
            ...NOU,
            code: 'NOU-12',
            kind: 'coffee_shop',
            address: 'Carrer Nou 1',
            country: 'ES',
            logoUrl: '',
            openingHours: [],
            closedDates: [],
            pickup: { prepMinutes: 10, slotMinutes: 15, maxOrdersPerSlot: null },
            counter: {
              ageAmberMinutes: 5,
              ageRedMinutes: 10,
              pendingFlagMinutes: 15,
              pendingCancelMinutes: 60,
            },
            orderingPaused: null,
            version: 1,
          },
        }),
      ),
    );
    renderAt('/manage/places');
    await userEvent.click(await screen.findByRole('link', { name: 'New place' }));
    // By label: the time zones' datalist makes role queries slow in jsdom.
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Café Nou');
    await userEvent.type(screen.getByLabelText(/^Street address/), 'Carrer Nou 1');
    await userEvent.type(screen.getByLabelText(/^Country code/), 'ES');
    await userEvent.click(screen.getByText('Create the place'));

    expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Places · Café Nou/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/manage/places?place=${NOU.providerId}`);
    expect(screen.queryByRole('button', { name: 'Create the place' })).not.toBeInTheDocument();
    expect(localStorage.getItem('manage.place')).toBe(NOU.providerId);
  });

  it('shows a manager no audit log, and does not open it from the address either', async () => {
    placesServer([OLIVERA], false);
    renderAt(`/manage/audit?place=${OLIVERA.providerId}`, manager);
    expect(await screen.findByRole('heading', { level: 1, name: /Menu · Café Olivera/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('offers a retry when the places cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/manage/places'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { message: 'down', code: 'INTERNAL' } }, { status: 500 })
          : HttpResponse.json({ data: { owner: true, places: [OLIVERA] } });
      }),
    );
    renderAt('/manage/menu');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Menu · Café Olivera/ })).toBeInTheDocument();
  });
});
