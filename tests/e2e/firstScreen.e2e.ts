import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DRAWING_LANGUAGE_COOKIE, FIRST_SCREEN_HOLD_MS, FIRST_SCREEN_ID } from '../../src/api/contract/boot';
import { shoot, text } from './app';
import { e2eSuite, phoneContext } from './harness';

// The first screen, drawn by the server (docs/performance.md): a first visit's landing page carries its screen drawn
// from the app's own components, which shows before any script has run and gives way to the app's own screen, in
// the same place, once that has what it shows.

const SCREENS = [
  { name: 'home', url: '/m/home', largest: '.banner img', last: '.game-grid li' },
  { name: 'login', url: '/m/login', largest: '#login-title', last: 'button[type="submit"]' },
  { name: 'list', url: '/m/gameList?gameType=RNG', largest: '.game-tile-img', last: '.game-tile-img' },
] as const;

type Box = [number, number, number, number] | null;

/** The box of the first element matching `selector` inside `within`, rounded to whole pixels. */
function boxOf(page: Page, within: string, selector: string): Promise<Box> {
  return page.evaluate(
    ([w, s]) => {
      const el = document.querySelector(`${w} ${s}`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)] as [
        number,
        number,
        number,
        number,
      ];
    },
    [within, selector] as const,
  );
}

const drawingShown = (page: Page) =>
  page.evaluate((id) => document.getElementById(id) !== null, FIRST_SCREEN_ID);

describe('the first screen, drawn by the server', () => {
  const suite = e2eSuite();

  for (const screen of SCREENS) {
    it(`${screen.name}: paints without any script, inert, and the app takes over in the same place`, async () => {
      // No script at all: what the page alone paints.
      const bare = await suite.open();
      await bare.page.route('**/*.js', (route) => route.abort());
      await bare.page.goto(`${suite.server.url}${screen.url}`);
      const drawn = bare.page.locator(`#${FIRST_SCREEN_ID} ${screen.largest}`).first();
      await drawn.waitFor({ state: 'visible' });
      const still = await boxOf(bare.page, `#${FIRST_SCREEN_ID}`, screen.largest);
      expect(still, 'the largest paint is drawn on screen').not.toBeNull();
      expect(still![1]).toBeLessThan(844);
      if (screen.name !== 'login') {
        // The picture is there, loaded, with the page alone.
        expect(await drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
          true,
        );
      }
      // Nothing in it reacts, and assistive technology does not see it (the app's own screen is what it reads).
      expect(await bare.page.locator(`#${FIRST_SCREEN_ID}`).getAttribute('aria-hidden')).toBe('true');
      expect(await bare.page.locator(`#${FIRST_SCREEN_ID}`).evaluate((el) => (el as HTMLElement).inert)).toBe(
        true,
      );
      expect(await bare.page.locator('#root').isVisible()).toBe(false);
      // It paints in the merchant's colours, the page's own theme style allowed by the page's policy.
      const theme = (
        (await (await fetch(`${suite.server.url}/wps/system/config`)).json()) as {
          value: { theme: { colors: Record<string, string> } };
        }
      ).value.theme.colors;
      expect(
        await bare.page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        ),
      ).toBe(theme['--color-primary']);
      await shoot(bare.page, `first-screen-${screen.name}-drawn`);
      await bare.context.close();

      // With the app: the drawing goes, and the app's own element sits exactly where the drawn one was.
      const { context, page, errors } = await suite.open();
      // What the app shows at the moment the drawing goes: its screen whole, the part that comes last (home's games,
      // which wait for the hot-match ticker) too, never a screen still filling in.
      await page.addInitScript(
        ([id, selectors]) => {
          const w = window as unknown as { atRelease?: number[]; seen?: boolean; rootWrites?: string[] };
          // The app finds the page's language and theme already set, and writes neither on <html> (each write there
          // restyles the whole page).
          w.rootWrites = [];
          new MutationObserver((records) => {
            for (const r of records)
              if (r.target === document.documentElement) w.rootWrites!.push(r.attributeName!);
          }).observe(document, { attributes: true, attributeFilter: ['style', 'lang', 'class'] });
          new MutationObserver(() => {
            if (document.getElementById(id)) w.seen = true;
            else if (w.seen && !w.atRelease)
              w.atRelease = selectors.map((s) => document.querySelectorAll(`#root ${s}`).length);
          }).observe(document, { childList: true, subtree: true });
        },
        [FIRST_SCREEN_ID, [screen.largest, screen.last]] as const,
      );
      await page.goto(`${suite.server.url}${screen.url}`);
      // The screen itself ends the drawing, well before the hold would.
      await page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID, {
        timeout: FIRST_SCREEN_HOLD_MS - 1000,
      });
      const atRelease = await page.evaluate(() => (window as unknown as { atRelease?: number[] }).atRelease);
      expect(await page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites)).toEqual(
        [],
      );
      expect(
        atRelease?.every((n) => n > 0),
        `${screen.largest}, ${screen.last} in the app at the swap`,
      ).toBe(true);
      await page.locator(`#root ${screen.largest}`).first().waitFor({ state: 'visible' });
      expect(await boxOf(page, '#root', screen.largest)).toEqual(still);
      // The screen that was already on show does not fade in again.
      expect(await page.locator('#root main#main').getAttribute('class')).not.toContain('fade-in');
      if (screen.name === 'home') {
        // The latest news opens as the app takes over: once it shows, the focus is in it (src/ui/Dialog.tsx; one
        // opened while still beneath the drawing waits for it to go, as a hidden element takes no focus).
        await page.locator('#root [role="dialog"]').waitFor({ state: 'visible' });
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.closest('#root [role="dialog"]') !== null))
          .toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("draws the worker's request in EN, with the same pictures and the EN catalogue's text", async () => {
    for (const screen of SCREENS) {
      const drawn: Record<string, { lang: string | null; images: number; text: string }> = {};
      for (const language of ['TY', 'EN']) {
        const bare = await suite.open();
        // The header the worker sends for a player of EN (sw/drawings.ts); a browser's navigation sends none.
        await bare.context.setExtraHTTPHeaders({ language });
        await bare.page.route('**/*.js', (route) => route.abort());
        await bare.page.goto(`${suite.server.url}${screen.url}`);
        await bare.page
          .locator(`#${FIRST_SCREEN_ID} ${screen.largest}`)
          .first()
          .waitFor({ state: 'visible' });
        const first = bare.page.locator(`#${FIRST_SCREEN_ID}`);
        drawn[language] = {
          lang: await bare.page.locator('html').getAttribute('lang'),
          images: await first.locator('img').count(),
          text: (await first.innerText()).replace(/\s+/g, ' '),
        };
        if (language === 'EN') await shoot(bare.page, `first-screen-${screen.name}-drawn-en`);
        await bare.context.close();
      }
      expect(drawn.TY!.lang, screen.name).toBe('fil');
      expect(drawn.EN!.lang, screen.name).toBe('en');
      // The same answers drawn: every picture of the TY drawing is in the EN one (the banners, the game tiles).
      expect(drawn.EN!.images, screen.name).toBe(drawn.TY!.images);
      expect(drawn.EN!.text, screen.name).not.toBe(drawn.TY!.text);
    }
  });

  it('leaves the drawing once the app is up: the screen reacts, and other routes fade in as before', async () => {
    const { context, page, errors } = await suite.open();
    await page.goto(`${suite.server.url}/m/login`);
    const username = page.locator('#root #login-username');
    await username.fill('demo');
    expect(await drawingShown(page)).toBe(false);
    await expect(username.inputValue()).resolves.toBe('demo');
    await page.locator('#root .auth-strip a[href="/m/register"]').click();
    await page.waitForURL('**/m/register');
    expect(await page.locator('#root main#main').getAttribute('class')).toContain('fade-in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives way after its hold when the screen cannot load, to the retry', async () => {
    const { context, page } = await suite.open();
    // Every try of the screen's code fails, the app's own retries too (they ask again under `?retry=N`).
    await page.route('**/assets/HomeScreen-*.js*', (route) => route.abort());
    const res = await page.goto(`${suite.server.url}/m/home`);
    // The server drew the page, and it still shows at load: the hold, not the app, ends it.
    expect(await res?.text()).toContain(`id="${FIRST_SCREEN_ID}"`);
    expect(await drawingShown(page)).toBe(true);
    // The shell's own parts are in by now: while the screen's code cannot load, they do not end the drawing.
    await page.waitForTimeout(1500);
    expect(await drawingShown(page)).toBe(true);
    await page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID, {
      timeout: FIRST_SCREEN_HOLD_MS + 5000,
    });
    await page
      .getByText(text('TY', 'This page could not load. Check your connection and try again.'))
      .waitFor({ state: 'visible' });
    await context.close();
  });

  it('loads the pictures in view in the drawing, before the app, and those further down only as they come near', async () => {
    // The app's entry held back for good: only the start loader runs beside the drawing (src/start.ts).
    const { page, context } = await suite.open();
    await page.route('**/assets/index-*.js', (route) => route.abort());
    // One tile's picture fails, the first lazy one (read with no script at all: the second row, in view): the drawing
    // shows a plain tile, not the engine's broken-image glyph.
    const failing = await (async () => {
      const probe = await suite.open();
      await probe.page.route('**/*.js', (route) => route.abort());
      await probe.page.goto(`${suite.server.url}/m/gameList?gameType=RNG`);
      const src = await probe.page
        .locator(`#${FIRST_SCREEN_ID} .game-grid img[data-lazy-src]`)
        .first()
        .getAttribute('data-lazy-src');
      await probe.context.close();
      return src!;
    })();
    await page.route(`**${new URL(failing, suite.server.url).pathname}`, (route) => route.abort());
    await page.goto(`${suite.server.url}/m/gameList?gameType=RNG`);
    const tiles = () =>
      page.evaluate((id) => {
        const margin = 100; // LAZY_MARGIN_PX, spec 02 §4, §9
        return [...document.querySelectorAll<HTMLImageElement>(`#${id} .game-grid img`)].map((img) => {
          const r = img.getBoundingClientRect();
          return {
            near: r.top < innerHeight + margin && r.bottom > -margin,
            asked: img.hasAttribute('src'),
            waiting: img.hasAttribute('data-lazy-src'),
            drawn: img.complete && img.naturalWidth > 0,
            failed: img.classList.contains('img-failed'),
          };
        });
      }, FIRST_SCREEN_ID);
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll<HTMLImageElement>(`#${id} .game-grid img`)]
          .filter((img) => img.getBoundingClientRect().top < innerHeight)
          .every((img) => (img.complete && img.naturalWidth > 0) || img.classList.contains('img-failed')),
      FIRST_SCREEN_ID,
    );
    const first = await tiles();
    const near = first.filter((t) => t.near);
    const far = first.filter((t) => !t.near);
    expect(near.length, 'tiles in view').toBeGreaterThan(3);
    expect(far.length, 'tiles further down than the first screen and its margin').toBeGreaterThan(0);
    expect(near.filter((t) => t.failed)).toHaveLength(1);
    expect(
      near.every((t) => t.drawn || (t.failed && !t.asked)),
      'every tile in view drawn',
    ).toBe(true);
    expect(
      far.every((t) => !t.asked && t.waiting),
      'no tile further down asked for',
    ).toBe(true);
    expect(await drawingShown(page)).toBe(true);
    // Scrolled (by script: a wheel over the inert drawing does not scroll it), the next tiles come near and load, still in
    // the drawing.
    await page.evaluate(() => scrollTo(0, innerHeight));
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll<HTMLImageElement>(`#${id} .game-grid img`)]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.top >= 0 && r.top < innerHeight;
          })
          .every((img) => (img.complete && img.naturalWidth > 0) || img.classList.contains('img-failed')),
      FIRST_SCREEN_ID,
    );
    const scrolled = await tiles();
    expect(scrolled.filter((t) => t.asked).length).toBeGreaterThan(first.filter((t) => t.asked).length);
    await context.close();
  });

  it('starts the app once the page has settled after its largest pictures, or at once on a touch', async () => {
    // The page's clock held (Playwright's fake timers and frames): the start loader's wait (src/start.ts, SETTLE_MS)
    // passes only as the test moves the clock, so what is asked for when does not hang on the host's speed.
    const SETTLE_MS = 700;
    const startsAsked = (page: Page) =>
      page.evaluate(() => {
        const named = (
          document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appModules ?? ''
        )
          .split(' ')
          .filter(Boolean)
          .map((href) => new URL(href, location.href).href);
        const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (l) => l.href,
        );
        return named.length > 0 && named.some((href) => preloaded.includes(href));
      });
    const held = async () => {
      const opened = await suite.open();
      // The pictures held back until the clock is held, so the loader's wait cannot begin before it.
      let release = () => {};
      const pictures = new Promise<void>((resolve) => (release = resolve));
      await opened.page.route(/\.(png|jpe?g|webp)(\?|$)/, async (route) => {
        await pictures;
        await route.continue();
      });
      await opened.page.addInitScript(() => {
        const loaded = new Set<string>();
        (window as unknown as { __loaded: Set<string> }).__loaded = loaded;
        // Before the target's own listeners (the loader's), in the same dispatch.
        document.addEventListener(
          'load',
          (e) => {
            if (e.target instanceof HTMLImageElement) loaded.add(e.target.src);
          },
          true,
        );
      });
      await opened.page.clock.install();
      await opened.page.goto(`${suite.server.url}/m/home`, { waitUntil: 'commit' });
      // Held a moment ahead of the page's clock, which runs until then: nothing of the loader's is due by then, its
      // pictures being held.
      await opened.page.clock.pauseAt((await opened.page.evaluate(() => Date.now())) + 300);
      release();
      // The drawing's largest pictures (the preloaded ones, which the loader waits for) loaded, their load events
      // dispatched (so the loader has asked for its frame), and no frame run since: the loader's wait has not begun.
      await expect
        .poll(
          () =>
            opened.page.evaluate(() => {
              const loaded = (window as unknown as { __loaded?: Set<string> }).__loaded ?? new Set<string>();
              const largest = [
                ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
              ];
              return largest.length > 0 && largest.every((l) => loaded.has(l.href));
            }),
          { message: "the drawing's largest pictures loaded", timeout: 10000, interval: 50 },
        )
        .toBe(true);
      return opened;
    };

    // Left alone: nothing of the app is asked for until SETTLE_MS after the frame that shows the pictures.
    const alone = await held();
    await alone.page.clock.runFor(SETTLE_MS - 100);
    expect(await startsAsked(alone.page), 'asked for before the page settled').toBe(false);
    await alone.page.clock.runFor(200);
    expect(await startsAsked(alone.page), 'asked for once the page has settled').toBe(true);
    await alone.page.clock.resume();
    await alone.page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID);
    expect(alone.errors).toEqual([]);
    await alone.context.close();

    // Touched: the app is asked for at once, with the clock still held.
    const touched = await held();
    expect(await startsAsked(touched.page)).toBe(false);
    await touched.page.touchscreen.tap(200, 400);
    expect(await startsAsked(touched.page), 'asked for on the touch').toBe(true);
    await touched.page.clock.resume();
    await touched.page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID);
    expect(touched.errors).toEqual([]);
    await touched.context.close();
  });

  it("fits the drawing to this browser's stored state before the app starts", async () => {
    // The entry blocked, the start loader not: what the page shows from the drawing alone.
    const stored = async (preferences: Record<string, unknown>) => {
      const opened = await suite.open();
      await opened.context.addInitScript((p: string) => {
        if (location.protocol !== 'about:') localStorage.setItem('MC_PREFERENCES', p);
      }, JSON.stringify(preferences));
      return opened;
    };
    // A closed download bar: drawn without it, the banner where the app will put it.
    const closed = await stored({ downloadBarClosed: true });
    await closed.page.route('**/assets/index-*.js', (route) => route.abort());
    await closed.page.goto(`${suite.server.url}/m/home`);
    await closed.page.waitForFunction(
      (id) => document.getElementById(id) !== null && !document.querySelector(`#${id} .download-bar`),
      FIRST_SCREEN_ID,
    );
    const drawnBanner = await boxOf(closed.page, `#${FIRST_SCREEN_ID}`, '.banner img');
    await closed.context.close();
    const app = await stored({ downloadBarClosed: true });
    await app.page.goto(`${suite.server.url}/m/home`);
    await app.page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID);
    await app.page.locator('#root .banner img').first().waitFor({ state: 'visible' });
    expect(await boxOf(app.page, '#root', '.banner img')).toEqual(drawnBanner);
    expect(await app.page.locator('.download-bar').count()).toBe(0);
    await app.context.close();
    // Another language: no TY drawing at all; the app starts at once, in English.
    const english = await stored({ language: 'EN' });
    await english.page.route('**/assets/index-*.js', (route) => route.abort());
    await english.page.goto(`${suite.server.url}/m/login`);
    await english.page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID);
    await english.context.close();
  });

  it("draws an EN player's next page from the network in EN: the app names its language in a cookie", async () => {
    // No worker: every page comes from the network, as on a hard reload or before the first worker takes over.
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(
      (p: string) => {
        if (location.protocol !== 'about:' && localStorage.getItem('MC_PREFERENCES') === null)
          localStorage.setItem('MC_PREFERENCES', p);
      },
      JSON.stringify({ language: 'EN' }),
    );
    const errors: string[] = [];
    const first = await context.newPage();
    first.on('pageerror', (e) => errors.push(e.message));
    await first.goto(`${suite.server.url}/m/login`);
    // Before the cookie, the TY drawing is dropped unseen and the app starts in EN.
    await first.locator('#root #login-title').waitFor({ state: 'visible' });
    expect(await first.locator('html').getAttribute('lang')).toBe('en');
    // Written once the page is idle (src/stores/language.ts), at the latest 2 s after the app shows.
    const languageCookie = async () =>
      (await context.cookies(`${suite.server.url}/m/`)).find((c) => c.name === DRAWING_LANGUAGE_COOKIE);
    await expect.poll(async () => (await languageCookie())?.value, { timeout: 5000 }).toBe('EN');
    const cookie = await languageCookie();
    expect(cookie?.path).toBe('/m/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    await first.close();
    // The next page the browser asks for itself: drawn in EN, and shown (the app's entry blocked, so what shows is
    // the drawing alone).
    for (const screen of SCREENS) {
      const page = await context.newPage();
      await page.route('**/assets/index-*.js', (route) => route.abort());
      await page.goto(`${suite.server.url}${screen.url}`);
      await page.locator(`#${FIRST_SCREEN_ID} ${screen.largest}`).first().waitFor({ state: 'visible' });
      expect(await page.locator(`#${FIRST_SCREEN_ID}`).getAttribute('data-language'), screen.name).toBe('EN');
      expect(await page.locator('html').getAttribute('lang'), screen.name).toBe('en');
      if (screen.name === 'login')
        expect(await page.locator(`#${FIRST_SCREEN_ID} #login-title`).innerText()).toBe(text('EN', 'Login'));
      await shoot(page, `first-screen-${screen.name}-network-en`);
      await page.close();
    }
    // With the app: it takes over from the EN drawing and stays in EN.
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.server.url}/m/login`);
    await page.waitForFunction((id) => document.getElementById(id) === null, FIRST_SCREEN_ID);
    expect(await page.locator('#root #login-title').innerText()).toBe(text('EN', 'Login'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not drawn for other routes, nor for a start from the installed app', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.server.url}/m/promo`);
    expect(await drawingShown(page)).toBe(false);
    await context.close();
    const fresh = await phoneContext(suite.browser);
    const shell = await fresh.request.get(`${suite.server.url}/m/index.html`);
    expect(await shell.text()).not.toContain(`id="${FIRST_SCREEN_ID}"`);
    await fresh.close();
  });
});
