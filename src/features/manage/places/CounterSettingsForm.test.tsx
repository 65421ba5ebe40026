import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { PlaceSettings } from '../../../api';
import { PLACE_ID, placeSettings } from '../../../test/place-fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { PlaceEditor } from './PlaceEditor';

// The place's staff console settings in the back office: the age colours and the forgotten-order minutes,
// checked on their fields before anything is sent, saved against the place's version.

const place = placeSettings;

/** Serves the place and answers the counter settings' save with `answer`, or the place as saved. */
function serve(answer?: () => Response) {
  const sent: Record<string, unknown>[] = [];
  let current = place;
  server.use(
    http.get(apiUrl(`/manage/places/${PLACE_ID}`), () => HttpResponse.json({ data: current })),
    http.put(apiUrl(`/manage/places/${PLACE_ID}/counter`), async ({ request }) => {
      const body = (await request.json()) as Record<string, number>;
      sent.push(body);
      if (answer) return answer();
      const { version: _version, ...counter } = body;
      current = { ...current, counter: counter as PlaceSettings['counter'], version: current.version + 1 };
      return HttpResponse.json({ data: current });
    }),
  );
  return sent;
}

async function openEditor() {
  renderWithProviders(<PlaceEditor providerId={PLACE_ID} signHref="/manage/places/sign" />);
  await screen.findByRole('heading', { name: 'Staff console' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
async function replace(name: RegExp, value: string) {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
}
const save = () => {
  const forms = screen.getAllByRole('button', { name: 'Save' });
  const section = screen.getByRole('heading', { name: 'Staff console' }).closest('section');
  const button = forms.find((candidate) => section?.contains(candidate));
  if (!button) throw new Error('no Save button in the staff console section');
  return userEvent.click(button);
};

describe('the staff console settings of a place', () => {
  it('shows the place’s settings and saves new ones with the version', async () => {
    const sent = serve();
    await openEditor();
    expect(field(/turns amber after/)).toHaveValue('5');
    expect(field(/turns red after/)).toHaveValue('10');
    expect(field(/overdue after/)).toHaveValue('15');
    expect(field(/Cancel an uncollected order/)).toHaveValue('60');

    await replace(/turns amber after/, '3');
    await replace(/turns red after/, '6');
    await replace(/overdue after/, '10');
    await replace(/Cancel an uncollected order/, '30');
    await save();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { ageAmberMinutes: 3, ageRedMinutes: 6, pendingFlagMinutes: 10, pendingCancelMinutes: 30, version: 3 },
    ]);
  });

  it('refuses red before amber, a cancel before the flag, and numbers out of bounds, on their fields, sending nothing', async () => {
    const sent = serve();
    await openEditor();
    await replace(/turns amber after/, '10');
    await replace(/turns red after/, '10');
    await replace(/overdue after/, '90');
    await replace(/Cancel an uncollected order/, '60');
    await save();
    expect(field(/turns red after/)).toHaveAccessibleDescription(/Must be more than the amber time\./);
    expect(field(/Cancel an uncollected order/)).toHaveAccessibleDescription(
      /Must be more than the overdue time\./,
    );
    await waitFor(() => expect(field(/turns red after/)).toHaveFocus());

    await replace(/turns amber after/, '0');
    await replace(/turns red after/, '20');
    await replace(/overdue after/, '15');
    await replace(/Cancel an uncollected order/, '20000');
    await save();
    expect(field(/turns amber after/)).toHaveAccessibleDescription(/Enter a whole number from 1 to 239\./);
    expect(field(/Cancel an uncollected order/)).toHaveAccessibleDescription(
      /Enter a whole number from 2 to 10080\./,
    );
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal on its field", async () => {
    serve(() =>
      HttpResponse.json(
        {
          error: {
            message: 'The catalogue change is not valid',
            code: 'VALIDATION_ERROR',
            fields: [{ field: 'pendingCancelMinutes', message: 'must be more than pendingFlagMinutes' }],
          },
        },
        { status: 400 },
      ),
    );
    await openEditor();
    await save();
    expect(
      await screen.findByText('Must be more than the overdue time.', { selector: '.field-error, [id]' }),
    ).toBeInTheDocument();
    expect(field(/Cancel an uncollected order/)).toHaveAccessibleDescription(
      /Must be more than the overdue time\./,
    );
  });
});
