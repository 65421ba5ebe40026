// /scan-qr with a real camera stream: Chromium's fake camera films a generated QR code,
// and the app's own decoder (qr-scanner, in its web worker) has to read it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PLACES, signedInCustomer } from './customers';
import { fakeCameraArgs, writeQrCodeVideo } from './fixtures/fake-camera';
import { launchBrowser, type RunningServer, snapshot, startServer } from './harness';
import { texts } from './texts';

const { olivera: OLIVERA, lipa: LIPA } = PLACES;

let server: RunningServer;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** A browser whose only camera films the QR code of `text`, the camera allowed for the app. */
async function customerFilming(text: string, language: string, locale: string) {
  const video = writeQrCodeVideo(text);
  const browser = await launchBrowser(fakeCameraArgs(video.path));
  const { context, page } = await signedInCustomer(browser, server.baseUrl, {
    language,
    locale,
    name: 'Ada Lovelace',
  });
  await context.grantPermissions(['camera'], { origin: server.baseUrl });
  return {
    page,
    close: async () => {
      await browser.close();
      video.remove();
    },
  };
}

async function openScannerFromProviderList(page: Page, t: ReturnType<typeof texts>) {
  await page.goto('/select-restaurant');
  await page.getByRole('link', { name: t('catalog:providers.scanQr') }).click();
  await page.waitForURL('**/scan-qr');
}

async function expectPricesIn(page: Page, currency: string) {
  const prices = await page.locator('.product-card__price').allTextContents();
  assert.ok(prices.length >= 12, `${prices.length} prices`);
  for (const price of prices) assert.match(price, new RegExp(currency));
}

describe('scanning a QR code with the camera', () => {
  test("Kawiarnia Pod Lipą's printed code opens its menu, prices in złoty, nothing typed", async () => {
    const t = texts('pl');
    const customer = await customerFilming(`${server.baseUrl}/${LIPA.id}/products`, 'pl', 'pl-PL');
    const { page } = customer;
    try {
      await openScannerFromProviderList(page, t);
      await page.waitForURL(`**/${LIPA.id}/products`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: LIPA.name }).waitFor();
      await page.locator('.product-card__price').first().waitFor();
      await expectPricesIn(page, 'zł');
      await snapshot(page, 'scan-qr-pl-lipa-products');

      // Back leads to the list the scanner was opened from, not to a scanner that would read
      // the same code again; the scanner opened again starts the camera again.
      await page.getByRole('button', { name: t('back') }).click();
      await page.waitForURL('**/select-restaurant');
      await page.getByRole('heading', { level: 1, name: t('catalog:providers.title') }).waitFor();
      await page.getByRole('link', { name: t('catalog:providers.scanQr') }).click();
      await page.waitForURL(`**/${LIPA.id}/products`, { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: LIPA.name }).waitFor();
    } finally {
      await customer.close();
    }
  });

  test('a QR code that is not ours says so, and the scanner stays', async () => {
    const t = texts('en');
    const customer = await customerFilming('https://example.com/hello', 'en', 'en-GB');
    const { page } = customer;
    try {
      await openScannerFromProviderList(page, t);
      await page
        .getByRole('alert')
        .filter({ hasText: t('catalog:scan.notOurs') })
        .waitFor({ timeout: 20_000 });
      const video = page.getByLabel(t('catalog:scan.videoLabel'));
      assert.ok(await video.isVisible(), 'the camera preview stays');
      assert.equal(
        await video.evaluate((element: HTMLVideoElement) => element.paused),
        false,
        'the camera keeps filming',
      );
      // Still scanning after a few more reads of the same code.
      await page.waitForTimeout(1500);
      assert.match(new URL(page.url()).pathname, /^\/scan-qr$/);
      assert.equal(await page.getByRole('alert').count(), 1, 'one message, not one per read');
      await page.getByLabel(t('catalog:scan.codeLabel')).waitFor();
      await snapshot(page, 'scan-qr-en-not-ours');
    } finally {
      await customer.close();
    }
  });
});

describe('without a usable camera the typed code is offered', () => {
  test('camera refused: says so, and the printed URL typed in opens the menu', async () => {
    const t = texts('en');
    // A camera exists, but nobody allows it: no fake prompt answer, no granted permission.
    const browser = await launchBrowser(['--use-fake-device-for-media-stream']);
    const { page } = await signedInCustomer(browser, server.baseUrl, {
      language: 'en',
      locale: 'en-US',
      name: 'Ada Lovelace',
    });
    try {
      await openScannerFromProviderList(page, t);
      await page.getByText(t('catalog:scan.permissionDenied')).waitFor();
      assert.equal(await page.getByLabel(t('catalog:scan.videoLabel')).count(), 0, 'no black preview');
      await snapshot(page, 'scan-qr-en-permission-denied');
      await page.getByLabel(t('catalog:scan.codeLabel')).fill(`${server.baseUrl}/${OLIVERA.id}/products`);
      await page.getByRole('button', { name: t('catalog:scan.open') }).click();
      await page.waitForURL(`**/${OLIVERA.id}/products`);
      await page.getByRole('heading', { level: 1, name: OLIVERA.name }).waitFor();
      await page.locator('.product-card__price').first().waitFor();
      await expectPricesIn(page, '€');
    } finally {
      await browser.close();
    }
  });

  test('no camera at all: says so, and the typed provider id opens the menu', async () => {
    const t = texts('de');
    const browser = await launchBrowser();
    const { page } = await signedInCustomer(browser, server.baseUrl, {
      language: 'de',
      locale: 'de-DE',
      name: 'Ada Lovelace',
    });
    try {
      await openScannerFromProviderList(page, t);
      await page.getByText(t('catalog:scan.noCamera')).waitFor();
      assert.equal(await page.getByLabel(t('catalog:scan.videoLabel')).count(), 0);
      await snapshot(page, 'scan-qr-de-no-camera');
      await page.getByLabel(t('catalog:scan.codeLabel')).fill(LIPA.id);
      await page.getByRole('button', { name: t('catalog:scan.open') }).click();
      await page.waitForURL(`**/${LIPA.id}/products`);
      await page.getByRole('heading', { level: 1, name: LIPA.name }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
