// Issue 12: the first screen's weight. `/` may load at most 150 KiB of JS and CSS, counted as
// Chromium loads them (every script and stylesheet the page fetched until the network is quiet),
// each file's body gzipped at level 9: bytes are deterministic, times are not. The server sends
// them compressed (brotli, which Chromium asks for). `npm run bench` prints the same figures per
// file.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Stop 32 (the customers' order page, Web Push, the back office) took `/` to 158,357 B. Since then the
// back office's endpoints, cache settings and texts load only with its screens (src/api/manage.ts,
// src/i18n/back-office-texts.ts; dependency-cruiser's back-office-api-only-in-back-office): 156,344 B;
// and stop 34 took out redux-persist (unmaintained since 2019; the basket is read synchronously into
// the store's first state, src/stores/basket-sync.ts): back under 150 KiB, with little to spare.
const BUDGET_BYTES = 150 * 1024;

interface LoadedAsset {
  path: string;
  encoding: string | undefined;
  raw: number;
  gzip: number;
  /** The file starts with V8's compile hint (webpack.config.ts: CompileHintPlugin). */
  compileHint: boolean;
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every script and stylesheet the page loads from now on, with its sizes. */
function recordAssets(page: Page) {
  const pending: Promise<LoadedAsset>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        encoding: response.headers()['content-encoding'],
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        compileHint: body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT,
      })),
    );
  });
  return { all: () => Promise.all(pending) };
}

const describe = (assets: LoadedAsset[]) =>
  assets
    .map(
      (asset) =>
        `${asset.path}: ${asset.raw} B, gzip ${asset.gzip} B, sent ${asset.encoding ?? 'uncompressed'}`,
    )
    .join('\n');

test('/ loads at most 150 KiB gzip of JS and CSS, and every file is sent compressed', async ({ page, t }) => {
  const assets = recordAssets(page);
  const index = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
  // What loads after the first paint (the service worker's helper) counts too.
  await page.waitForLoadState('networkidle');
  const loaded = await assets.all();
  const list = describe(loaded);

  expect(
    loaded.some((asset) => asset.path.endsWith('.js')),
    list,
  ).toBe(true);
  expect(
    loaded.some((asset) => asset.path.endsWith('.css')),
    list,
  ).toBe(true);
  const total = loaded.reduce((sum, asset) => sum + asset.gzip, 0);
  test.info().annotations.push({ type: 'first screen', description: `${total} B gzip\n${list}` });
  expect(total, `JS + CSS gzip of /, at most ${BUDGET_BYTES} B:\n${list}`).toBeLessThanOrEqual(BUDGET_BYTES);

  for (const asset of loaded) expect(asset.encoding, `${asset.path} is sent as brotli`).toBe('br');

  // The scripts that run on arrival are compiled by V8 while they download, off the main thread;
  // the translations (data) and the preload helper are left to V8's usual lazy compiling.
  const scripts = loaded.filter((asset) => asset.path.endsWith('.js'));
  const lazy = (asset: LoadedAsset) => /\/(first-screen\.|i18n-)/.test(asset.path);
  expect(scripts.filter((asset) => !lazy(asset)).length, list).toBeGreaterThanOrEqual(3);
  for (const asset of scripts) {
    expect(asset.compileHint, `${asset.path} starts with the compile hint: ${!lazy(asset)}`).toBe(
      !lazy(asset),
    );
  }
  expect((await index).headers()['content-encoding'], 'index.html is sent as brotli').toBe('br');
});
