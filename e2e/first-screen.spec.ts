// Issue 12: signed in, the first screen does not load in series (the user, then the consents,
// then the screen's code, then its texts, then its data). The shell shows while the session
// is restored, and the screen's chunk, its translations, its data and the consents are all
// asked for before the answer to getMyUser arrives. Checked on the order of the browser's
// network events, not on times.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The page's requests and responses, in the order the browser reports them. */
function recordNetwork(page: Page) {
  const events: string[] = [];
  page.on('request', (request) => events.push(`request ${new URL(request.url()).pathname}`));
  page.on('response', (response) => events.push(`response ${new URL(response.url()).pathname}`));
  return {
    events,
    /** The position of the first event matching `pattern`; fails the test if there is none. */
    indexOf(pattern: RegExp): number {
      const index = events.findIndex((event) => pattern.test(event));
      expect(index, `${pattern} among:\n${events.join('\n')}`).toBeGreaterThanOrEqual(0);
      return index;
    },
  };
}

for (const start of ['/select-restaurant', '/']) {
  test(`signed in at ${start}: the restaurants' chunk, texts and data and the consents start before getMyUser answers`, async ({
    page,
    t,
    customer: _signedIn,
  }) => {
    const network = recordNetwork(page);
    await page.goto(start);
    await page.waitForURL('**/select-restaurant');
    await expect(page.getByRole('heading', { level: 1, name: t('catalog:providers.title') })).toBeVisible();

    const userAnswered = network.indexOf(/^response \/api\/user\/getMyUser$/);
    for (const started of [
      /^request \/assets\/select-restaurant\.\w+\.chunk\.js$/,
      /^request \/assets\/i18n-en-catalog-json\.\w+\.chunk\.js$/,
      /^request \/api\/providers$/,
      /^request \/api\/user-consents$/,
    ]) {
      expect(network.indexOf(started), `${started} before getMyUser's answer`).toBeLessThan(userAnswered);
    }
  });
}
