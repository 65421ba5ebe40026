import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { api, type Consents } from '../../api';
import { consentsGiven, testUser } from '../../test/fixtures';
import { errorResponse, getConsentsHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import { signedIn } from '../../test/session';
import ConsentManagementScreen from './ConsentManagementScreen';

// The consent screen on its own. That a first-time customer then goes on into the app is the
// route guards' decision (the consent gate): app/AppRoutes.test.tsx.

/** PUT /user-consents answering like the server, recording what was sent. */
function saveHandler(saved: unknown[], respond?: () => Response) {
  return http.put(apiUrl('/user-consents'), async ({ request }) => {
    const body = (await request.json()) as Record<string, boolean>;
    saved.push(body);
    if (respond) return respond();
    const consents = Object.fromEntries(
      Object.entries(body).map(([kind, granted]) => [kind, { granted }]),
    ) as unknown as Consents;
    return HttpResponse.json({ data: { consents } });
  });
}

function renderConsents(consents: Consents, saved: unknown[], respond?: () => Response) {
  const preloadedState = signedIn();
  server.use(getConsentsHandler(consents), saveHandler(saved, respond));
  return renderWithProviders(<ConsentManagementScreen />, { route: '/consent-management', preloadedState });
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

describe('ConsentManagementScreen', () => {
  it('shows the saved choices, the required ones marked as such', async () => {
    renderConsents({ ...consentsGiven(true), marketing: { granted: true } }, []);
    expect(await screen.findByRole('checkbox', { name: /Essential \(Required\)/ })).toBeChecked();
    expect(checkbox(/Data processing \(Required\)/)).toBeChecked();
    expect(checkbox(/Analytics \(Optional\)/)).not.toBeChecked();
    expect(checkbox(/Marketing \(Optional\)/)).toBeChecked();
  });

  it('first-time consent saves the choices where the gate reads them', async () => {
    const saved: unknown[] = [];
    const { store } = renderConsents(consentsGiven(false), saved);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Essential/ }));
    await user.click(checkbox(/Data processing/));
    await user.click(checkbox(/Analytics/));
    await save();

    expect(await screen.findByText('Preferences saved')).toBeInTheDocument();
    expect(saved).toEqual([{ essential: true, dataProcessing: true, analytics: true, marketing: false }]);
    // The route guards read the consents from this cache entry: they are the saved ones already.
    const cached = api.endpoints.getUserConsents.select({ userId: testUser.userId })(store.getState());
    expect(cached.data?.data.consents.dataProcessing.granted).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/consent-management$/);
  });

  it('saving without the required consents says so and sends nothing', async () => {
    const saved: unknown[] = [];
    renderConsents(consentsGiven(false), saved);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Essential/ }));
    await save();
    expect(await screen.findByText('Please accept all required consents to continue.')).toBeInTheDocument();
    expect(screen.getByText('Data processing consent is required')).toBeInTheDocument();
    expect(saved).toEqual([]);

    // The message speaks of the earlier choices: it goes once the customer changes them.
    await user.click(checkbox(/Data processing/));
    expect(screen.queryByText('Please accept all required consents to continue.')).not.toBeInTheDocument();
  });

  it('a 503 on save says the service is unavailable', async () => {
    const saved: unknown[] = [];
    renderConsents(consentsGiven(true), saved, () => errorResponse(503, 'SERVICE_UNAVAILABLE'));
    await userEvent.click(await screen.findByRole('checkbox', { name: /Marketing/ }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it('a refused save moves the focus to the first required consent missing', async () => {
    renderConsents(consentsGiven(false), []);
    await screen.findByRole('checkbox', { name: /Essential/ });
    await save();
    await waitFor(() => expect(checkbox(/Essential/)).toHaveFocus());
  });

  it('a failed save says so and keeps the choices', async () => {
    const saved: unknown[] = [];
    renderConsents(consentsGiven(true), saved, () => errorResponse(400, 'VALIDATION_ERROR'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Marketing/ }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update preferences. Please try again.',
    );
    expect(checkbox(/Marketing/)).toBeChecked();
    expect(saved).toHaveLength(1);
  });

  it('saved from settings says "Preferences saved" and stays', async () => {
    const saved: unknown[] = [];
    renderConsents(consentsGiven(true), saved);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Analytics/ }));
    await save();
    expect(await screen.findByText('Preferences saved')).toHaveAttribute('role', 'status');
    expect(saved).toEqual([{ essential: true, dataProcessing: true, analytics: true, marketing: false }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/consent-management$/);
  });

  it('when the consents cannot be loaded, says "Issue updating consents" and retries', async () => {
    let calls = 0;
    const preloadedState = signedIn();
    server.use(
      http.get(apiUrl('/user-consents'), () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'INTERNAL')
          : HttpResponse.json({ data: { consents: consentsGiven(true) } });
      }),
    );
    renderWithProviders(<ConsentManagementScreen />, { route: '/consent-management', preloadedState });
    expect(await screen.findByText('Issue updating consents. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(checkbox(/Essential/)).toBeChecked());
  });
});
