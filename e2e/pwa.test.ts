// The app as an installable PWA in a real Chromium: the manifest and icons make it
// installable, the service worker precaches the app shell and takes over after a reload,
// the shell opens offline (deep links too) while the API is never answered from a cache,
// and a new deployment is offered with "A new version is available" + Reload.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, launchBrowser, type RunningServer, snapshot, startServer } from './harness';
import { texts } from './texts';

const t = texts('en');
const BUILT_APP_DIR = process.env.E2E_STATIC_DIR ?? resolve(__dirname, '..', 'dist');

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Unlike the harness's customers, these profiles let the service worker run. */
async function newPwaVisitor(baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-GB',
    viewport: { width: 412, height: 860 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Opens the app, waits for its worker to activate, and reloads so the worker controls the page. */
async function openControlledApp(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
}

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every request URL held in Cache Storage, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map((request) => request.url);
    }
    return byCache;
  });
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(bytes.subarray(0, 8).equals(signature), 'has the PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('ascii'), 'IHDR', 'starts with the IHDR chunk');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Chromium's own verdict on installability. It needs a regular (not incognito) profile, which
 * browser.newContext() cannot give, hence a persistent one in a throwaway folder.
 */
async function chromiumInstallabilityErrors(baseUrl: string): Promise<string[]> {
  const profileDir = mkdtempSync(join(tmpdir(), 'loyalty-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    baseURL: baseUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const devtools = await context.newCDPSession(page);
    const manifest = (await devtools.send('Page.getAppManifest', {})) as {
      errors: Array<{ message: string }>;
    };
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    return [
      ...manifest.errors.map((error) => `manifest: ${error.message}`),
      ...installabilityErrors.map((error) => error.errorId),
    ];
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * Sits between the browser and the server and counts the browser's fetches of /sw.js, which
 * Playwright does not report: the browser's own update checks happen outside any page.
 */
async function startWorkerFetchCounter(target: string) {
  let fetches = 0;
  const waiters: Array<() => void> = [];
  const proxy = createServer((incoming, outgoing) => {
    const upstream = forward(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => {
          if (!incoming.url?.startsWith('/sw.js')) return;
          fetches += 1;
          for (const wake of waiters.splice(0)) wake();
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const { port } = proxy.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async fetched(count: number): Promise<void> {
      while (fetches < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () =>
      new Promise<void>((closed) => {
        proxy.closeAllConnections();
        proxy.close(() => closed());
      }),
  };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

describe('installable PWA', () => {
  test('the manifest is linked, served as JSON, complete, and its icons are real PNGs of their sizes', async () => {
    const { context, page } = await newPwaVisitor(server.baseUrl);
    try {
      await page.goto('/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      assert.ok(manifestHref, 'index.html links a manifest');

      const manifestResponse = await fetch(new URL(manifestHref, server.baseUrl));
      assert.equal(manifestResponse.status, 200);
      assert.match(manifestResponse.headers.get('content-type') ?? '', /^application\/(manifest\+)?json\b/);
      const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
      assert.equal(typeof manifest.name, 'string');
      assert.ok((manifest.name as string).length > 0);
      assert.equal(typeof manifest.short_name, 'string');
      assert.ok((manifest.short_name as string).length <= 12, 'short_name fits under a home-screen icon');
      assert.equal(manifest.start_url, '/');
      assert.equal(manifest.display, 'standalone');

      for (const size of [192, 512]) {
        const icon = manifest.icons.find(
          (candidate) =>
            candidate.sizes === `${size}x${size}` &&
            candidate.type === 'image/png' &&
            (candidate.purpose ?? 'any').split(' ').includes('any'),
        );
        assert.ok(icon, `a ${size}x${size} PNG icon for any purpose`);
        const iconResponse = await fetch(new URL(icon.src, server.baseUrl));
        assert.equal(iconResponse.status, 200, `${icon.src} is served`);
        assert.equal(iconResponse.headers.get('content-type'), 'image/png');
        const dimensions = pngSize(Buffer.from(await iconResponse.arrayBuffer()));
        assert.deepEqual(dimensions, { width: size, height: size }, `${icon.src} is ${size}x${size}`);
      }

      assert.deepEqual(await chromiumInstallabilityErrors(server.baseUrl), []);
    } finally {
      await context.close();
    }
  });

  test('the service worker takes control after a reload and precaches the app shell', async () => {
    const { context, page } = await newPwaVisitor(server.baseUrl);
    try {
      await page.goto('/');
      assert.equal(await isControlled(page), false, 'the first visit is served by the network');
      const scriptUrl = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL,
      );
      assert.equal(scriptUrl, `${server.baseUrl}/sw.js`);

      await page.reload();
      assert.equal(await isControlled(page), true, 'after a reload the worker controls the page');

      const shellAssets = await page.evaluate(() =>
        [
          ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
          ...Array.from(
            document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
            (link) => link.href,
          ),
        ].map((url) => new URL(url).pathname),
      );
      assert.ok(
        shellAssets.some((asset) => asset.endsWith('.js')),
        'the shell has entry scripts',
      );
      assert.ok(
        shellAssets.some((asset) => asset.endsWith('.css')),
        'the shell has a stylesheet',
      );

      const cacheContents = await cachedUrls(page);
      const precacheName = Object.keys(cacheContents).find((name) => name.startsWith('workbox-precache'));
      assert.ok(precacheName, `a Workbox precache exists among ${Object.keys(cacheContents).join(', ')}`);
      const precached = new Set((cacheContents[precacheName] ?? []).map((url) => new URL(url).pathname));
      for (const path of ['/index.html', '/manifest.webmanifest', '/icons/icon-192.png', ...shellAssets]) {
        assert.ok(precached.has(path), `${path} is precached`);
      }
    } finally {
      await context.close();
    }
  });

  test('offline, the shell opens at / and at a deep link, and the API is never answered from a cache', async () => {
    const { context, page } = await newPwaVisitor(server.baseUrl);
    try {
      await openControlledApp(page);
      assert.equal(await isControlled(page), true);
      // Had the worker cached API answers, this one would now be stored.
      const online = await page.evaluate(async () => (await fetch('/api/auth/methods')).status);
      assert.equal(online, 200);

      await context.setOffline(true);

      await page.goto('/');
      await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
      await snapshot(page, 'pwa-offline-login');

      await page.goto('/settings');
      await page.getByRole('heading', { name: t('account:settings.title') }).waitFor();
      await page.getByRole('combobox', { name: t('language.label') }).waitFor();
      await snapshot(page, 'pwa-offline-settings');

      const offlineApi = await page.evaluate(() =>
        fetch('/api/auth/methods').then(
          (response) => `answered ${response.status}`,
          () => 'failed',
        ),
      );
      assert.equal(offlineApi, 'failed', 'an API read offline fails instead of returning stale data');

      const apiEntries = Object.values(await cachedUrls(page))
        .flat()
        .filter((url) => url.includes('/api/'));
      assert.deepEqual(apiEntries, [], 'no Cache Storage entry holds an API answer');
      await assert.rejects(
        page.goto('/api/health'),
        /net::ERR_/,
        'an API address opened offline fails rather than showing the cached shell',
      );
    } finally {
      await context.close();
    }
  });
});

describe('a new deployment', () => {
  let deployDir: string;
  let deployServer: RunningServer;

  before(async () => {
    deployDir = mkdtempSync(join(tmpdir(), 'loyalty-pwa-deploy-'));
    cpSync(BUILT_APP_DIR, deployDir, { recursive: true });
    deployServer = await startServer({ STATIC_DIR: deployDir });
  });

  after(async () => {
    await deployServer?.stop();
    if (deployDir) rmSync(deployDir, { recursive: true, force: true });
  });

  /** Deploys a new version in place: a changed index.html and the worker that precaches it. */
  function deployVersion(build: string): void {
    const indexPath = join(deployDir, 'index.html');
    const index = readFileSync(indexPath, 'utf8');
    const buildMarker = /<meta name="app-build" content="[^"]*">/;
    const marker = `<meta name="app-build" content="${build}">`;
    writeFileSync(
      indexPath,
      buildMarker.test(index)
        ? index.replace(buildMarker, marker)
        : index.replace('<head>', `<head>${marker}`),
    );

    const workerPath = join(deployDir, 'sw.js');
    const worker = readFileSync(workerPath, 'utf8');
    const indexRevision = /(["'])revision\1:\s*(["'])[\w-]+\2,\s*(["'])url\3:\s*(["'])\/index\.html\4/;
    assert.match(worker, indexRevision, 'sw.js precaches /index.html with a revision');
    writeFileSync(
      workerPath,
      `${worker.replace(indexRevision, `"revision":"${build}","url":"/index.html"`)}\n// build ${build}\n`,
    );
  }

  test('offers "A new version is available", and Reload hands the page to the new worker', async () => {
    const { context, page } = await newPwaVisitor(deployServer.baseUrl);
    try {
      await openControlledApp(page);
      const promptText = page.getByText(t('update.available'));
      assert.equal(await promptText.count(), 0, 'no prompt while the deployed version is current');

      deployVersion('second');
      await page.reload();
      await promptText.waitFor();
      await snapshot(page, 'pwa-update-available');
      assert.equal(await page.locator('meta[name="app-build"]').count(), 0, 'the old worker still serves');
      assert.equal(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
        'installed',
        'the new worker waits for the customer',
      );

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: t('update.reload'), exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();

      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          controllerState: navigator.serviceWorker.controller?.state,
          controllerIsActive: navigator.serviceWorker.controller === registration?.active,
          waiting: registration?.waiting ?? null,
          build: document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? null,
        };
      });
      assert.deepEqual(after, {
        controllerState: 'activated',
        controllerIsActive: true,
        waiting: null,
        build: 'second',
      });
      assert.equal(await promptText.count(), 0, 'the prompt is gone once the new version runs');
    } finally {
      await context.close();
    }
  });

  test('is offered to a customer who comes back to the open app, without any navigation', async () => {
    const counter = await startWorkerFetchCounter(deployServer.baseUrl);
    const { context, page } = await newPwaVisitor(counter.baseUrl);
    try {
      await openControlledApp(page);
      // The reload's own update check (the browser's, a moment after the navigation) must be
      // over, or it would find the new version by itself: one fetch to install, one to check.
      await counter.fetched(2);
      await page.evaluate(() => {
        (window as Window & { sameDocument?: boolean }).sameDocument = true;
      });

      deployVersion('third');
      // What the browser fires when a home-screen app returns from the background.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.getByText(t('update.available')).waitFor();
      assert.equal(
        await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
        true,
        'the prompt appeared in the open page, not after a reload',
      );

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: t('update.reload'), exact: true }).click(),
      ]);
      await page.getByRole('heading', { name: t('auth:login.title') }).waitFor();
      assert.equal(await page.locator('meta[name="app-build"]').getAttribute('content'), 'third');
    } finally {
      await context.close();
      await counter.close();
    }
  });
});
