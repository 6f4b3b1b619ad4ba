import { describe, expect, it } from 'vitest';

import { e2eSuite } from './harness';

describe('the service worker', () => {
  const suite = e2eSuite();

  it('controls the page after the first visit, and the shell then starts offline', async () => {
    const { context, page, errors } = await suite.open();
    await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    // The pictures of this first visit loaded before the worker controlled the page; the page then tells the worker
    // to keep them (src/lib/keptImages.ts), which takes a moment. A player who goes offline within it loses the
    // pictures not kept yet, as they would any download cut short; this test goes offline once they are kept.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cache = await caches.open('mc-images-v1');
            const seen = performance
              .getEntriesByType('resource')
              .filter((e) => new URL(e.name).pathname.startsWith('/cdn/'))
              .map((e) => e.name);
            const kept = await Promise.all(seen.map((u) => cache.match(u, { ignoreVary: true })));
            return seen.filter((_, i) => !kept[i]);
          }),
        { timeout: 10000 },
      )
      .toEqual([]);
    await context.setOffline(true);
    // A new navigation, offline: the worker answers with the shell, and home renders from the answers the first
    // visit cached (its banners). A screen never visited has nothing cached, and its reads fail offline as they
    // should; that is the offline e2e's subject, not this one's.
    await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'load' });
    await expect(page.locator('main').first().isVisible()).resolves.toBe(true);
    await page.locator('.banners img').first().waitFor({ timeout: 10000 });
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
