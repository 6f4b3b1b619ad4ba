import puppeteer, { type Browser } from 'puppeteer-core';
import { PHONE, type Engine, type EnginePage, type PageOptions } from './engine';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox (ESR, Debian's) through WebDriver BiDi with puppeteer-core: no geckodriver, no download. Each page lives in
 * a user context of its own (fresh storage and service workers).
 */
export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
  });
  return {
    name: 'firefox',
    runsBeforeStart: true,
    async newPage(options: PageOptions = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (options.beforeStart) await page.evaluateOnNewDocument(options.beforeStart);
      if (options.userAgent) await page.setUserAgent({ userAgent: options.userAgent });
      await page.setViewport({ ...PHONE, deviceScaleFactor: 2 });
      const driven: EnginePage = {
        engine: 'firefox',
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        url: async () => page.url(),
        run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        click: (selector) => page.click(selector),
        select: async (selector, value) => {
          await page.select(selector, value);
        },
        clickInFrame: async (frameSelector, selector) => {
          const holder = await page.waitForSelector(frameSelector, { timeout: 20_000 });
          const frame = (await holder!.contentFrame())!;
          await frame.waitForSelector(`${selector}:not([disabled])`, { timeout: 20_000 });
          await frame.click(selector);
        },
        type: async (selector, text) => {
          // Select what is there and type over it, as a person would.
          await page.click(selector, { count: 3 });
          await page.keyboard.press('Backspace');
          await page.type(selector, text);
        },
        screenshot: async (path) => {
          await page.screenshot({ path: path as `${string}.png` });
        },
        viewport: () => PHONE,
        close: () => context.close(),
      };
      return driven;
    },
    close: () => browser.close(),
  };
}
