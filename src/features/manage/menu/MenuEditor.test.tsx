import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { MenuProduct } from '../../../api';
import type {
  EditableMenu,
  MenuExtraGroupInput,
  MenuProductInput,
  MenuProductUpdate,
} from '../../../api/manage';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { signedIn } from '../../../test/session';
import { MenuEditor } from './MenuEditor';

const PLACE = 'ef62d36a-95b5-544c-9358-f7b38a084563';
const COFFEE = '5b0e7c1a-7d3e-5f0b-9a61-3c2d1e0f4a55';
const TEA = '6c1f8d2b-8e4f-4a1c-8b72-4d3e2f1a5b66';
const MILK = '7d2a9e3c-9f5a-4b2d-9c83-5e4f3a2b6c77';

const espresso: MenuProduct = {
  id: '9b1e53da-335f-5c4e-9f98-d3114261a598',
  categoryId: COFFEE,
  version: 3,
  name: 'Espresso',
  description: 'A short, strong coffee',
  composition: 'Coffee',
  translations: { de: { name: 'Espresso' } },
  price: 150,
  pointsPrice: 15,
  loyaltyPoints: 2,
  imageUrl: '',
  nutrition: { calories: 2, proteins: 0, fats: 0, carbs: 0 },
  allergens: [],
  maxExtraOptions: 0,
  extraGroupIds: [],
  available: true,
  soldOut: false,
};
const flatWhite: MenuProduct = {
  ...espresso,
  id: 'dc8d646e-dd31-5a19-98b5-5abeb9c471e7',
  name: 'Flat white',
  version: 1,
};

const none = { es: [], fr: [], de: [], pl: [], uk: [], ca: [], ru: [], sr: [] };
function menuWith(products: MenuProduct[]): EditableMenu {
  return {
    providerId: PLACE,
    language: 'ca',
    currency: 'EUR',
    catalogVersion: 7,
    categories: [
      { id: COFFEE, key: 'coffee', name: 'Coffee', translations: { de: 'Kaffee' }, version: 1 },
      { id: TEA, key: 'tea', name: 'Tea', translations: {}, version: 1 },
    ],
    products,
    extraGroups: [
      {
        id: MILK,
        name: 'Milk',
        translations: {},
        maxSelectable: 1,
        version: 1,
        options: [
          {
            id: 'a1b2c3d4-0000-4000-8000-000000000001',
            name: 'Oat milk',
            translations: {},
            price: 40,
            allergens: [],
            isDefault: false,
            soldOut: false,
          },
        ],
      },
    ],
    missingTranslations: { ...none, de: [{ kind: 'category', id: TEA, field: 'name' }] },
  };
}

function render() {
  return renderWithProviders(<MenuEditor providerId={PLACE} />, { preloadedState: signedIn() });
}

describe('MenuEditor', () => {
  it('adds a product with allergens and an extra group; a bad price is refused on its field first', async () => {
    let products = [espresso];
    let created: MenuProductInput | undefined;
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/menu`), () => HttpResponse.json({ data: menuWith(products) })),
      http.post(apiUrl(`/manage/places/${PLACE}/menu/products`), async ({ request }) => {
        created = (await request.json()) as MenuProductInput;
        const product = {
          ...espresso,
          ...created,
          id: 'f0000000-0000-4000-8000-000000000001',
          version: 1,
        } as MenuProduct;
        products = [...products, product];
        return HttpResponse.json({ data: product }, { status: 201 });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a product to Coffee' }));
    await userEvent.type(screen.getByLabelText('Name (English)'), 'Cortado');
    await userEvent.type(screen.getByLabelText('Price (EUR)'), '2,4x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const price = screen.getByLabelText('Price (EUR)');
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription('Enter a price such as 2.40.');
    expect(created).toBeUndefined();

    await userEvent.clear(price);
    await userEvent.type(price, '2,40');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Allergens' })).getByRole('checkbox', { name: 'Milk' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Extras offered' })).getByRole('checkbox', { name: 'Milk' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Cortado');
    expect(created).toMatchObject({
      categoryId: COFFEE,
      name: 'Cortado',
      price: 240,
      allergens: ['milk'],
      extraGroupIds: [MILK],
    });
  });

  it('serves an option by default, checked from the keyboard; more defaults than the group allows are refused on their boxes', async () => {
    const saved: MenuExtraGroupInput[] = [];
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/menu`), () =>
        HttpResponse.json({ data: menuWith([espresso]) }),
      ),
      http.put(apiUrl(`/manage/places/${PLACE}/menu/extra-groups/${MILK}`), async ({ request }) => {
        saved.push((await request.json()) as MenuExtraGroupInput);
        // The first save meets a server that counts another default (a change made meanwhile).
        if (saved.length === 1)
          return HttpResponse.json(
            {
              error: {
                message: 'A group serves at most as many options by default as a customer may choose',
                code: 'VALIDATION_ERROR',
                fields: [{ field: 'options.1.isDefault', message: 'is one of 2 options served by default' }],
              },
            },
            { status: 400 },
          );
        const group = menuWith([]).extraGroups[0];
        return HttpResponse.json({ data: group });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Extras' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Milk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    await userEvent.type(screen.getByLabelText('Name of option 2 (English)'), 'Whole milk');
    const oat = screen.getByRole('checkbox', { name: 'Option 1 served by default' });
    const whole = screen.getByRole('checkbox', { name: 'Option 2 served by default' });
    expect(oat).not.toBeChecked();
    whole.focus();
    await userEvent.keyboard(' ');
    expect(whole).toBeChecked();
    oat.focus();
    await userEvent.keyboard(' ');

    // Two defaults in a group of one choice: both boxes say why, nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const tooMany = 'Serve no more options by default than a customer may choose (1).';
    await waitFor(() => expect(oat).toHaveAccessibleDescription(tooMany));
    expect(whole).toHaveAccessibleDescription(tooMany);
    expect(oat).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    await userEvent.click(oat);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(whole).toHaveAccessibleDescription(tooMany));
    expect(oat).not.toHaveAccessibleDescription(tooMany);
    expect(saved[0]?.options).toEqual([
      expect.objectContaining({ name: 'Oat milk', isDefault: false }),
      expect.objectContaining({ name: 'Whole milk', isDefault: true }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Extra group saved.');
    expect(saved).toHaveLength(2);
  });

  it('reorders products from the keyboard and says so to screen readers', async () => {
    let order: string[] | undefined;
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/menu`), () =>
        HttpResponse.json({ data: menuWith([espresso, flatWhite]) }),
      ),
      http.put(
        apiUrl(`/manage/places/${PLACE}/menu/categories/${COFFEE}/product-order`),
        async ({ request }) => {
          order = ((await request.json()) as { ids: string[] }).ids;
          return HttpResponse.json({ data: menuWith([flatWhite, espresso]) });
        },
      ),
    );
    render();
    const down = await screen.findByRole('button', { name: 'Move Espresso down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order).toEqual([flatWhite.id, espresso.id]));
    expect(screen.getByText('Espresso moved to position 2 of 2.')).toHaveAttribute('role', 'status');
  });

  it('shows a conflicting change and saves over it only when asked', async () => {
    const sent: MenuProductUpdate[] = [];
    const theirs = { ...espresso, version: 4, name: 'Espresso doppio', price: 210 };
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/menu`), () =>
        HttpResponse.json({ data: menuWith([espresso]) }),
      ),
      http.put(apiUrl(`/manage/places/${PLACE}/menu/products/${espresso.id}`), async ({ request }) => {
        const body = (await request.json()) as MenuProductUpdate;
        sent.push(body);
        if (body.version === 3)
          return HttpResponse.json(
            {
              error: {
                message: 'Someone else changed this',
                code: 'VERSION_CONFLICT',
                details: { current: theirs },
              },
            },
            { status: 409 },
          );
        return HttpResponse.json({ data: { ...espresso, ...body, version: 5 } });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Espresso' }));
    const name = screen.getByLabelText('Name (English)');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ristretto');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this product while you were editing it.');
    expect(alert).toHaveTextContent('Espresso doppio');
    expect(sent).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ name: 'Ristretto', version: 4 });
  });

  it('retires a product only after confirming', async () => {
    let retired = false;
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/menu`), () =>
        HttpResponse.json({ data: menuWith(retired ? [] : [espresso]) }),
      ),
      http.post(apiUrl(`/manage/places/${PLACE}/menu/products/${espresso.id}/retire`), () => {
        retired = true;
        return HttpResponse.json({ data: espresso });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Espresso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Espresso?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(retired).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Retire Espresso' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(screen.queryByText('Espresso', { selector: '.menu-product__name' })).toBeNull(),
    );
    expect(retired).toBe(true);
  });

  it('lists what each language lacks and saves a translation in place', async () => {
    let saved: unknown;
    server.use(
      http.get(apiUrl(`/manage/places/${PLACE}/menu`), () =>
        HttpResponse.json({ data: menuWith([espresso]) }),
      ),
      http.put(apiUrl(`/manage/places/${PLACE}/menu/categories/${TEA}`), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({
          data: { id: TEA, key: 'tea', name: 'Tea', translations: { de: 'Tee' }, version: 2 },
        });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Translations (missing: 1)' }));
    expect(screen.getByRole('button', { name: 'German: 1 missing' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByLabelText('Category Tea'), 'Tee');
    await userEvent.click(screen.getByRole('button', { name: 'Save the translation of Tea' }));
    await screen.findByText('Translation of Tea into German saved.');
    expect(saved).toEqual({ name: 'Tea', translations: { de: 'Tee' }, version: 1 });
  });
});
