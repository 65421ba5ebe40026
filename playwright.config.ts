// Browser tests (e2e/): the built app and the real server in Debian's Chromium.
// `npm run test:e2e` builds the app and the server bundle first; see e2e/README.md.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { READY_LINE } from './e2e/support/stack-env';

const ARTIFACTS = 'e2e/artifacts';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `${ARTIFACTS}/results`,
  fullyParallel: true,
  // Two workers keep both cores busy while one waits on the server; more only contend for them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${ARTIFACTS}/report`, open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A customer's phone; the service worker only where a test asks for it (pwa.spec.ts).
    viewport: { width: 412, height: 860 },
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One stack per run: the mail catcher, the OpenID provider and the app server (stack.ts). Its
  // addresses reach the workers as E2E_BASE_URL, E2E_CONTROL_URL and E2E_ISSUER_URL; set them
  // yourself to run against a stack you started by hand.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --import tsx e2e/support/stack.ts',
        wait: { stdout: READY_LINE },
        stdout: 'ignore',
        stderr: 'pipe',
        // The shared server writes the demo data on its first start: see SERVER_START_BOUND_MS.
        timeout: 240_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
