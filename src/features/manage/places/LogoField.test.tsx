import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { PLACE_ID, placeSettings } from '../../../test/place-fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { emptyDetails, PlaceDetailsForm } from './PlaceDetailsForm';
import { PlaceEditor } from './PlaceEditor';

const UPLOADED = '/api/images/3f2a9c4e-1b7d-4e8a-9c61-2d5e8f0a7b13';

const place = placeSettings;

const png = (name = 'logo.png', bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Serves the place and the upload; records the uploads' content types and the details' saves. */
function serve(
  upload: () => Response = () =>
    HttpResponse.json({ data: { imageId: 'x', url: UPLOADED, width: 320, height: 320 } }, { status: 201 }),
) {
  let current = place;
  const uploads: string[] = [];
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.get(apiUrl(`/manage/places/${PLACE_ID}`), () => HttpResponse.json({ data: current })),
    http.post(apiUrl(`/manage/places/${PLACE_ID}/images`), ({ request }) => {
      uploads.push(request.headers.get('content-type') ?? '');
      return upload();
    }),
    http.put(apiUrl(`/manage/places/${PLACE_ID}`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      current = { ...current, logoUrl: String(body.logoUrl), version: current.version + 1 };
      return HttpResponse.json({ data: current });
    }),
  );
  return { uploads, saves };
}

const details = async () =>
  (await screen.findByRole('heading', { name: 'Details' })).closest('section') as HTMLElement;

describe('the logo in the place form', () => {
  it('uploads a chosen image, previews it and keeps it when the details are saved; removes it likewise', async () => {
    const { uploads, saves } = serve();
    renderWithProviders(<PlaceEditor providerId={PLACE_ID} signHref="sign" />);
    const user = userEvent.setup();
    const form = await details();
    expect(within(form).getByText('No logo yet.')).toBeInTheDocument();

    const picker = within(form).getByLabelText('Logo');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
    expect(picker).toHaveAccessibleDescription(/JPEG, PNG, WebP or AVIF, at most 5 MB/);
    await user.upload(picker, png());

    const preview = await within(form).findByRole('img', { name: "The place's logo" });
    expect(preview).toHaveAttribute('src', UPLOADED);
    expect(uploads).toEqual(['image/png']);
    expect(within(form).getByRole('status')).toHaveTextContent('Logo uploaded. Save the details to keep it.');
    expect(saves).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ logoUrl: UPLOADED, version: 3 });

    await user.click(await within(form).findByRole('button', { name: 'Remove the logo' }));
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Logo')).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ logoUrl: '', version: 4 });
  });

  it('refuses a file too large or of another type before sending it, on the field', async () => {
    const { uploads } = serve();
    renderWithProviders(<PlaceEditor providerId={PLACE_ID} signHref="sign" />);
    // The picker offers images only; a browser still lets a person pick "all files".
    const user = userEvent.setup({ applyAccept: false });
    const form = await details();
    const picker = within(form).getByLabelText('Logo');

    await user.upload(picker, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The logo is larger than 5 MB. Choose a smaller file.',
    );
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(/larger than 5 MB/);

    await user.upload(picker, new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, WebP or AVIF image.',
    );
    expect(uploads).toHaveLength(0);
    expect(within(form).getByText('No logo yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal (not an image it takes), keeps the logo there was, and shows it uploading", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { uploads } = serve(
      () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    );
    renderWithProviders(<PlaceEditor providerId={PLACE_ID} signHref="sign" />);
    const user = userEvent.setup();
    const form = await details();
    const picker = within(form).getByLabelText('Logo');
    await user.upload(picker, png('renamed.png'));

    expect(await within(form).findByRole('progressbar', { name: 'Uploading the logo' })).toBeInTheDocument();
    expect(picker).toBeDisabled();
    answer(
      HttpResponse.json(
        { error: { message: 'The file is not an image we accept', code: 'VALIDATION_ERROR' } },
        { status: 400 },
      ),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, WebP or AVIF image.',
    );
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(picker).toBeEnabled();
    expect(uploads).toHaveLength(1);
    expect(within(form).getByText('No logo yet.')).toBeInTheDocument();
  });

  it('says the logo comes after creating a place (there is nowhere to upload it before)', () => {
    renderWithProviders(<PlaceDetailsForm initial={emptyDetails} creating onSave={jest.fn()} />);
    expect(screen.getByText(/You can upload a logo once the place is created/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Logo')).not.toBeInTheDocument();
  });
});
