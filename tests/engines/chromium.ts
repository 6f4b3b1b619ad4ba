import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/harness';
import { PHONE, type Engine, type EnginePage, type PageOptions } from './engine';

/** Chromium through playwright-core, as the rest of the end-to-end tests drive it: a phone context per page. */
export async function launchChromium(): Promise<Engine> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    runsBeforeStart: true,
    async newPage(options: PageOptions = {}) {
      const context: BrowserContext = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'allow',
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      });
      if (options.beforeStart) await context.addInitScript(options.beforeStart);
      const page: Page = await context.newPage();
      const driven: EnginePage = {
        engine: 'chromium',
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        url: async () => page.url(),
        run: (expression) => page.evaluate(expression),
        click: (selector) => page.locator(selector).first().click(),
        select: async (selector, value) => {
          await page.locator(selector).first().selectOption(value);
        },
        clickInFrame: (frameSelector, selector) =>
          page.frameLocator(frameSelector).locator(selector).first().click({ timeout: 20_000 }),
        type: async (selector, text) => {
          const field = page.locator(selector).first();
          await field.fill('');
          await field.pressSequentially(text);
        },
        screenshot: async (path) => {
          await page.screenshot({ path });
        },
        viewport: () => PHONE,
        close: () => context.close(),
      };
      return driven;
    },
    close: () => browser.close(),
  };
}
