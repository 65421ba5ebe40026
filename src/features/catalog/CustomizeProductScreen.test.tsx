import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { BasketItem } from '../../stores/basket-slice';
import { BISTRO_ID, CAFE_ID, LATTE_ID, latte, OAT_ID, preloadedBasket } from '../../test/catalog-fixtures';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import CustomizeProductScreen from './CustomizeProductScreen';

const bistroLine: BasketItem = {
  basketItemId: 'line-1',
  productId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  providerId: BISTRO_ID,
  price: 1200,
  quantity: 2,
  selectedExtraOptions: [],
};

function renderCustomize(items: BasketItem[] = [], product = latte) {
  server.use(
    http.get(apiUrl(`/providers/${CAFE_ID}/products/${LATTE_ID}`), () =>
      HttpResponse.json({ data: product }),
    ),
  );
  return renderWithProviders(<CustomizeProductScreen />, {
    route: `/${CAFE_ID}/products/${LATTE_ID}/customize`,
    path: '/:providerId/products/:productId/customize',
    preloadedState: preloadedBasket(items),
  });
}

describe('CustomizeProductScreen', () => {
  it('disables further options once a group or the product reaches its maximum', async () => {
    renderCustomize();
    const milk = await screen.findByRole('group', { name: 'Milk' });
    // "up to 1 options" would read wrong: a group of one choice says so.
    expect(milk).toHaveAccessibleDescription('You can choose 1 option');
    // One choice: radio buttons, so another milk replaces the first in one click.
    await userEvent.click(within(milk).getByRole('radio', { name: /Oat milk/ }));
    await userEvent.click(within(milk).getByRole('radio', { name: /Soy milk/ }));
    expect(within(milk).getByRole('radio', { name: /Soy milk/ })).toBeChecked();
    expect(within(milk).getByRole('radio', { name: /Oat milk/ })).not.toBeChecked();
    await userEvent.click(within(milk).getByRole('radio', { name: 'None' }));
    expect(within(milk).getByRole('radio', { name: /Soy milk/ })).not.toBeChecked();
    await userEvent.click(within(milk).getByRole('radio', { name: /Oat milk/ }));

    const toppings = screen.getByRole('group', { name: 'Toppings' });
    expect(toppings).toHaveAccessibleDescription('You can choose up to 2 options');
    await userEvent.click(within(toppings).getByRole('checkbox', { name: /Whipped cream/ }));
    await userEvent.click(within(toppings).getByRole('checkbox', { name: /Hazelnuts/ }));
    // The product allows three extras in all: the toppings group is full too.
    expect(within(toppings).getByRole('checkbox', { name: /Cocoa/ })).toBeDisabled();
    // Greyed out, and said why, in the group's description and as a status message.
    const why = 'That is the most for this group (2). Untick one to choose another.';
    expect(within(toppings).getByRole('status')).toHaveTextContent(why);
    expect(toppings).toHaveAccessibleDescription(`You can choose up to 2 options ${why}`);
    expect(within(milk).getByRole('status')).toBeEmptyDOMElement();

    // With the product full, the milk can still be switched: it takes no more room.
    await userEvent.click(within(milk).getByRole('radio', { name: /Soy milk/ }));
    expect(within(milk).getByRole('radio', { name: /Soy milk/ })).toBeChecked();

    // Unticking a topping makes room again, and the reason goes.
    await userEvent.click(within(toppings).getByRole('checkbox', { name: /Hazelnuts/ }));
    expect(within(toppings).getByRole('checkbox', { name: /Cocoa/ })).toBeEnabled();
    expect(within(toppings).getByRole('status')).toBeEmptyDOMElement();
  });

  it('updates the allergens and the price as extras and quantity change', async () => {
    renderCustomize();
    const total = await screen.findByRole('status', { name: 'Total' });
    expect(total).toHaveTextContent('€3.50');
    // Menus name allergens by key; the customer reads them in their language.
    expect(screen.getByTestId('allergens')).toHaveTextContent(/^Milk$/);

    await userEvent.click(screen.getByRole('radio', { name: /Oat milk/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Hazelnuts/ }));
    expect(screen.getByTestId('allergens')).toHaveTextContent(/^Milk, Gluten, Tree nuts$/);

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(total).toHaveTextContent('€9.40');
  });

  it('adds the customised product to the basket and links to it', async () => {
    const { store } = renderCustomize();
    await userEvent.click(await screen.findByRole('radio', { name: /Oat milk/ }));
    const add = screen.getByRole('button', { name: 'Add to basket' });
    await userEvent.click(add);

    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({
        productId: LATTE_ID,
        providerId: CAFE_ID,
        price: 400,
        quantity: 1,
        selectedExtraOptions: [OAT_ID],
        // What names the line offline.
        name: 'Latte',
        imageUrl: latte.imageUrl,
        extraNames: ['Oat milk'],
      }),
    ]);
    // Said where the customer just tapped: in the sticky add bar, above its button, not below it.
    const message = screen.getByText('Added to your basket.');
    const bar = add.parentElement as HTMLElement;
    expect(bar).toHaveClass('add-bar');
    expect(bar).toContainElement(message);
    expect(message.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View basket' })).toHaveAttribute('href', '/basket');
  });

  it('asks before replacing another provider’s basket and clears it only on confirm', async () => {
    const { store } = renderCustomize([bistroLine]);
    const add = await screen.findByRole('button', { name: 'Add to basket' });

    await userEvent.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Start a new basket?' });
    expect(dialog).toHaveTextContent('Your basket has items from another place. Clear it and add this?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().basket.items).toEqual([bistroLine]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(add);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Start a new basket?' })).getByRole('button', {
        name: 'Clear and add',
      }),
    );
    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({ productId: LATTE_ID, providerId: CAFE_ID, quantity: 1 }),
    ]);
    expect(screen.getByText('Added to your basket.')).toBeInTheDocument();
  });
});

describe('what the café serves by default', () => {
  /** The latte made with oat milk unless asked otherwise; `available: false` while it is sold out. */
  const oatByDefault = (available = true) => ({
    ...latte,
    extraGroups: latte.extraGroups.map((group) =>
      group.name === 'Milk'
        ? {
            ...group,
            options: group.options.map((option) =>
              option.optionId === OAT_ID
                ? { ...option, isDefault: available, ...(available ? {} : { available: false }) }
                : option,
            ),
          }
        : group,
    ),
  });

  it('starts with the default chosen and priced, adds it, and lets the customer take it off', async () => {
    const { store } = renderCustomize([], oatByDefault());
    const milk = await screen.findByRole('group', { name: 'Milk' });
    expect(within(milk).getByRole('radio', { name: /Oat milk/ })).toBeChecked();
    expect(within(milk).getByRole('radio', { name: 'None' })).not.toBeChecked();
    const total = screen.getByRole('status', { name: 'Total' });
    expect(total).toHaveTextContent('€4.00');
    expect(screen.getByTestId('allergens')).toHaveTextContent(/^Milk, Gluten$/);
    // Nothing else is chosen for the customer: the toppings are asked for.
    expect(screen.getByRole('checkbox', { name: /Whipped cream/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({ price: 400, selectedExtraOptions: [OAT_ID], extraNames: ['Oat milk'] }),
    ]);

    // The customer's choice wins: none at all is a latte without milk, at the latte's price.
    await userEvent.click(within(milk).getByRole('radio', { name: 'None' }));
    expect(total).toHaveTextContent('€3.50');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(store.getState().basket.items.map((item) => item.selectedExtraOptions)).toEqual([[OAT_ID], []]);
  });

  it('leaves a default the café has sold out unchosen', async () => {
    renderCustomize([], oatByDefault(false));
    const milk = await screen.findByRole('group', { name: 'Milk' });
    expect(within(milk).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(within(milk).getByRole('radio', { name: /Oat milk/ })).not.toBeChecked();
    expect(screen.getByRole('status', { name: 'Total' })).toHaveTextContent('€3.50');
  });
});

describe('the product facts', () => {
  const renderProduct = (product: typeof latte) => {
    server.use(
      http.get(apiUrl(`/providers/${CAFE_ID}/products/${LATTE_ID}`), () =>
        HttpResponse.json({ data: product }),
      ),
    );
    renderWithProviders(<CustomizeProductScreen />, {
      route: `/${CAFE_ID}/products/${LATTE_ID}/customize`,
      path: '/:providerId/products/:productId/customize',
      preloadedState: preloadedBasket([]),
    });
  };

  it('shows the nutrition facts and the composition the café gave', async () => {
    renderProduct(latte);
    expect(await screen.findByRole('heading', { name: 'Allergens' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nutrition' })).toBeInTheDocument();
    expect(screen.getByText('190 kcal')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Composition' })).toBeInTheDocument();
    expect(screen.getByText('Espresso, milk')).toBeInTheDocument();
  });

  it('shows no "0 kcal" and no empty composition for a product the café gave none for', async () => {
    renderProduct({ ...latte, nutrition: { calories: 0, proteins: 0, fats: 0, carbs: 0 }, composition: ' ' });
    expect(await screen.findByRole('heading', { name: 'Allergens' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nutrition' })).not.toBeInTheDocument();
    expect(screen.queryByText('0 kcal')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Composition' })).not.toBeInTheDocument();
  });
});
