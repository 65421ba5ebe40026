// Issue 24, the menu editor in real browsers: a manager of Café Olivera adds a product with an extra
// group and a photo (uploaded, re-encoded and served by the server), translates it into German, and a
// customer whose browser speaks German, in another browser, sees the German name and the photo.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { PLACES } from './support/places';
import { signInStaff } from './support/staff';
import { texts } from './support/texts';

const OLIVERA = PLACES.olivera;
const en = texts('en');

test.describe('the menu editor', () => {
  test.use({ language: 'de' });

  test('a manager adds a product with extras and a photo, translates it, and a German customer sees it', async ({
    browser,
    request,
    page,
    customer: _customer,
  }) => {
    const suffix = randomUUID().slice(0, 8);
    const productName = `Honey latte ${suffix}`;
    const germanName = `Honiglatte ${suffix}`;
    const groupName = `Drizzle ${suffix}`;

    const managerContext = await browser.newContext({ locale: 'en-GB' });
    const accessToken = await signInStaff(request, managerContext, 'manager@example.com');
    const manager = await managerContext.newPage();
    await manager.goto(`/manage/menu?place=${OLIVERA.id}`);

    // An extra group with one option.
    await manager.getByRole('button', { name: en('manage-menu:view.extras') }).click();
    await manager.getByRole('button', { name: en('manage-menu:extras.add') }).click();
    await manager.getByLabel(en('manage-menu:extras.name')).fill(groupName);
    await manager.getByRole('button', { name: en('manage-menu:extras.addOption') }).click();
    await manager.getByLabel(en('manage-menu:extras.optionName', { number: 1 })).fill('Honey');
    await manager
      .getByLabel(en('manage-menu:extras.optionPrice', { number: 1, currency: 'EUR' }))
      .fill('0.40');
    await manager.getByRole('button', { name: en('manage-menu:save') }).click();
    await expect(manager.getByRole('heading', { name: groupName })).toBeVisible();

    // The product, with the group and a photo.
    await manager.getByRole('button', { name: /^Categories and products$/ }).click();
    await manager
      .getByRole('button', { name: en('manage-menu:product.add', { category: 'Coffee' }) })
      .click();
    await manager.getByLabel(en('manage-menu:product.name')).fill(productName);
    await manager.getByLabel(en('manage-menu:product.description')).fill('Latte sweetened with honey');
    await manager.getByLabel(en('manage-menu:product.price', { currency: 'EUR' })).fill('3.20');
    await manager
      .getByRole('group', { name: en('manage-menu:product.allergens') })
      .getByRole('checkbox', { name: en('manage-menu:allergens.milk') })
      .check();
    await manager
      .getByRole('group', { name: en('manage-menu:product.extraGroups') })
      .getByRole('checkbox', { name: groupName })
      .check();
    const photo = await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 190, g: 140, b: 80 } },
    })
      .jpeg()
      .toBuffer();
    await manager
      .getByLabel(en('manage-menu:photo.label'))
      .setInputFiles({ name: 'latte.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = manager.getByRole('img', { name: en('manage-menu:photo.preview') });
    await expect(preview).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await manager.getByRole('button', { name: en('manage-menu:save') }).click();
    await expect(manager.getByText(productName, { exact: true })).toBeVisible();

    // Its German name, from the translations view.
    await manager.getByRole('button', { name: /^Translations/ }).click();
    await manager.getByRole('button', { name: /^German: / }).click();
    await manager.getByLabel(`Product ${productName}`).fill(germanName);
    await manager
      .getByRole('button', { name: en('manage-menu:translations.saveOne', { text: productName }) })
      .click();
    await expect(
      manager.getByText(en('manage-menu:translations.saved', { text: productName, language: 'German' })),
    ).toBeVisible();

    // A customer whose browser speaks German sees the German name, the photo and the extras.
    await page.goto(`/${OLIVERA.id}/products`);
    const card = page.getByRole('listitem').filter({ has: page.getByText(germanName, { exact: true }) });
    await expect(card).toBeVisible();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', /^\/api\/images\//);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await card.getByRole('link').click();
    await expect(page.getByText('Honey', { exact: false }).first()).toBeVisible();

    // Leave the shared place's menu as it was.
    const headers = { 'x-auth-token': accessToken };
    const base = `/api/manage/places/${OLIVERA.id}/menu`;
    const menu = (await (await request.get(base, { headers })).json()) as {
      data: {
        products: { id: string; name: string; version: number }[];
        extraGroups: { id: string; name: string; version: number }[];
      };
    };
    const product = menu.data.products.find((item) => item.name === productName);
    const group = menu.data.extraGroups.find((item) => item.name === groupName);
    if (product)
      await expect(
        await request.post(`${base}/products/${product.id}/retire`, {
          headers,
          data: { version: product.version },
        }),
      ).toBeOK();
    if (group)
      await expect(
        await request.post(`${base}/extra-groups/${group.id}/retire`, {
          headers,
          data: { version: group.version },
        }),
      ).toBeOK();
    await managerContext.close();
  });
});
