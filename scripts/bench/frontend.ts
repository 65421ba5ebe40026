// Benchmark, front-end half (issues 12 and 27): the first screen's JS and CSS as Chromium loads them and
// a Lighthouse mobile run, on `/` signed out, and signed in on /select-restaurant, /profile (a customer
// with orders) and /checkout (with a basket), against the built app
// (`npm run build` first) served by the real server (embedded database, demo data) in its own process.
// Run with `npm run bench` (both halves) or `BENCH_ONLY=frontend npm run bench` (this one alone).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { BUILT_APP_DIR, startAppServer } from '../../e2e/support/app-server';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Lighthouse runs per page; the median by performance score is printed (LIGHTHOUSE_RUNS=3 steadies it). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
/** A pause before each Lighthouse run, for the machine to settle after the last one. */
const SETTLE_MS = 2000;
/** A folder to keep each run's full Lighthouse report in (JSON), for a closer look. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;
/**
 * A folder to keep each run's trace in, with the main thread's CPU samples, for
 * `scripts/bench/long-tasks.ts` (which functions ran in each long task). Sampling slows the page: the
 * scores of such runs are lower than without it.
 */
const TRACES_DIR = process.env.LIGHTHOUSE_TRACES;

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  /** The page with a basket (of Café Olivera) in localStorage, as the app keeps it. */
  withBasket?: boolean;
}

/**
 * LIGHTHOUSE_PAGES=signed-in (or signed-out) measures those pages alone, or a comma-separated list of
 * paths (e.g. /profile), for A/B runs of one page.
 */
const PAGES = process.env.LIGHTHOUSE_PAGES;
const TARGETS: Target[] = [
  { name: '/ (signed out: login)', path: '/', signedIn: false },
  { name: '/select-restaurant (signed in)', path: '/select-restaurant', signedIn: true },
  // Issue 27: a customer who has ordered (the bench's customer has three orders and points history).
  { name: '/profile (3 orders)', path: '/profile', signedIn: true },
  { name: '/checkout (2 lines)', path: '/checkout', signedIn: true, withBasket: true },
].filter(
  (target) =>
    !PAGES ||
    PAGES === (target.signedIn ? 'signed-in' : 'signed-out') ||
    PAGES.split(',').includes(target.path),
);

interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** The basket the checkout page opens with, as basket-sync.ts stores it. */
  basket: string;
}

interface Asset {
  url: string;
  type: 'js' | 'css';
  /** Bytes on the wire, as Chromium received them (compressed when the server compressed them). */
  transfer: number;
  raw: number;
  gzip: number;
  brotli: number;
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`; higher is faster). */
  benchmarkIndex: number;
  assets: Asset[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function signUp(baseUrl: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Mark',
      email: `bench.front.${Date.now()}@example.com`,
      password: 'Bench-1234!',
      birthdate: '1990-01-01',
      phone: '+34600111222',
      acceptTerms: true,
      appId: 'consumerApp',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const tokens = ((await response.json()) as { data: Tokens }).data;
  // With the required consents given, as a returning customer has them: the app opens the
  // restaurants, not the consent screen.
  const headers = { 'content-type': 'application/json', 'x-auth-token': tokens.accessToken };
  const me = await fetch(`${baseUrl}/api/user/getMyUser`, { headers });
  const { userId } = ((await me.json()) as { data: { userId: string } }).data;
  const consents = await fetch(`${baseUrl}/api/user-consents?userId=${userId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ essential: true, dataProcessing: true, analytics: false, marketing: false }),
  });
  if (!consents.ok) throw new Error(`consents failed: ${consents.status} ${await consents.text()}`);
  return { ...tokens, basket: await ordersAndBasket(baseUrl, headers) };
}

/**
 * Three orders at Café Olivera for the customer (the profile's orders under way), and a basket of two
 * of its products for the checkout page, in basket-sync.ts's stored form.
 */
async function ordersAndBasket(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const read = async <T>(url: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${baseUrl}${url}`, { headers, ...init });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  const { providers } = await read<{ providers: { providerId: string; name: string }[] }>('/api/providers');
  const place = providers.find((provider) => provider.name === 'Café Olivera') ?? providers[0];
  if (!place) throw new Error('No demo places: is SEED_DEMO_DATA on?');
  const products = (
    await read<{ productId: string; price: number; available: boolean }[]>(
      `/api/providers/${place.providerId}/products`,
    )
  ).filter((product) => product.available);
  const times = await read<{ asapAvailable: boolean; times: string[] }>(
    `/api/providers/${place.providerId}/pickup-times`,
  );
  const pickup = times.asapAvailable ? { asap: true } : { at: times.times[0] };
  for (const product of products.slice(0, 3)) {
    await read('/api/orders', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        providerId: place.providerId,
        items: [{ productId: product.productId, quantity: 1, selectedExtraOptions: [] }],
        paymentMethod: 'cash',
        pickup,
      }),
    });
  }
  const items = products.slice(0, 2).map((product) => ({
    basketItemId: crypto.randomUUID(),
    productId: product.productId,
    providerId: place.providerId,
    price: product.price,
    quantity: 1,
    selectedExtraOptions: [],
  }));
  return JSON.stringify({
    items: JSON.stringify(items),
    _persist: JSON.stringify({ version: 2, rehydrated: true }),
  });
}

/** The sizes of one asset's body: as it is, and gzip (level 9) and brotli (quality 11) of it. */
async function measureBody(url: string): Promise<Pick<Asset, 'raw' | 'gzip' | 'brotli'>> {
  const body = Buffer.from(
    await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
  };
}

/** Lighthouse's settings that keep a run's trace (and its other artifacts) in a folder of TRACES_DIR. */
function tracedRun(target: Target) {
  const dir = path.join(TRACES_DIR ?? '.', `${target.path.replace(/\W+/g, '-') || 'root'}-${Date.now()}`);
  console.log(`  (trace: npx tsx scripts/bench/long-tasks.ts ${dir})`);
  return {
    gatherMode: dir,
    auditMode: dir,
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  };
}

/**
 * One Lighthouse mobile navigation (its default: a mid-range phone on a slow 4G, simulated) in a
 * fresh Chromium profile. Signed in, the tokens go into localStorage first, from a page that does
 * not start the app (/api/health), and Lighthouse keeps storage: the HTTP cache and service workers
 * are still empty, as on a first visit with a stored session.
 */
async function lighthouseRun(baseUrl: string, target: Target, tokens: Tokens): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (target.signedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(
        ({ pair, basket }) => {
          localStorage.setItem('accessToken', pair.accessToken);
          localStorage.setItem('refreshToken', pair.refreshToken);
          if (basket) localStorage.setItem('persist:basket', basket);
          else localStorage.removeItem('persist:basket');
        },
        { pair: tokens, basket: target.withBasket ? tokens.basket : undefined },
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(
      `${baseUrl}${target.path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: target.signedIn,
        ...(TRACES_DIR ? tracedRun(target) : {}),
      },
      undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${target.path.replace(/\W+/g, '-') || 'root'}-${Date.now()}.json`;
      writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr, null, 2));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items ?? []) as NetworkRequest[];
    const assets: Asset[] = [];
    for (const request of requests) {
      const type =
        request.resourceType === 'Script' ? 'js' : request.resourceType === 'Stylesheet' ? 'css' : undefined;
      if (!type || !request.url.startsWith(baseUrl)) continue;
      assets.push({
        url: request.url,
        type,
        transfer: request.transferSize ?? 0,
        ...(await measureBody(request.url)),
      });
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      assets,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A Lighthouse run, run again (twice at most) when Lighthouse itself fails: now and then its trace
 * of the load comes back without a navigation start (NO_NAVSTART), which says nothing of the page.
 */
async function lighthouseRunRetried(
  baseUrl: string,
  target: Target,
  tokens: Tokens,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(baseUrl, target, tokens);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error && error.message.startsWith('Lighthouse:'))) throw error;
      console.log(`  (${target.name}: ${error.message}; run again)`);
      await delay(SETTLE_MS);
    }
  }
}

function printAssets(assets: Asset[], baseUrl: string): void {
  const sum = (pick: (asset: Asset) => number) => assets.reduce((total, asset) => total + pick(asset), 0);
  console.log(
    `  ${'file'.padEnd(56)} ${'raw KiB'.padStart(8)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)} ${'wire'.padStart(7)}`,
  );
  for (const asset of assets) {
    console.log(
      `  ${asset.url.slice(baseUrl.length).padEnd(56)} ${kib(asset.raw).padStart(8)} ${kib(asset.gzip).padStart(7)} ${kib(asset.brotli).padStart(7)} ${kib(asset.transfer).padStart(7)}`,
    );
  }
  for (const type of ['js', 'css'] as const) {
    const ofType = assets.filter((asset) => asset.type === type);
    const typeSum = (pick: (asset: Asset) => number) =>
      ofType.reduce((total, asset) => total + pick(asset), 0);
    console.log(
      `  ${`${type.toUpperCase()} (${ofType.length} files)`.padEnd(56)} ${kib(typeSum((a) => a.raw)).padStart(8)} ${kib(typeSum((a) => a.gzip)).padStart(7)} ${kib(typeSum((a) => a.brotli)).padStart(7)} ${kib(typeSum((a) => a.transfer)).padStart(7)}`,
    );
  }
  console.log(
    `  ${'JS + CSS'.padEnd(56)} ${kib(sum((a) => a.raw)).padStart(8)} ${kib(sum((a) => a.gzip)).padStart(7)} ${kib(sum((a) => a.brotli)).padStart(7)} ${kib(sum((a) => a.transfer)).padStart(7)}`,
  );
}

async function benchFrontend(): Promise<void> {
  if (!existsSync(path.join(BUILT_APP_DIR, 'index.html'))) {
    console.log(`No built app in ${BUILT_APP_DIR}: run \`npm run build\` first.`);
    return;
  }
  const server = await startAppServer();
  try {
    const tokens = await signUp(server.baseUrl);
    console.log(
      `Front end: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile (simulated slow 4G, 4x CPU slowdown), ${RUNS} run(s) per page, median by score\n`,
    );
    const summary: string[] = [];
    const measured: LighthouseFigures[] = [];
    for (const target of TARGETS) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // The last run's Chromium is still exiting (and the server finishing its requests): on two
        // shared cores that work fell into the next run's page load, observed by it and multiplied.
        await delay(SETTLE_MS);
        runs.push(await lighthouseRunRetried(server.baseUrl, target, tokens));
      }
      measured.push(...runs);
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)] as LighthouseFigures;
      console.log(`${target.name}: JS and CSS loaded by Chromium (raw, gzip -9, brotli -11, on the wire)`);
      printAssets(median.assets, server.baseUrl);
      console.log('');
      summary.push(
        `${target.name.padEnd(34)} ${String(median.score).padStart(5)} ${(median.fcp / 1000).toFixed(2).padStart(7)} ${(median.lcp / 1000).toFixed(2).padStart(7)} ${median.tbt.toFixed(0).padStart(7)} ${median.cls.toFixed(3).padStart(7)}   ${runs.map((r) => r.score).join(' ')}`,
      );
    }
    console.log(
      `${'Lighthouse mobile'.padEnd(34)} ${'score'.padStart(5)} ${'FCP s'.padStart(7)} ${'LCP s'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(7)}   all scores`,
    );
    for (const line of summary) console.log(line);
    // The same 4x slowdown makes a slower phone of a slower host: the scores move with the machine. Said
    // beside them, so that figures of different days can be compared.
    const indexes = measured.map((figures) => Math.round(figures.benchmarkIndex));
    console.log(
      `(the host's CPU as Lighthouse measured it, benchmarkIndex ${Math.min(...indexes)}-${Math.max(...indexes)}: the default 4x slowdown makes a mid-tier phone of a host of 1,500-2,000, a slower phone of a slower host; Lighthouse's docs/throttling.md)`,
    );
    console.log('');
  } finally {
    await server.stop();
  }
}

benchFrontend().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
