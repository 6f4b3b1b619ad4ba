import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encryptionHeader } from '../../src/api/contract/session';
import { sealPayload } from '../../src/lib/crypto';
import { formatMoney } from '../../src/lib/money';
import { collectErrors, phoneContext, e2eSuite } from './harness';
import { LONG_PRESS_MS } from '../../src/ui/Carousel';

// Issue 5 "Tests that show it": home, popups, NOTICE_POP, the game list, favourites, launch and the lottery URL,
// in Chromium against the real server. English text, so the assertions read like the screens.

interface Session {
  token: string;
  userName: string;
  customerType: number;
}

const suite = e2eSuite();

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${suite.server.url}${path}`, {
    ...init,
    headers: { Merchant: 'demo', Language: 'EN', ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.value;
}

/** Logs in through the real sealed login call, as the app does. */
async function login(username: string, password: string): Promise<Session> {
  const key = await api<Parameters<typeof sealPayload>[1]>('/wps/system/publicKey');
  const sealed = await sealPayload({ username, password }, key);
  return api<Session>('/wps/session/login', {
    method: 'POST',
    body: sealed,
    headers: { 'Content-Type': 'application/jose', Encryption: encryptionHeader(key.kid) },
  });
}

/** A fresh phone context in English; `notice` leaves NOTICE_POP unset; `session` starts signed in. */
async function open(path: string, options: { notice?: boolean; session?: Session } = {}) {
  const context = await phoneContext(suite.browser);
  await context.addInitScript(
    ({ notice, session }) => {
      if (sessionStorage.getItem('e2e-init')) return;
      sessionStorage.setItem('e2e-init', '1');
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
      if (!notice) sessionStorage.setItem('NOTICE_POP', '1');
      if (session) {
        sessionStorage.setItem(
          'MC_SESSION_INFO',
          JSON.stringify({
            token: session.token,
            merchantCode: 'demo',
            userName: session.userName,
            type: session.customerType,
            firstTimeLogin: false,
          }),
        );
      }
    },
    { notice: options.notice === true, session: options.session },
  );
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${suite.server.url}${path}`, { waitUntil: 'networkidle' });
  return { context, page, errors };
}

/** The layout shifts the page has had since its start whose moved elements lie within `selector`. */
const shiftsWithin = (page: Page, selector: string) =>
  page.evaluate(
    (within) =>
      new Promise<number>((done) => {
        let moved = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources?: { node?: Node | null }[];
          })[])
            for (const source of entry.sources ?? [])
              if (source.node instanceof Element && source.node.closest(within)) moved++;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(moved), 300);
      }),
    selector,
  );

const tiles = (page: Page) => page.locator('.game-grid .game-tile');

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

describe('home and games', () => {
  it('home renders banners, the ticker, the guest popup and the categories in the server order', async () => {
    const { context, page, errors } = await open('/m/home');
    const config = await api<{ sorting: { gameCategory: string; vendorNames: string[] }[] }>(
      '/wps/relay/GCSGAME_gameVendorConfig',
    );
    const expected = [
      'HOT',
      ...config.sorting
        .filter((s) => s.gameCategory !== 'HOT' && s.vendorNames.length > 0)
        .map((s) => s.gameCategory),
    ];
    await page.locator('.banners img').first().waitFor();
    await expect(page.locator('.notice-marquee').textContent()).resolves.toContain('•');
    const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    const order = await page
      .locator('.category-menu [data-category]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')));
    expect(order).toEqual(expected);
    await page.locator('[data-category="LIVE"]').click();
    await page.locator('#cat-panel .game-tile').first().waitFor();
    await page.locator('.notice-marquee').click();
    await page.waitForURL('**/m/notice');
    await page.locator('.notice-list li').first().waitFor();
    await expect(page.locator('.notice-list time').first().textContent()).resolves.toMatch(
      /^\d\d\/\d\d\/\d{4}$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the first banner as a still, then carries the others, autoplays, and follows a swipe', async () => {
    const { context, page, errors } = await open('/m/home');
    await page.locator('#root .banners img').first().waitFor();
    const slides = page.locator('#root .banner-carousel .carousel-slide');
    // Before the screen settles the first banner is alone: the others' pictures wait.
    expect(await slides.count()).toBe(1);
    const bullets = page.locator('#root .banner-carousel .carousel-bullet');
    expect(await bullets.count()).toBeGreaterThan(1);
    const current = () =>
      bullets.evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-current') === 'true'));
    expect(await current()).toBe(0);
    // The others join, swiper takes them over, and the first move comes by itself.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('#root .banner-carousel .carousel-slide').length > 1 &&
        document.querySelector('#root .banner-carousel .swiper-initialized') !== null,
      undefined,
      { timeout: 10_000 },
    );
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('#root .banner-carousel .carousel-bullet')[1]
          ?.getAttribute('aria-current') === 'true',
      undefined,
      { timeout: 10_000 },
    );
    // Only the banner in view can be reached.
    expect(await page.locator('#root .banner-carousel .carousel-slide:not([inert])').count()).toBe(1);
    // swiper took the carousels over in place: nothing in them shifted, from the page's start on.
    const shifted = await shiftsWithin(page, '.banners, .hot-matches');
    expect(shifted).toBe(0);
    // The guest popup covers the banners: closed, the finger reaches them.
    const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    // A swipe to the right goes back to the first.
    const box = (await page.locator('#root .banner-carousel').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 60, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, y, { steps: 5 });
    await page.mouse.move(box.x + 260, y, { steps: 5 });
    await page.mouse.up();
    // Within a move's time, long before the autoplay could come round to it.
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('#root .banner-carousel .carousel-bullet')[0]
          ?.getAttribute('aria-current') === 'true',
      undefined,
      { timeout: 2000 },
    );
    // A swipe is not a tap: the banner's link was not followed.
    expect(new URL(page.url()).pathname).toBe('/m/home');
    // A long press is not a tap either.
    const banner = (await page
      .locator('#root .banner-carousel .carousel-slide:not([inert]) img')
      .boundingBox())!;
    await page.mouse.move(banner.x + banner.width / 2, banner.y + banner.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(LONG_PRESS_MS + 200);
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/m/home');
    // A bullet goes to its banner.
    await bullets.nth(2).click();
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('#root .banner-carousel .carousel-bullet')[2]
          ?.getAttribute('aria-current') === 'true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('measures a carousel once as swiper takes it over, and again for a turn made while home was kept', async () => {
    const { context, page, errors } = await open('/m/home');
    type Carousel = HTMLElement & { swiper?: { on: (event: string, handler: () => void) => void } };
    // Counts swiper's measures after its start ('resize': src/ui/swiper.ts followSize, or swiper's own listener).
    const measures = () => page.evaluate(() => (window as unknown as { measures: number }).measures);
    const hooked = await page.evaluate(() => {
      if (document.querySelector<Carousel>('#root .banner-carousel .swiper')?.swiper) return false;
      const w = window as unknown as { measures: number };
      w.measures = 0;
      new MutationObserver((_, observer) => {
        const started = document.querySelector<Carousel>('#root .banner-carousel .swiper-initialized');
        if (!started?.swiper) return;
        observer.disconnect();
        started.swiper.on('resize', () => w.measures++);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
      return true;
    });
    // The carousel goes live seconds after the page settles, long after this.
    expect(hooked).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('#root .banner-carousel .swiper-initialized') !== null,
      undefined,
      { timeout: 10_000 },
    );
    // A banner 358 px wide is 143.1875 px high, and swiper measures whole pixels: it is not measured again for that.
    await page.waitForTimeout(1000);
    expect(await measures()).toBe(0);
    const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    // Elsewhere, the phone turns; back on the kept home, the banner in view fills the carousel's new width (the app's
    // column is narrower than the turned screen).
    await page.locator('nav.bottom-menu a[href="/m/activity"]').click();
    await page.waitForURL('**/m/activity');
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForTimeout(300);
    await page.goBack();
    await page.waitForURL('**/m/home');
    await page.waitForFunction(() => {
      const viewport = document.querySelector('#root .banner-carousel .swiper')!.getBoundingClientRect();
      const shown = document
        .querySelector('#root .banner-carousel .carousel-slide:not([inert])')!
        .getBoundingClientRect();
      return (
        viewport.width > 500 &&
        Math.abs(shown.width - viewport.width) < 1 &&
        Math.abs(shown.x - viewport.x) < 1
      );
    });
    expect(await measures()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the cached lookups from the cache on a second visit to home, asking the platform nothing again', async () => {
    const { context, page } = await open('/m/home');
    const lookups = ['GCSGAME_gameVendorConfig', 'GCSGAME_getAllVassalage', 'CCSFE_getListAnnouncements'];
    const asked: string[] = [];
    page.on('request', (r) => {
      const hit = lookups.find((l) => r.url().includes(l));
      if (hit) asked.push(hit);
    });
    const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    const firstVisit = asked.length;
    await page.locator('nav.bottom-menu a[href="/m/activity"]').click();
    await page.waitForURL('**/m/activity');
    await page.goBack();
    await page.waitForURL('**/m/home');
    await page.locator('#root .category-menu [data-category]').first().waitFor();
    await page.waitForTimeout(1500);
    expect(asked.slice(firstVisit)).toEqual([]);
    await context.close();
  });

  it('shows the popup once per list, and again when the list changes', async () => {
    const { context, page } = await open('/m/home');
    const popup = page.getByRole('dialog', { name: 'First deposit bonus' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('SHELL_PU_B') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ show: false, list: [{ title: 'First deposit bonus' }] });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(1200);
    await expect(popup.count()).resolves.toBe(0);
    // The same popup read in Tagalog is the popup the player closed: a language change does not bring it back.
    await page.locator('header.app-header').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Tagalog' }).click();
    await page.waitForTimeout(1500);
    await expect(page.locator('.popup-panel').count()).resolves.toBe(0);
    await page.locator('header.app-header').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    // The list the player saw differs from the current one: it shows again.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'SHELL_PU_B',
        JSON.stringify({ show: false, list: [{ title: 'Old', content: 'x' }] }),
      ),
    );
    await page.reload({ waitUntil: 'networkidle' });
    await popup.waitFor();
    await context.close();
  });

  it('shows the latest news while NOTICE_POP is unset, and sets it to 1 on close', async () => {
    const { context, page } = await open('/m/home', { notice: true });
    const news = page.getByRole('dialog', { name: 'Latest news' });
    await news.waitFor();
    // The dialog comes with all its notices (LatestNewsModal), and nothing in it moves afterwards (it hangs from a
    // fixed top; centred, it shifted as content changed, a layout shift Lighthouse counted).
    expect(await news.locator('.news-list li').count()).toBeGreaterThan(1);
    const dialogShifts = await shiftsWithin(page, '[role="dialog"]');
    expect(dialogShifts).toBe(0);
    await expect(page.evaluate(() => sessionStorage.getItem('NOTICE_POP'))).resolves.toBeNull();
    await news.getByRole('button', { name: 'Close' }).click();
    await expect(page.evaluate(() => sessionStorage.getItem('NOTICE_POP'))).resolves.toBe('1');
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    await expect(news.count()).resolves.toBe(0);
    await context.close();
  });

  it('loads pages 2 and 3 on scroll, and stops after the last page', async () => {
    const { context, page } = await open('/m/gameList?gameType=RNG');
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('GCSGAME_gameList')) pages.push(new URL(r.url()).searchParams.get('pageNo') ?? '');
    });
    await expect.poll(() => tiles(page).count()).toBe(26);
    await scrollToBottom(page);
    await expect.poll(() => tiles(page).count(), { timeout: 5000 }).toBe(52);
    // Page 3 fails (the connection drops, the client's own retries too): the list says so and offers to try again,
    // never "every game".
    let cut = true;
    await context.route('**/*GCSGAME_gameList*', (route) => {
      if (!cut || new URL(route.request().url()).searchParams.get('pageNo') !== '3') return route.fallback();
      return route.abort('connectionreset');
    });
    await page.waitForTimeout(1100);
    await scrollToBottom(page);
    await expect
      .poll(() => page.locator('.list-status').textContent(), { timeout: 10000 })
      .toBe('More games could not be loaded.');
    cut = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => tiles(page).count(), { timeout: 5000 }).toBe(78);
    expect(pages.filter((p, i) => p !== pages[i - 1])).toEqual(['2', '3']);
    // A search with one page ends paging: scrolling asks for nothing more.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('tiger');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.list-status').textContent()).toContain('every game');
    const before = pages.length;
    expect(pages.slice(before - 1)).toEqual(['1']);
    await scrollToBottom(page);
    await page.waitForTimeout(1500);
    expect(pages).toHaveLength(before);
    await context.close();
  });

  it('searches on Enter, filters by provider, and pages the vendor carousel', async () => {
    const { context, page } = await open('/m/gameList?gameType=RNG');
    await expect.poll(() => tiles(page).count()).toBe(26);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('Tiger');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () =>
        (await page.locator('.game-tile-name').allTextContents()).every((n) => /tiger/i.test(n)),
      )
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Search games' }).fill('');
    await page.keyboard.press('Enter');

    // The vendor strip is a swiper carousel: 4 in view, 5 px apart; the arrows and a swipe move a group.
    const inView = () =>
      page.locator('.vendor-page [data-vendor]').evaluateAll((els) => {
        const strip = document.querySelector('.vendor-swiper')!.getBoundingClientRect();
        return els
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.left >= strip.left - 1 && r.right <= strip.right + 1;
          })
          .map((e) => e.textContent);
      });
    await page.waitForFunction(() => document.querySelector('.vendor-swiper.swiper-initialized') !== null);
    const first = await inView();
    expect(first).toHaveLength(4);
    const gap = await page.locator('.vendor-page .swiper-slide').evaluateAll((slides) => {
      const [a, b] = slides.map((s) => s.getBoundingClientRect());
      return Math.round(b!.left - a!.right);
    });
    expect(gap).toBe(5);
    await page.getByRole('button', { name: 'Next providers' }).click();
    await expect.poll(inView).not.toEqual(first);
    const second = await inView();
    expect(second.length).toBeGreaterThan(0);
    // A swipe to the right brings the first group back.
    const strip = (await page.locator('.vendor-swiper').boundingBox())!;
    await page.mouse.move(strip.x + 20, strip.y + strip.height / 2);
    await page.mouse.down();
    await page.mouse.move(strip.x + strip.width - 10, strip.y + strip.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(inView).toEqual(first);

    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    const vendorName = (await panel.locator('fieldset').first().locator('.chip').first().textContent()) ?? '';
    await panel.locator('fieldset').first().locator('.chip').first().click();
    await panel.getByRole('button', { name: '₱0.01' }).click();
    await expect(panel.getByRole('link', { name: 'Lottery' }).getAttribute('href')).resolves.toBe(
      '/m/lottery',
    );
    await expect(panel.getByRole('link', { name: 'E-lottery' }).count()).resolves.toBe(0);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => {
        const vendors = await page.locator('.game-tile-vendor').allTextContents();
        return vendors.length > 0 && vendors.every((v) => v === vendorName);
      })
      .toBe(true);
    // The panel is kept closed between openings (laid out, unseen, out of reach); each opening starts from the
    // filters in force, not from what was chosen and closed without Apply.
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filter' }).click();
    const firstVendor = panel.locator('fieldset').first().locator('.chip').first();
    await expect.poll(() => firstVendor.getAttribute('aria-pressed')).toBe('true');
    await firstVendor.click();
    await expect.poll(() => firstVendor.getAttribute('aria-pressed')).toBe('false');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => firstVendor.getAttribute('aria-pressed')).toBe('true');
    await expect(panel.getByRole('button', { name: '₱0.01' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await context.close();
  });

  it('sends a guest to /m/login for a favourite and for the favourites tab', async () => {
    const { context, page } = await open('/m/gameList?gameType=RNG');
    await expect.poll(() => tiles(page).count()).toBe(26);
    await page.locator('.game-tile-fav').first().click();
    await page.waitForURL('**/m/login');
    await page.goBack();
    await page.locator('[data-tab="fav"]').click();
    await page.waitForURL('**/m/login');
    await page.goBack();
    await tiles(page).first().locator('.game-tile-launch').click();
    await page.waitForURL('**/m/login');
    await context.close();
  });

  it('adds and removes a favourite for a member, and the favourites tab drops it at once', async () => {
    const session = await login('demo', 'demo1234');
    const { context, page, errors } = await open('/m/gameList?gameType=RNG', { session });
    await expect.poll(() => tiles(page).count()).toBe(26);
    const star = tiles(page).first().locator('.game-tile-fav');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-tab="fav"]').click();
    await expect.poll(() => tiles(page).count()).toBe(1);
    // A removal the platform refuses (injected once): the tile comes back, the toast says what the platform said,
    // and the app does not claim to be offline.
    let refused = false;
    await page.route('**/wps/game/favorites', async (route) => {
      if (route.request().method() !== 'DELETE' || refused) return route.fallback();
      refused = true;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, errorCode: 'system.error', message: 'refused' }),
      });
    });
    await tiles(page).first().locator('.game-tile-fav').click();
    await page.locator('.toast').first().waitFor();
    await expect.poll(() => tiles(page).count()).toBe(1);
    expect(await page.locator('.toast').first().textContent()).not.toMatch(/offline/i);
    expect(await page.locator('.offline-banner').count()).toBe(0);
    await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 10000 });
    await tiles(page).first().locator('.game-tile-fav').click();
    await expect.poll(() => tiles(page).count()).toBe(0);
    // The tile goes at once; the platform's list follows when the removal's answer is in.
    const favourites = () =>
      api<{ content: unknown[] }>('/wps/game/favorites', { headers: { Authorization: session.token } });
    await expect.poll(async () => (await favourites()).content, { timeout: 10000 }).toEqual([]);
    // The injected refusal is the only console error.
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  });

  it('launches the demo game: a spin changes the balance and writes a betting record', async () => {
    const session = await login('demo', 'demo1234');
    const auth = { headers: { Authorization: session.token } };
    const before = await api<{ sumBalance: number }>('/wps/wallets/balance', auth);
    const { context, page } = await open('/m/gameList?gameType=RNG', { session });
    await expect.poll(() => tiles(page).count()).toBe(26);
    await tiles(page).first().locator('.game-tile-launch').click();
    await page.waitForURL(/\/m\/launchGame\?category=RNG&vendor=[^&]+&gameId=[^&]+&nodeId=\d+/);
    const frame = page.frameLocator('iframe.launch-frame');
    await frame.getByRole('button', { name: /spin/i }).first().click();
    await expect
      .poll(async () => (await api<{ sumBalance: number }>('/wps/wallets/balance', auth)).sumBalance, {
        timeout: 10000,
      })
      .not.toBe(before.sumBalance);
    const bets = await api<{ list: unknown[] }>('/wps/report/bets', auth);
    expect(bets.list.length).toBeGreaterThan(0);
    const recent = await api<{ list: unknown[] }>('/wps/game/recent', auth);
    expect(recent.list.length).toBeGreaterThan(0);
    const after = await api<{ sumBalance: number }>('/wps/wallets/balance', auth);
    await page.getByRole('button', { name: 'Leave the game' }).click();
    await page.waitForURL('**/m/gameList?gameType=RNG');
    // Back from the game, the wallet holds the new balance: home's header shows it without a reload.
    await page.locator('nav a[href="/m/home"]').last().click();
    await page.waitForURL('**/m/home');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent())
      .toBe(formatMoney(after.sumBalance));
    await context.close();
  });

  it('renders home offline from the cached answers once the worker controls the page', async () => {
    const { context, page } = await open('/m/home');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    // A controlled visit lets the worker store this page's answers.
    await page.reload({ waitUntil: 'networkidle' });
    // Since the app names the player's language in its cookie (MC_LANGUAGE), a reload arrives with a drawing in that
    // language, which stays beside the app's own screen until the app replaces it: the app's screen is read once the
    // drawing has gone, and only there.
    const app = page.locator('#root');
    await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 10000 });
    const online = await app.locator('.category-menu [data-category]').count();
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 10000 });
    await app.locator('.category-menu [data-category="LIVE"]').waitFor();
    await expect(app.locator('.category-menu [data-category]').count()).resolves.toBe(online);
    await expect(app.locator('.notice-marquee').textContent()).resolves.toContain('•');
    await context.setOffline(false);
    await context.close();
  });

  it('builds the lottery launch URL as the rules say', async () => {
    const session = await login('demo', 'demo1234');
    const { context, page } = await open('/m/home', { session });
    const popup = page.getByRole('dialog', { name: 'Your weekly bonus is ready' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.locator('[data-category="LOTT"]').click();
    await page.locator('#cat-panel .vendor-tile').first().click();
    await page.waitForURL('**/m/launchGame?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('playType')).toBe('trad');
    expect(url.searchParams.get('prize_mode')).toBe('Elott');
    expect(url.searchParams.get('code')).toBe('lobby');
    expect(url.searchParams.get('pageBack')).toBe('home');
    // Each lottery vendor opens its own lottery: the launch asks the server for the vendor tapped.
    for (const name of ['SEA Lottery', 'Classic Lottery']) {
      await page.goto(new URL('/m/home', page.url()).href);
      await page.locator('[data-category="LOTT"]').click();
      const asked = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
      await page.locator('#cat-panel .vendor-tile', { hasText: name }).click();
      const vendor = new URL((await asked).url()).searchParams.get('vendor');
      expect([name, vendor]).toEqual([name, name === 'SEA Lottery' ? 'TCG_SEA' : 'TCG_LOTT']);
    }
    // The sports tab lists the sports vendors' games only: e-sports and sabong have tabs of their own.
    await page.goto(new URL('/m/home', page.url()).href);
    const sportsList = page.waitForResponse((r) => r.url().includes('gameType=SPORTS'));
    await page.locator('[data-category="SPORTS"]').click();
    const answer = (await (await sportsList).json()) as { value: { games: { vassalage: string }[] } };
    expect(new Set(answer.value.games.map((g) => g.vassalage))).toEqual(new Set(['ARENA_SPORTS', 'PITCH']));
    await context.close();
  });
});
