import { describe, expect, it } from 'vitest';

import { e2eSuite } from './harness';

describe('the service worker', () => {
  const suite = e2eSuite();

  it('controls the page after the first visit, and the shell then starts offline', async () => {
    const { context, page, errors } = await suite.open();
    await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await context.setOffline(true);
    await page.goto(`${suite.server.url}/m/help`, { waitUntil: 'load' });
    await expect(page.locator('main').first().isVisible()).resolves.toBe(true);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
