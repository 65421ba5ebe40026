// Issue 12: the first screen's weight. `/` may load at most 150 KiB of JS and CSS, counted as
// Chromium loads them (every script and stylesheet the page fetched until the network is quiet),
// each file's body gzipped at level 9: bytes are deterministic, times are not. The server sends
// them compressed (brotli, which Chromium asks for). `npm run bench` prints the same figures per
// file.
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PLACES, pickupNow } from './support/places';

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

/**
 * Every script and stylesheet the page loads from now on, with its sizes, until `all()` is called: what
 * arrives later is not read (its body would still be on its way when the test ends).
 */
function recordAssets(page: Page) {
  const pending: Promise<LoadedAsset>[] = [];
  let recording = true;
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (!recording || (type !== 'script' && type !== 'stylesheet')) return;
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
  return {
    all: () => {
      recording = false;
      return Promise.all(pending);
    },
  };
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

// Issue 27: the pages a customer meets once they have ordered, signed in: the profile (three orders under
// way, the points) and the checkout (a basket of two). Their JS and CSS, counted as above, and the API:
// no answer is asked for twice while the page loads (the live stream's first `stream.ready` refetches
// only what may have missed an event: api/live-events.ts). Measured when added: /profile 172,135 B,
// /checkout 161,437 B, of which the shared vendor chunk is 124 KB.
const SIGNED_IN_BUDGET_BYTES = { '/profile': 170 * 1024, '/checkout': 160 * 1024 } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Three cash orders at Café Olivera through the API (its first three products on sale), and a basket of
 * its first two in basket-sync.ts's stored form (an object of JSON strings).
 */
async function ordersAndBasket(request: APIRequestContext, accessToken: string): Promise<string> {
  const headers = { 'x-auth-token': accessToken };
  const place = PLACES.olivera.id;
  const listed = await request.get(`/api/providers/${place}/products`, { headers });
  await expect(listed).toBeOK();
  const products = (
    (await listed.json()) as { data: { productId: string; price: number; available: boolean }[] }
  ).data.filter((product) => product.available);
  for (const product of products.slice(0, 3)) {
    const placed = await request.post('/api/orders', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        providerId: place,
        items: [{ productId: product.productId, quantity: 1, selectedExtraOptions: [] }],
        paymentMethod: 'cash',
        pickup: await pickupNow(request, place, accessToken),
      },
    });
    await expect(placed).toBeOK();
  }
  const items = products.slice(0, 2).map((product) => ({
    basketItemId: crypto.randomUUID(),
    productId: product.productId,
    providerId: place,
    price: product.price,
    quantity: 1,
    selectedExtraOptions: [],
  }));
  return JSON.stringify({ items: JSON.stringify(items) });
}

/**
 * Counts, in the page, the API's GET requests by URL and those under way (an answer counts as done a
 * task after its body arrived, so whatever it sets off has started by then), and whether the live
 * stream's `stream.ready` was handled (a task after its listener ran, for the same reason).
 *
 * The stream's `queue.moved` events are kept from the page: the other worker's tests place orders at
 * the same café meanwhile, and each of their queue moves rightly has the page read its orders there
 * again (their estimates moved). That is the page following the café, not the page loading twice; the
 * refetch itself is tested elsewhere (src/features/checkout/OrderScreen.test.tsx, e2e/checkout.spec.ts).
 */
async function watchApi(page: Page) {
  await page.addInitScript(() => {
    const watch = { gets: [] as string[], underWay: 0, streamReady: false };
    (window as unknown as { apiWatch: typeof watch }).apiWatch = watch;
    const nativeFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'GET') watch.gets.push(request.url);
      watch.underWay += 1;
      try {
        const response = await nativeFetch(request);
        await response.clone().arrayBuffer();
        return response;
      } finally {
        setTimeout(() => {
          watch.underWay -= 1;
        });
      }
    };
    const addListener = EventSource.prototype.addEventListener;
    EventSource.prototype.addEventListener = function (
      this: EventSource,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type === 'queue.moved') return;
      if (type !== 'stream.ready' || typeof listener !== 'function') {
        return addListener.call(this, type, listener, options);
      }
      return addListener.call(
        this,
        type,
        (event: Event) => {
          listener.call(this, event);
          setTimeout(() => {
            watch.streamReady = true;
          });
        },
        options,
      );
    } as typeof EventSource.prototype.addEventListener;
  });
  return {
    /** Once the stream is ready and nothing is under way: every GET the page made, by URL. */
    settled: async () => {
      await page.waitForFunction(() => {
        const watch = (window as unknown as { apiWatch: { underWay: number; streamReady: boolean } })
          .apiWatch;
        return watch.streamReady && watch.underWay === 0;
      });
      return page.evaluate(() => (window as unknown as { apiWatch: { gets: string[] } }).apiWatch.gets);
    },
  };
}

for (const target of ['/profile', '/checkout'] as const) {
  test(`${target}, signed in after three orders: at most ${SIGNED_IN_BUDGET_BYTES[target]} B gzip of JS and CSS, no API answer asked for twice`, async ({
    page,
    request,
    t,
    customer,
  }) => {
    const basket = await ordersAndBasket(request, customer.accessToken);
    if (target === '/checkout') {
      await page.addInitScript((stored) => {
        if (!localStorage.getItem('persist:basket')) localStorage.setItem('persist:basket', stored);
      }, basket);
    }
    const api = await watchApi(page);
    const assets = recordAssets(page);
    // Signed in, the app loads what an offline start shows once the browser is idle (SessionBootstrap.tsx):
    // it counts, and waiting for it makes the count the same on a busy machine, where idle comes late.
    const offlineSnapshot = page.waitForResponse((response) =>
      /^\/assets\/offline-snapshot\.[^/]+\.js$/.test(new URL(response.url()).pathname),
    );

    await page.goto(target);
    if (target === '/profile') {
      await expect(page.getByTestId('counter-code')).toBeVisible();
      const [before, after] = t('orders:order.number', { number: '#' }).split('#');
      const orderCard = new RegExp(`^${escapeRegExp(before ?? '')}\\d+${escapeRegExp(after ?? '')}$`);
      await expect(page.getByRole('listitem', { name: orderCard })).toHaveCount(3);
    } else {
      await expect(page.getByRole('heading', { level: 1, name: t('orders:checkout.title') })).toBeVisible();
      const place = t('orders:checkout.place', { total: '€' }).split('€')[0] ?? '';
      await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(place)}`) })).toBeEnabled();
    }
    await page.waitForLoadState('load');
    await offlineSnapshot;
    const gets = await api.settled();

    const apiGets = gets.map((url) => new URL(url)).filter((url) => url.pathname.startsWith('/api/'));
    const asked = apiGets.map((url) => `${url.pathname}${url.search}`);
    expect(asked.length, 'the page reads from the API').toBeGreaterThan(0);
    const twice = asked.filter((url, index) => asked.indexOf(url) !== index);
    expect(twice, `asked for more than once, of:\n${asked.join('\n')}`).toEqual([]);

    const loaded = await assets.all();
    const list = describe(loaded);
    const total = loaded.reduce((sum, asset) => sum + asset.gzip, 0);
    test.info().annotations.push({ type: target, description: `${total} B gzip\n${list}` });
    expect(total, `JS + CSS gzip of ${target}:\n${list}`).toBeLessThanOrEqual(SIGNED_IN_BUDGET_BYTES[target]);
  });
}
