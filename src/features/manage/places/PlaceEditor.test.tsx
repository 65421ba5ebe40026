import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { PlaceSettings } from '../../../api';
import { PLACE_ID, placeSettings } from '../../../test/place-fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { hoursErrors } from './HoursEditor';
import { emptyDetails, PlaceDetailsForm } from './PlaceDetailsForm';
import { PlaceEditor } from './PlaceEditor';

const place = placeSettings;

/** Serves the place, and records what each save sent (answering `answer` or the place as saved). */
function serve(initial: PlaceSettings = place) {
  let current = initial;
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.get(apiUrl(`/manage/places/${PLACE_ID}`), () => HttpResponse.json({ data: current })),
    ...['hours', 'pickup', 'pause', ''].map((part) =>
      http.put(apiUrl(`/manage/places/${PLACE_ID}${part ? `/${part}` : ''}`), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ path: part, body });
        if (part === 'hours')
          current = { ...current, ...(body as object), version: current.version + 1 } as PlaceSettings;
        if (part === 'pause')
          current = {
            ...current,
            orderingPaused: body.paused
              ? { since: '2026-03-11T10:00:00.000Z', reason: String(body.reason ?? '') }
              : null,
          };
        return HttpResponse.json({ data: current });
      }),
    ),
  );
  return { sent, setCurrent: (place: PlaceSettings) => (current = place) };
}

const renderEditor = () => renderWithProviders(<PlaceEditor providerId={PLACE_ID} signHref="sign" />);

describe('PlaceEditor (a place in the back office)', () => {
  it('adds a second period on Monday, copies Monday to the weekdays and saves with the version', async () => {
    const { sent } = serve();
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a period on Monday' }));
    const opens = screen.getAllByLabelText('Opens on Monday');
    expect(opens).toHaveLength(2);
    await user.clear(opens[1] as HTMLElement);
    await user.type(opens[1] as HTMLElement, '16:00');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    expect(screen.getAllByLabelText('Opens on Friday')).toHaveLength(2);
    const hours = screen.getByRole('heading', { name: 'Opening hours' }).closest('section') as HTMLElement;
    await user.click(within(hours).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.find((s) => s.path === 'hours')).toBeTruthy());
    const body = sent.find((s) => s.path === 'hours')?.body as { openingHours: unknown[]; version: number };
    expect(body.version).toBe(3);
    expect(body.openingHours).toHaveLength(10);
    expect(body.openingHours).toContainEqual({ day: 5, opens: '16:00', closes: '20:00' });
    expect(await within(hours).findByText('Saved.')).toBeInTheDocument();
    // Typing into time and date fields is slow on a loaded machine: a wider bound than the default.
  }, 40_000);

  it('refuses overlapping periods and a closed range ending before it starts, on their fields, sending nothing', async () => {
    const { sent } = serve({
      ...place,
      openingHours: [
        { day: 1, opens: '08:00', closes: '13:00' },
        { day: 1, opens: '12:00', closes: '20:00' },
      ],
    });
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add closed dates' }));
    const from = screen.getByLabelText('First closed day');
    const to = screen.getByLabelText('Last closed day');
    await user.type(from, '2026-12-26');
    await user.clear(to);
    await user.type(to, '2026-12-24');
    const hours = screen.getByRole('heading', { name: 'Opening hours' }).closest('section') as HTMLElement;
    await user.click(within(hours).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This period overlaps another one.')).toBeInTheDocument();
    expect(screen.getByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Opens on Monday')[1]).toHaveFocus();
    expect(sent).toHaveLength(0);
    // Typing into time and date fields is slow on a loaded machine: a wider bound than the default.
  }, 40_000);

  it('shows the other change when the save was based on an older version', async () => {
    const { setCurrent } = serve();
    const newer = {
      ...place,
      pickup: { prepMinutes: 25, slotMinutes: 30 as const, maxOrdersPerSlot: 4 },
      version: 4,
    };
    server.use(
      http.put(
        apiUrl(`/manage/places/${PLACE_ID}/pickup`),
        () =>
          // Another manager saved first: the server holds their change.
          setCurrent(newer) &&
          HttpResponse.json(
            {
              error: {
                message: 'Someone else changed this place',
                code: 'VERSION_CONFLICT',
                details: { currentPlace: newer },
              },
            },
            { status: 409 },
          ),
      ),
    );
    renderEditor();
    const user = userEvent.setup();
    const prep = await screen.findByLabelText('Preparation time (minutes)');
    await user.clear(prep);
    await user.type(prep, '10');
    const pickup = screen.getByRole('heading', { name: 'Pickup' }).closest('section') as HTMLElement;
    await user.click(within(pickup).getByRole('button', { name: 'Save' }));
    expect(await within(pickup).findByRole('alert')).toHaveTextContent(
      'Someone else changed this place meanwhile',
    );
    expect(screen.getByLabelText('Preparation time (minutes)')).toHaveValue('25');
    expect(screen.getByLabelText('Most orders per pickup time')).toHaveValue('4');
    // Typing into time and date fields is slow on a loaded machine: a wider bound than the default.
  }, 40_000);

  it('pauses online orders with a reason, and takes them again', async () => {
    const { sent } = serve();
    renderEditor();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason shown to customers'), 'Back at 11:30');
    await user.click(screen.getByRole('button', { name: 'Pause online orders now' }));
    expect(await screen.findByRole('heading', { name: 'Online orders are paused' })).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ paused: true, reason: 'Back at 11:30' });
    await user.click(screen.getByRole('button', { name: 'Take online orders again' }));
    expect(await screen.findByRole('heading', { name: 'Online orders are open' })).toBeInTheDocument();
    expect(sent.at(-1)?.body).toEqual({ paused: false });
    // Typing into time and date fields is slow on a loaded machine: a wider bound than the default.
  }, 40_000);
});

describe('PlaceDetailsForm', () => {
  it('says what is wrong on each field and sends nothing', async () => {
    const onSave = jest.fn();
    renderWithProviders(
      <PlaceDetailsForm initial={{ ...emptyDetails, timezone: 'Mars/Olympus' }} creating onSave={onSave} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Country code'), 'E1');
    await user.type(screen.getByLabelText(/Short code/), 'nou 1');
    await user.click(screen.getByRole('button', { name: 'Create the place' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Enter a two-letter country code, e.g. ES.')).toBeInTheDocument();
    expect(screen.getByText('Enter a time zone such as Europe/Madrid.')).toBeInTheDocument();
    expect(
      screen.getByText('Use 2–8 capital letters, a dash and 2–4 digits, e.g. OLIV-42.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a taken code on the code field", async () => {
    const onSave = jest.fn().mockRejectedValue({
      status: 409,
      data: {
        error: {
          message: 'taken',
          code: 'PLACE_CODE_TAKEN',
          fields: [{ field: 'code', message: 'is taken' }],
        },
      },
    });
    renderWithProviders(
      <PlaceDetailsForm
        initial={{
          ...emptyDetails,
          name: 'Café Nou',
          address: 'Carrer Nou 1',
          country: 'ES',
          timezone: 'Europe/Madrid',
          code: 'OLIV-42',
        }}
        creating
        onSave={onSave}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create the place' }));
    expect(await screen.findByText('Another place already has this code.')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'OLIV-42', country: 'ES' }));
  });
});

describe('hoursErrors', () => {
  it('lets a period run past midnight but not into the next one, the week wrapping', () => {
    expect(hoursErrors([{ day: 5, opens: '18:00', closes: '02:00' }], [])).toEqual({});
    expect(
      hoursErrors(
        [
          { day: 6, opens: '20:00', closes: '01:00' },
          { day: 0, opens: '00:30', closes: '09:00' },
        ],
        [],
      ),
    ).toEqual({ 'openingHours.1.opens': 'errors.overlap' });
    expect(hoursErrors([{ day: 1, opens: '09:00', closes: '09:00' }], [])).toEqual({
      'openingHours.0.closes': 'errors.sameTime',
    });
  });
});
