// The basket as it is stored on the device (issue 11): a damaged or outdated stored basket
// is read back without an error screen or "€NaN", and lines keep their names and pictures
// when the server cannot be reached.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PLACES } from './support/places';

interface MenuProduct {
  productId: string;
  name: string;
  imageUrl: string;
  price: number;
  available: boolean;
}

async function availableProducts(request: APIRequestContext, accessToken: string) {
  const response = await request.get(`/api/providers/${PLACES.olivera.id}/products`, {
    headers: { 'x-auth-token': accessToken },
  });
  const { data } = (await response.json()) as { data: MenuProduct[] };
  return data.filter((product) => product.available);
}

test('a damaged, outdated stored basket keeps what can be read: no error screen, no NaN', async ({
  page,
  t,
  customer,
  request,
}) => {
  const [product] = await availableProducts(request, customer.accessToken);
  if (!product) throw new Error('Café Olivera has no available product');
  // Version 1 (before lines had names), with a good line and three broken ones.
  const good = {
    basketItemId: 'good',
    productId: product.productId,
    providerId: PLACES.olivera.id,
    price: product.price,
    quantity: 2,
    selectedExtraOptions: [],
  };
  const items = [good, { ...good, basketItemId: 'nan', price: 'NaN' }, { basketItemId: 'junk' }, 42];
  await page.addInitScript(
    (stored) => localStorage.setItem('persist:basket', stored),
    JSON.stringify({
      items: JSON.stringify(items),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    }),
  );

  await page.goto('/basket');
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(page.getByText(t('catalog:basket.pointsTotal'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('basket-total')).not.toContainText('NaN');
  await expect(page.getByRole('heading', { name: t('errorBoundary.title') })).toHaveCount(0);
});

test('without the server, basket lines keep their last known names and pictures', async ({
  page,
  t,
  customer: _signedIn,
}) => {
  await page.goto(`/${PLACES.olivera.id}/products`);
  await expect(page.getByRole('heading', { level: 1, name: PLACES.olivera.name })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByText('Espresso', { exact: true }) });
  await card.getByRole('link').click();
  await page.getByRole('button', { name: t('catalog:customize.addToBasket') }).click();
  await page.getByRole('link', { name: t('catalog:customize.viewBasket') }).click();
  await expect(page.getByText(t('catalog:basket.pointsTotal'), { exact: true })).toBeVisible();

  // The server cannot be reached for the quote (offline): the line still says what it is.
  await page.route('**/api/basket/quote', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText(t('catalog:basket.quoteError'))).toBeVisible();
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Espresso' }) });
  await expect(line).toHaveCount(1);
  await expect(line.locator('img')).toHaveAttribute('src', /\S/);
  await expect(page.getByText(t('catalog:basket.productFallback'), { exact: true })).toHaveCount(0);
});
