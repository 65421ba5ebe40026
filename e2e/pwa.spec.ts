// The app as an installable PWA in a real Chromium: the manifest and icons make it
// installable, the service worker precaches the app shell (only it: screens and languages are
// cached when first used) and takes over after a reload, the screens used once open offline
// (deep links too) while the API is never answered from a cache, and a new deployment is
// offered with "A new version is available" + Reload.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import {
  type AppServer,
  BUILT_APP_DIR,
  SERVER_FIXTURE_TIMEOUT_MS,
  startAppServer,
} from './support/app-server';
import { test as base, expect, snapshot } from './support/fixtures';

interface Deployment {
  baseUrl: string;
  /** Deploys a new version in place: a changed index.html and the worker that precaches it. */
  deploy: (build: string) => void;
}

const test = base.extend<object, { deployment: Deployment }>({
  // The deployment tests change the deployed files (index.html, sw.js) in place, which would
  // disturb every other test running against the shared server at the same time: they get a
  // server of their own, serving a copy of the build. One per worker, shared by the tests below.
  deployment: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern
    async ({}, use) => {
      const deployDir = mkdtempSync(join(tmpdir(), 'loyalty-pwa-deploy-'));
      let server: AppServer | undefined;
      try {
        cpSync(BUILT_APP_DIR, deployDir, { recursive: true });
        server = await startAppServer({ env: { STATIC_DIR: deployDir } });
        await use({ baseUrl: server.baseUrl, deploy: (build) => deployVersion(deployDir, build) });
      } finally {
        await server?.stop();
        rmSync(deployDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
});

// Unlike the other suites' customers, these profiles let the service worker run.
test.use({ serviceWorkers: 'allow' });

/** Writes a deployed file with the brotli and gzip copies the build makes beside it (served first). */
function writeDeployed(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

function deployVersion(deployDir: string, build: string): void {
  const indexPath = join(deployDir, 'index.html');
  const index = readFileSync(indexPath, 'utf8');
  const buildMarker = /<meta name="app-build" content="[^"]*">/;
  const marker = `<meta name="app-build" content="${build}">`;
  writeDeployed(
    indexPath,
    buildMarker.test(index) ? index.replace(buildMarker, marker) : index.replace('<head>', `<head>${marker}`),
  );

  const workerPath = join(deployDir, 'sw.js');
  const worker = readFileSync(workerPath, 'utf8');
  const indexRevision = /(["'])revision\1:\s*(["'])[\w-]+\2,\s*(["'])url\3:\s*(["'])\/index\.html\4/;
  expect(worker, 'sw.js precaches /index.html with a revision').toMatch(indexRevision);
  writeDeployed(
    workerPath,
    `${worker.replace(indexRevision, `"revision":"${build}","url":"/index.html"`)}\n// build ${build}\n`,
  );
}

/** Opens the app, waits for its worker to activate, and reloads so the worker controls the page. */
async function openControlledApp(page: Page, heading: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
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
  expect(bytes.subarray(0, 8).equals(signature), 'has the PNG signature').toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii'), 'starts with the IHDR chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
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

test.describe('installable PWA', () => {
  test('the manifest is linked, served as JSON, complete, and its icons are real PNGs of their sizes', async ({
    page,
    request,
    playwright,
    launchOptions,
    baseURL,
  }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref, 'index.html links a manifest').toBeTruthy();

    const manifestResponse = await request.get(manifestHref as string);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/(manifest\+)?json\b/);
    const manifest = (await manifestResponse.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(typeof manifest.name).toBe('string');
    expect((manifest.name as string).length).toBeGreaterThan(0);
    expect(typeof manifest.short_name).toBe('string');
    expect(
      (manifest.short_name as string).length,
      'short_name fits under a home-screen icon',
    ).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');

    for (const size of [192, 512]) {
      const icon = manifest.icons.find(
        (candidate) =>
          candidate.sizes === `${size}x${size}` &&
          candidate.type === 'image/png' &&
          (candidate.purpose ?? 'any').split(' ').includes('any'),
      );
      expect(icon, `a ${size}x${size} PNG icon for any purpose`).toBeDefined();
      const iconResponse = await request.get((icon as ManifestIcon).src);
      expect(iconResponse.status(), `${icon?.src} is served`).toBe(200);
      expect(iconResponse.headers()['content-type']).toBe('image/png');
      expect(pngSize(await iconResponse.body()), `${icon?.src} is ${size}x${size}`).toEqual({
        width: size,
        height: size,
      });
    }

    // Chromium's own verdict on installability. It needs a regular (not incognito) profile,
    // which browser.newContext() cannot give, hence a persistent one in a throwaway folder.
    const profileDir = mkdtempSync(join(tmpdir(), 'loyalty-pwa-profile-'));
    const installable = await playwright.chromium.launchPersistentContext(profileDir, {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const profilePage = installable.pages()[0] ?? (await installable.newPage());
      await profilePage.goto('/');
      await profilePage.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const devtools = await installable.newCDPSession(profilePage);
      const { errors } = (await devtools.send('Page.getAppManifest', {})) as {
        errors: Array<{ message: string }>;
      };
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect([
        ...errors.map((error) => `manifest: ${error.message}`),
        ...installabilityErrors.map((error) => error.errorId),
      ]).toEqual([]);
    } finally {
      await installable.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });

  test('the service worker takes control after a reload and precaches the app shell', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    expect(await isControlled(page), 'the first visit is served by the network').toBe(false);
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toBe(`${baseURL}/sw.js`);

    await page.reload();
    expect(await isControlled(page), 'after a reload the worker controls the page').toBe(true);

    // The entry scripts and stylesheet, as index.html names them.
    const indexHtml = await page.evaluate(async () => (await fetch('/index.html')).text());
    const shellAssets = [...indexHtml.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+)/g)].map(
      (match) => match[1] as string,
    );
    expect(
      shellAssets.some((asset) => asset.endsWith('.js')),
      'the shell has entry scripts',
    ).toBe(true);
    expect(
      shellAssets.some((asset) => asset.endsWith('.css')),
      'the shell has a stylesheet',
    ).toBe(true);

    const cacheContents = await cachedUrls(page);
    const precacheName = Object.keys(cacheContents).find((name) => name.startsWith('workbox-precache'));
    expect(precacheName, `a Workbox precache among ${Object.keys(cacheContents).join(', ')}`).toBeDefined();
    const precached = new Set(
      (cacheContents[precacheName as string] ?? []).map((url) => new URL(url).pathname),
    );
    const shell = ['/index.html', '/manifest.webmanifest', '/icons/icon-192.png', ...shellAssets];
    for (const path of shell) {
      expect(precached.has(path), `${path} is precached`).toBe(true);
    }
    expect(
      [...precached].filter((path) => !shell.includes(path) && !path.startsWith('/icons/')),
      'the precache holds the shell only: no screen, no language',
    ).toEqual([]);

    // What the first visit loaded besides the shell (the login screen, its English texts) is
    // cached for offline use; the other languages are not downloaded.
    const runtimeCached = async () =>
      ((await cachedUrls(page)).assets ?? []).map((url) => new URL(url).pathname);
    for (const chunk of [
      /^\/assets\/login\.\w+\.chunk\.js$/,
      /^\/assets\/i18n-en-auth-json\.\w+\.chunk\.js$/,
    ]) {
      await expect
        .poll(async () => (await runtimeCached()).some((path) => chunk.test(path)), `${chunk} is cached`)
        .toBe(true);
    }
    expect(
      (await runtimeCached()).filter((path) => /i18n-/.test(path) && !/i18n-en-/.test(path)),
      'no other language is cached',
    ).toEqual([]);
  });

  test('offline, the shell opens at / and at a deep link used before, and the API is never answered from a cache', async ({
    context,
    page,
    t,
  }) => {
    await openControlledApp(page, t('auth:login.title'));
    expect(await isControlled(page)).toBe(true);
    // Screens are cached when first used: the settings once online.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: t('account:settings.title') })).toBeVisible();
    // Had the worker cached API answers, this one would now be stored.
    const online = await page.evaluate(async () => (await fetch('/api/auth/methods')).status);
    expect(online).toBe(200);

    await context.setOffline(true);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
    await snapshot(page, 'pwa-offline-login');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: t('account:settings.title') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('language.label') })).toBeVisible();
    await snapshot(page, 'pwa-offline-settings');

    const offlineApi = await page.evaluate(() =>
      fetch('/api/auth/methods').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(offlineApi, 'an API read offline fails instead of returning stale data').toBe('failed');

    const apiEntries = Object.values(await cachedUrls(page))
      .flat()
      .filter((url) => url.includes('/api/'));
    expect(apiEntries, 'no Cache Storage entry holds an API answer').toEqual([]);
    await expect(
      page.goto('/api/health'),
      'an API address opened offline fails rather than showing the cached shell',
    ).rejects.toThrow(/net::ERR_/);
  });
});

test.describe('a new deployment', () => {
  // Both tests deploy into the same folder: one after the other, in the worker that owns it.
  test.describe.configure({ mode: 'default' });

  test('offers "A new version is available", and Reload hands the page to the new worker', async ({
    page,
    t,
    deployment,
  }) => {
    await openControlledApp(page, t('auth:login.title'), deployment.baseUrl);
    const promptText = page.getByText(t('update.available'));
    await expect(promptText, 'no prompt while the deployed version is current').toHaveCount(0);

    deployment.deploy('second');
    await page.reload();
    await expect(promptText).toBeVisible();
    await snapshot(page, 'pwa-update-available');
    await expect(page.locator('meta[name="app-build"]'), 'the old worker still serves').toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
      'the new worker waits for the customer',
    ).toBe('installed');

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: t('update.reload'), exact: true }).click(),
    ]);
    await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();

    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controllerState: navigator.serviceWorker.controller?.state,
        controllerIsActive: navigator.serviceWorker.controller === registration?.active,
        waiting: registration?.waiting ?? null,
        build: document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? null,
      };
    });
    expect(after).toEqual({
      controllerState: 'activated',
      controllerIsActive: true,
      waiting: null,
      build: 'second',
    });
    await expect(promptText, 'the prompt is gone once the new version runs').toHaveCount(0);
  });

  test('is offered to a customer who comes back to the open app, without any navigation', async ({
    page,
    t,
    deployment,
  }) => {
    const counter = await startWorkerFetchCounter(deployment.baseUrl);
    try {
      await openControlledApp(page, t('auth:login.title'), counter.baseUrl);
      // The reload's own update check (the browser's, a moment after the navigation) must be
      // over, or it would find the new version by itself: one fetch to install, one to check.
      await counter.fetched(2);
      await page.evaluate(() => {
        (window as Window & { sameDocument?: boolean }).sameDocument = true;
      });

      deployment.deploy('third');
      // What the browser fires when a home-screen app returns from the background.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByText(t('update.available'))).toBeVisible();
      expect(
        await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
        'the prompt appeared in the open page, not after a reload',
      ).toBe(true);

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: t('update.reload'), exact: true }).click(),
      ]);
      await expect(page.getByRole('heading', { name: t('auth:login.title') })).toBeVisible();
      await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'third');
    } finally {
      await counter.close();
    }
  });
});
