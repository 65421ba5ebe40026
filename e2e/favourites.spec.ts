// Favourites (issue 26 item 14) in a real browser: a customer stars a product on a place's menu; after a
// reload it is the first thing the menu shows, in its Favourites section, and its star is still pressed.
import { expect, test } from './support/fixtures';
import { PLACES } from './support/places';

test('a starred product is first on the menu after a reload', async ({ page, t, customer, request }) => {
  // The menu's last product, so that being first is the favourite's doing.
  const response = await request.get(`/api/providers/${PLACES.olivera.id}/products`, {
    headers: { 'x-auth-token': customer.accessToken },
  });
  const menu = ((await response.json()) as { data: { name: string }[] }).data;
  const last = menu.at(-1);
  if (!last) throw new Error('Café Olivera has no products');
  const starLabel = t('catalog:favourites.product', { name: last.name });

  await page.goto(`/${PLACES.olivera.id}/products`);
  await expect(page.getByRole('heading', { level: 1, name: PLACES.olivera.name })).toBeVisible();
  await expect(page.getByRole('region', { name: t('catalog:favourites.title') })).toHaveCount(0);
  const star = page.getByRole('button', { name: starLabel });
  await expect(star).toBeEnabled();
  await expect(star).toHaveAttribute('aria-pressed', 'false');

  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().includes('/api/favourites/products/'),
  );
  await star.click();
  expect((await saved).status()).toBe(200);

  await page.reload();
  const favourites = page.getByRole('region', { name: t('catalog:favourites.title') });
  await expect(favourites).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(t('catalog:favourites.title'));
  // The menu's first section holds the starred product, its star pressed.
  await expect(favourites.getByRole('link').first()).toContainText(last.name);
  await expect(favourites.getByRole('button', { name: starLabel })).toHaveAttribute('aria-pressed', 'true');
});
