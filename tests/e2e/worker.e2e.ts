import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, phoneContext, startServer, type RunningServer } from './harness';

describe('the service worker', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('controls the page after the first visit, and the shell then starts offline', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/home`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await context.setOffline(true);
    await page.goto(`${server.url}/m/help`, { waitUntil: 'load' });
    await expect(page.locator('main').first().isVisible()).resolves.toBe(true);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
