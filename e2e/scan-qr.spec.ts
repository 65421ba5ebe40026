// /scan-qr with a real camera stream: Chromium's fake camera films a generated QR code,
// and the app's own decoder (qr-scanner, in its web worker) has to read it.
//
// The camera is a switch of the browser, not of a page: a test with a camera runs in a
// browser launched with it (the `camera` option below).
import type { Page } from '@playwright/test';
import { fakeCameraArgs, writeQrCodeVideo } from './support/fake-camera';
import { test as base, expect, snapshot } from './support/fixtures';
import { PLACES } from './support/places';
import type { Texts } from './support/texts';

const { olivera: OLIVERA, lipa: LIPA } = PLACES;

type Camera =
  /** No camera at all. */
  | { kind: 'none' }
  /** A camera exists, but nobody allows it: no fake prompt answer, no granted permission. */
  | { kind: 'refused' }
  /** A camera filming the QR code of `qrCode` (a path is resolved against the app's address). */
  | { kind: 'films'; qrCode: string };

const test = base.extend<{ camera: Camera }>({
  camera: [{ kind: 'none' }, { option: true }],
  // A camera needs a browser launched with it: one of its own for the test, as the customer's
  // phone, with the context options the other tests get from the configuration.
  context: async (
    { camera, context, playwright, launchOptions, baseURL, locale, viewport, permissions, serviceWorkers },
    use,
  ) => {
    if (camera.kind === 'none') return use(context);
    const video =
      camera.kind === 'films' ? writeQrCodeVideo(new URL(camera.qrCode, baseURL).href) : undefined;
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        ...(video ? fakeCameraArgs(video.path) : ['--use-fake-device-for-media-stream']),
      ],
    });
    try {
      const cameraContext = await browser.newContext({
        baseURL,
        locale,
        viewport,
        permissions,
        serviceWorkers,
      });
      await use(cameraContext);
      await cameraContext.close();
    } finally {
      await browser.close();
      video?.remove();
    }
  },
});

test.use({ customerName: 'Ada Lovelace' });

/** Counts in the page every text the app's decoder reads (qr-scanner's worker answers). */
async function countDecodedTexts(page: Page) {
  await page.addInitScript(() => {
    const NativeWorker = window.Worker;
    const reads: string[] = [];
    Object.assign(window, { decodedTexts: reads });
    window.Worker = class extends NativeWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        this.addEventListener('message', (event: MessageEvent) => {
          if (event.data?.type === 'qrResult' && typeof event.data.data === 'string')
            reads.push(event.data.data);
        });
      }
    };
  });
  return () => page.evaluate(() => (window as Window & { decodedTexts?: string[] }).decodedTexts ?? []);
}

async function openScannerFromProviderList(page: Page, t: Texts) {
  await page.goto('/select-restaurant');
  await page.getByRole('link', { name: t('catalog:providers.scanQr') }).click();
  await page.waitForURL('**/scan-qr');
}

async function expectPricesIn(page: Page, currency: string) {
  const prices = page.locator('.product-card__price');
  await expect.poll(() => prices.count(), 'the whole menu, priced').toBeGreaterThanOrEqual(12);
  for (const price of await prices.allTextContents()) expect(price).toMatch(new RegExp(currency));
}

test.describe('scanning a QR code with the camera', () => {
  test.use({ permissions: ['camera'] });

  test.describe("Kawiarnia Pod Lipą's printed code", () => {
    test.use({ language: 'pl', camera: { kind: 'films', qrCode: `/${LIPA.id}/products` } });

    test('opens its menu, prices in złoty, nothing typed', async ({ page, t, customer: _signedIn }) => {
      await openScannerFromProviderList(page, t);
      await page.waitForURL(`**/${LIPA.id}/products`, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: LIPA.name })).toBeVisible();
      await expectPricesIn(page, 'zł');
      await snapshot(page, 'scan-qr-pl-lipa-products');

      // Back leads to the list the scanner was opened from, not to a scanner that would read
      // the same code again; the scanner opened again starts the camera again.
      await page.getByRole('button', { name: t('back') }).click();
      await page.waitForURL('**/select-restaurant');
      await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();
      await page.getByRole('link', { name: t('catalog:providers.scanQr') }).click();
      await page.waitForURL(`**/${LIPA.id}/products`, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: LIPA.name })).toBeVisible();
    });
  });

  test.describe('a foreign QR code', () => {
    const FOREIGN = 'https://example.com/hello';
    test.use({ camera: { kind: 'films', qrCode: FOREIGN } });

    test('says it is not ours, and the scanner stays', async ({ page, t, customer: _signedIn }) => {
      const decodedTexts = await countDecodedTexts(page);
      await openScannerFromProviderList(page, t);
      await expect(page.getByRole('alert').filter({ hasText: t('catalog:scan.notOurs') })).toBeVisible({
        timeout: 20_000,
      });
      const video = page.getByLabel(t('catalog:scan.videoLabel'));
      await expect(video, 'the camera preview stays').toBeVisible();
      expect(
        await video.evaluate((element: HTMLVideoElement) => element.paused),
        'the camera keeps filming',
      ).toBe(false);

      // Still scanning after a few more reads of the same code.
      const readsAtMessage = (await decodedTexts()).length;
      expect(readsAtMessage).toBeGreaterThan(0);
      await expect
        .poll(async () => (await decodedTexts()).length, { message: 'the decoder reads on', timeout: 20_000 })
        .toBeGreaterThanOrEqual(readsAtMessage + 3);
      expect(new Set(await decodedTexts()), 'it only ever read the foreign code').toEqual(new Set([FOREIGN]));
      expect(new URL(page.url()).pathname).toBe('/scan-qr');
      await expect(page.getByRole('alert'), 'one message, not one per read').toHaveCount(1);
      await expect(page.getByLabel(t('catalog:scan.codeLabel'))).toBeVisible();
      await snapshot(page, 'scan-qr-en-not-ours');
    });
  });
});

test.describe('without a usable camera the typed code is offered', () => {
  test.describe('camera refused', () => {
    test.use({ locale: 'en-US', camera: { kind: 'refused' } });

    test('says so, and the printed URL typed in opens the menu', async ({
      page,
      t,
      baseURL,
      customer: _signedIn,
    }) => {
      await openScannerFromProviderList(page, t);
      await expect(page.getByText(t('catalog:scan.permissionDenied'))).toBeVisible();
      await expect(page.getByLabel(t('catalog:scan.videoLabel')), 'no black preview').toHaveCount(0);
      await snapshot(page, 'scan-qr-en-permission-denied');
      await page.getByLabel(t('catalog:scan.codeLabel')).fill(`${baseURL}/${OLIVERA.id}/products`);
      await page.getByRole('button', { name: t('catalog:scan.open') }).click();
      await page.waitForURL(`**/${OLIVERA.id}/products`);
      await expect(page.getByRole('heading', { level: 1, name: OLIVERA.name })).toBeVisible();
      await expectPricesIn(page, '€');
    });
  });

  test.describe('no camera at all', () => {
    test.use({ language: 'de', camera: { kind: 'none' } });

    test('says so, and the typed provider id opens the menu', async ({ page, t, customer: _signedIn }) => {
      await openScannerFromProviderList(page, t);
      await expect(page.getByText(t('catalog:scan.noCamera'))).toBeVisible();
      await expect(page.getByLabel(t('catalog:scan.videoLabel'))).toHaveCount(0);
      await snapshot(page, 'scan-qr-de-no-camera');
      await page.getByLabel(t('catalog:scan.codeLabel')).fill(LIPA.id);
      await page.getByRole('button', { name: t('catalog:scan.open') }).click();
      await page.waitForURL(`**/${LIPA.id}/products`);
      await expect(page.getByRole('heading', { level: 1, name: LIPA.name })).toBeVisible();
    });
  });
});
