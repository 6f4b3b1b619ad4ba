import puppeteer, { ProtocolError, type Browser, type Page } from 'puppeteer-core';
import { PHONE, type Engine, type EnginePage, type PageOptions } from './engine';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * The one BiDi command the fallback sends itself: `browsingContext.setViewport`, which every Firefox with BiDi knows.
 * puppeteer-core (pinned) keeps each page's browsing context on its main frame; its public `setViewport` also sends
 * `emulation.setScreenOrientationOverride`, which ESR 140 does not know.
 */
interface BidiFrame {
  browsingContext: {
    setViewport(options: {
      viewport: { width: number; height: number } | null;
      devicePixelRatio: number | null;
    }): Promise<void>;
  };
}

/** True when Firefox answered that it does not know a BiDi command (`unknown command` in the protocol). */
function unknownCommand(error: unknown): boolean {
  return error instanceof ProtocolError && /unknown command|unsupported operation/i.test(error.message);
}

/**
 * The phone's viewport: puppeteer's call where this Firefox knows the emulation module (ESR 153), else the viewport
 * alone over BiDi (ESR 140: the screen's orientation stays the browser's; the app reads none).
 */
async function sizeAsPhone(page: Page): Promise<void> {
  try {
    await page.setViewport({ ...PHONE, deviceScaleFactor: 2 });
  } catch (error) {
    if (!unknownCommand(error)) throw error;
    await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({
      viewport: PHONE,
      devicePixelRatio: 2,
    });
  }
}

/** Starts Debian's Firefox headless; `userAgent` as a preference, for a Firefox without the user-agent command. */
function start(userAgent?: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    ...(userAgent ? { extraPrefsFirefox: { 'general.useragent.override': userAgent } } : {}),
  });
}

/**
 * Firefox (ESR, Debian's) through WebDriver BiDi with puppeteer-core: no geckodriver, no download. Each page lives in
 * a user context of its own (fresh storage and service workers). What the browser's BiDi lacks is learnt from its
 * answers and reached another way (docs/engines.md, "Firefox ESR 140 and 153"): the viewport by the older command, a
 * user agent by a browser of its own started with the preference.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await start();
  const version = await browser.version();
  /** Browsers started for one user agent each, where the BiDi command is missing. */
  const byAgent = new Map<string, Promise<Browser>>();
  let agentCommand = true;

  const pageIn = async (options: PageOptions) => {
    let context = await browser.createBrowserContext();
    let page = await context.newPage();
    if (options.userAgent && agentCommand) {
      try {
        await page.setUserAgent({ userAgent: options.userAgent });
      } catch (error) {
        if (!unknownCommand(error)) throw error;
        agentCommand = false;
        await context.close();
      }
    }
    if (options.userAgent && !agentCommand) {
      let own = byAgent.get(options.userAgent);
      if (!own) byAgent.set(options.userAgent, (own = start(options.userAgent)));
      context = await (await own).createBrowserContext();
      page = await context.newPage();
    }
    return { context, page };
  };

  return {
    name: 'firefox',
    version,
    runsBeforeStart: true,
    async newPage(options: PageOptions = {}) {
      const { context, page } = await pageIn(options);
      if (options.beforeStart) await page.evaluateOnNewDocument(options.beforeStart);
      await sizeAsPhone(page);
      const driven: EnginePage = {
        engine: 'firefox',
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        url: async () => page.url(),
        run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        // A real tap on what a player would see: the element brought to the middle of the screen first, as in the
        // WebKit layer. puppeteer scrolls it only just into view, so an element at the page's end lies under the fixed
        // bottom menu and the click lands on the menu.
        click: async (selector) => {
          await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
          await page.click(selector);
        },
        select: async (selector, value) => {
          await page.select(selector, value);
        },
        clickInFrame: async (frameSelector, selector) => {
          const holder = await page.waitForSelector(frameSelector, { timeout: 20_000 });
          const frame = (await holder!.contentFrame())!;
          const target = await frame
            .waitForSelector(`${selector}:not([disabled])`, { timeout: 20_000 })
            .catch(async (error: unknown) => {
              // What the frame shows says why: still loading, or its game's own message (a spent ticket, an error).
              const shown = await frame
                .evaluate(
                  () => `${document.readyState}: ${document.body?.innerText.replace(/\s+/g, ' ') ?? ''}`,
                )
                .catch((e: unknown) => `unreadable (${String(e)})`);
              throw new Error(
                `firefox: no enabled ${selector} in ${frameSelector} at ${frame.url()}, showing ${shown}`,
                {
                  cause: error,
                },
              );
            });
          // A real click at the target's middle, sent to the page: puppeteer's click inside a frame locates the frame
          // by a BiDi locator (`context`) that ESR 140 does not know.
          const inner = await target!.evaluate((el) => {
            el.scrollIntoView({ block: 'center' });
            const box = el.getBoundingClientRect();
            return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          });
          const outer = await holder!.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return { x: box.x + el.clientLeft, y: box.y + el.clientTop };
          });
          await page.mouse.click(outer.x + inner.x, outer.y + inner.y);
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
    close: async () => {
      await Promise.all([...byAgent.values()].map(async (own) => (await own).close()));
      await browser.close();
    },
  };
}
