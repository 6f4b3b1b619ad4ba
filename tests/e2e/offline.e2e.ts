import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { sealPayload } from '../../src/lib/crypto';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  launchBrowser,
  phoneContext,
  startServer,
  type RunningServer,
} from './harness';
import { homeReady, keptDrawingOf, shellContext } from './app';
import { startDelayProxy, type DelayProxy } from './delayProxy';

const GAME_LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26';
const PLATFORM_HEADERS = { Merchant: 'demo', Language: 'TY' };

async function firstVisit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

/**
 * Records, from the first byte of each page, whether it came with a drawing (id FIRST_SCREEN_ID), whether that was
 * hidden as parsed, whether it was ever shown, and whether the page carried boot answers (BOOT_ELEMENT_ID); and, each
 * frame the drawing shows, where its banners are and whether its offline note shows, then where the app's banners are
 * the first frame they show once it has taken over.
 */
const WATCH_DRAWING = () => {
  const log = {
    drawn: false,
    parsedHidden: false,
    shown: false,
    boot: false,
    language: '',
    drawnTop: -1,
    drawnOfflineNote: false,
    appTop: -1,
  };
  (window as unknown as { __drawing: typeof log }).__drawing = log;
  const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
  const frame = () => {
    const drawing = document.getElementById('first-screen');
    if (drawing && !drawing.hidden) {
      log.drawnTop = top('#first-screen .banners');
      const note = drawing.querySelector<HTMLElement>('.offline-banner');
      log.drawnOfflineNote = note !== null && note.offsetHeight > 0;
    } else if (!drawing && log.shown) {
      // The app's banners, the first frame they are in (on a slow host the drawing's hold may end before they are).
      log.appTop = top('#root .banners');
      if (log.appTop >= 0) return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.id === 'mgp-boot') log.boot = true;
        if (node.id !== 'first-screen') continue;
        log.drawn = true;
        log.parsedHidden = node.hidden;
        log.language = node.dataset.language ?? '';
        if (!node.hidden) log.shown = true;
      }
      if (r.type === 'attributes' && (r.target as HTMLElement).id === 'first-screen')
        if (!(r.target as HTMLElement).hidden) log.shown = true;
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
};

const drawingLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __drawing: Record<string, boolean | string> }).__drawing);

/** A start from the worker's kept drawing in `language`: parsed hidden, shown once fitted, without boot answers. */
const KEPT_AND_SHOWN = (language: string) => ({
  drawn: true,
  parsedHidden: true,
  shown: true,
  boot: false,
  language,
});

/** The language of the worker's kept drawing of a path (sw/drawings.ts), or null without one. */
const keptLanguage = (page: Page, path: string) =>
  page.evaluate(
    async (p) =>
      (await (await caches.open('mc-drawings-v1')).match(new URL(p, location.href).href))?.headers.get(
        'x-mc-language',
      ) ?? null,
    path,
  );

/** The IndexedDB keys of the one store (src/lib/db.ts: database `mc-app`, store `kv`). */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((ok, fail) => {
        const open = indexedDB.open('mc-app');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return ok([]);
          const req = db.transaction('kv').objectStore('kv').getAllKeys();
          req.onsuccess = () => ok(req.result.map(String));
          req.onerror = () => fail(req.error);
        };
      }),
  );
}

/** Every URL held in Cache Storage, across caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    return urls;
  });
}

/** The session part of a cache key `swr:<merchant>:<language>:<session|->:<path>` (src/lib/swr.ts). */
const sessionPart = (key: string) => key.split(':')[3];

describe('offline first', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ SERVER_PROFILE: 'test' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("preloads home's first banner from the worker's copy of the shell on the next start, offline too", async () => {
    const context = await shellContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    // The page tells the worker once it is in control (src/lib/paintHint.ts); the worker keeps it in Cache Storage.
    const banner = await page.locator('#root .banners img').first().getAttribute('src');
    expect(banner).toBeTruthy();
    const href = new URL(banner!, server.url).href;
    // Polled from here: page.waitForFunction takes a promise (an async predicate's answer) as truthy at once.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const stored = await (await caches.open('mc-hints-v1')).match('/m/__paint-hints');
            return stored ? ((await stored.json()) as Record<string, string>)['/m/home'] : undefined;
          }),
        { timeout: 10000, interval: 200 },
      )
      .toBe(href);
    // The shell's own path, not the kept drawing's (sw/drawings.ts, tested below): once the worker has kept home's
    // drawing, offline, it is dropped, so this start gets the shell with the hint.
    await keptDrawingOf(page, '/m/home');
    await context.setOffline(true);
    await page.evaluate(() => caches.delete('mc-drawings-v1'));
    await page.reload({ waitUntil: 'load' });
    const preload = page.locator('head link[rel="preload"][as="image"]');
    expect(await preload.getAttribute('href')).toBe(href);
    expect(await preload.getAttribute('fetchpriority')).toBe('high');
    // Fetched through the preload, from the worker's image cache, and shown by the screen with the network off.
    await page.locator('#root .banners img').first().waitFor({ timeout: 10000 });
    await page.waitForFunction(
      (want) =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name === want && (e as PerformanceResourceTiming).initiatorType === 'link'),
      href,
      { timeout: 10000 },
    );
    expect(
      await page
        .locator('#root .banners img')
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    // Only the screen the hint is for: the login screen's shell preloads no picture.
    await page.goto(`${server.url}/m/login`, { waitUntil: 'load' });
    expect(await page.locator('head link[rel="preload"][as="image"]').count()).toBe(0);
    await context.close();
  });

  it("starts a repeat visit from the server's drawing kept by the worker, offline too, without its boot answers", async () => {
    const context = await shellContext(browser);
    await context.addInitScript(WATCH_DRAWING);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    // The worker asks for the drawing of the page it took over (and of the start page) when it starts.
    await keptDrawingOf(page, '/m/home');
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    // The page came drawn, its drawing hidden until the start loader fitted it (src/start.ts), with no boot answers.
    expect(await drawingLog(page)).toMatchObject(KEPT_AND_SHOWN('TY'));
    // The app's screen replaces the drawing with the network off, and shows its cached banner.
    await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 10000 });
    await homeReady(page);
    // The banner shown (the carousel's copies of other slides load only once it moves).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('#root .banners img')].some(
          (i) => i.naturalWidth > 0,
        ),
      null,
      { timeout: 10000 },
    );
    // Another language: the kept drawing (TY, a guest's) is dropped unseen, and the app starts in EN.
    expect(await keptLanguage(page, '/m/home')).toBe('TY');
    await page.evaluate(() => localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' })));
    await page.reload({ waitUntil: 'load' });
    expect(await drawingLog(page)).toMatchObject({
      drawn: true,
      parsedHidden: true,
      shown: false,
      language: 'TY',
    });
    await page.locator('#root main#main').waitFor({ timeout: 10000 });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // The page has told the worker the player's language: back online, it asks for home's drawing in EN, and the
    // next start, offline, comes drawn in EN.
    await context.setOffline(false);
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => keptLanguage(page, '/m/home'), { timeout: 20000, interval: 250 }).toBe('EN');
    // And the app has kept home's EN answers for offline, its banners' list among them: it keeps them in an idle moment
    // once it has taken over from the drawing, and the offline start below shows those banners.
    await expect
      .poll(
        async () =>
          (await storedKeys(page)).some(
            (k) => k.split(':')[2] === 'EN' && k.includes('getListAnnouncements'),
          ),
        { timeout: 20000, interval: 250 },
      )
      .toBe(true);
    // The device says it is offline, as a phone in airplane mode does (Chromium's offline emulation leaves
    // navigator.onLine true in a reloaded page).
    await context.setOffline(true);
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }),
    );
    await page.reload({ waitUntil: 'load' });
    expect(await drawingLog(page)).toMatchObject(KEPT_AND_SHOWN('EN'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 10000 });
    await homeReady(page);
    // Offline, the drawing shows its offline note, so the app's own note, in the same place, moves nothing: the
    // banners stay where the drawing had them (they fell 70 px before).
    await expect.poll(async () => (await drawingLog(page)).appTop, { timeout: 10000 }).toBeGreaterThan(0);
    const moved = await drawingLog(page);
    expect(moved.drawnOfflineNote).toBe(true);
    expect(moved.appTop).toBe(moved.drawnTop);
    await expect(page.getByTestId('offline-banner').isVisible()).resolves.toBe(true);
    // A session in the tab: dropped unseen too (the app, not a guest's drawing, decides what a member sees).
    await page.evaluate(() => {
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'TY' }));
      sessionStorage.setItem('MC_SESSION_INFO', '{}');
    });
    await page.reload({ waitUntil: 'load' });
    expect(await drawingLog(page)).toMatchObject({ drawn: true, parsedHidden: true, shown: false });
    await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
    // A screen that is not a landing screen never gets one.
    await page.goto(`${server.url}/m/help`, { waitUntil: 'load' });
    expect(await drawingLog(page)).toMatchObject({ drawn: false });
    await context.close();
  });

  it('starts and moves between cached screens with the network off after one visit', async () => {
    // Home's latest-news modal stays closed (shellContext), and any popup is closed before a tap (homeReady).
    const context = await shellContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.locator('#root').getByTestId('offline-banner').waitFor({ timeout: 10000 });
    // A landing screen may start from the worker's kept drawing, which has a `main#main` of its own: what counts is
    // the app's screen, shown once the drawing gives way.
    for (const path of ['/m/login', '/m/gameList?gameType=RNG', '/m/help', '/m/home']) {
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.locator('#root main#main').waitFor({ state: 'visible', timeout: 10000 });
    }
    await homeReady(page);
    // In-app navigation offline: the bottom menu's link to the member centre.
    await page.locator('nav a[href="/m/mine"]').first().click();
    await page.waitForURL('**/m/mine');
    await page.locator('#root main#main').waitFor({ state: 'visible', timeout: 10000 });
    await context.setOffline(false);
    await context.close();
  });

  it('says at once that a screen never visited needs a connection, in TY, and its retry works once back online', async () => {
    const context = await shellContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await firstVisit(page, `${server.url}/m/home`);
    await homeReady(page);
    await context.setOffline(true);
    // Help and promotions were never opened: nothing of theirs is kept. In-app moves, as a player makes them.
    for (const [path, retried] of [
      ['/m/help', '.help-topics a'],
      ['/m/activity', '.promo-card'],
    ] as const) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      const failed = page.locator('#root .load-failed');
      await failed.waitFor({ timeout: 5000 });
      expect(await failed.textContent()).toContain('Kailangan ng screen na ito ng koneksyon');
      await context.setOffline(false);
      await failed.getByRole('button', { name: 'Subukan muli' }).click();
      await page.locator(`#root ${retried}`).first().waitFor({ timeout: 10000 });
      await context.setOffline(true);
    }
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a first visit showed from its page for offline: home, login and the game list', async () => {
    // Each landing screen's first load carries its answers in the page (boot answers) and asks nothing; they are kept
    // like fetched answers, so an offline start from the home-screen shows the same items.
    const screens: [string, string][] = [
      ['/m/home', '#root main#main .game-tile-name'],
      ['/m/gameList?gameType=RNG', '#root main#main .game-grid .game-tile-name'],
      ['/m/login', '#root main#main label'],
    ];
    for (const [path, items] of screens) {
      const context = await shellContext(browser);
      const page = await context.newPage();
      await firstVisit(page, `${server.url}${path}`);
      await page.locator(items).first().waitFor({ state: 'visible', timeout: 15000 });
      const online = await page.locator(items).allTextContents();
      expect(online.length, path).toBeGreaterThan(0);
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      // The drawing says offline too while it is up; the app's own banner is the one that stays.
      await page.locator('#root').getByTestId('offline-banner').waitFor({ timeout: 10000 });
      await page.locator(items).first().waitFor({ state: 'visible', timeout: 15000 });
      await expect.poll(() => page.locator(items).allTextContents(), { timeout: 10000 }).toEqual(online);
      await context.setOffline(false);
      await context.close();
    }
  });

  it("stores each of a first visit's boot answers once, so home renders none of them twice", async () => {
    // The screen stores what it asked for through the cache; keeping the boot answers for offline once the page is
    // idle (src/stores/wireClient.ts) adds nothing then. A second, newer copy made home read each answer back, check
    // it and render its section again (src/lib/swr.ts `keep`).
    const context = await shellContext(browser);
    await context.addInitScript(() => {
      if (window !== window.top) return;
      const heard: string[] = [];
      (window as unknown as { __heard: string[] }).__heard = heard;
      new BroadcastChannel('mc-swr').onmessage = (e: MessageEvent<{ key: string }>) => heard.push(e.data.key);
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/m/home`, { waitUntil: 'load' });
    await homeReady(page);
    // Past the idle moment the boot answers are kept at (whenIdle: at most IDLE_LIMIT_MS after the drawing went).
    await page.waitForTimeout(3000);
    const heard = await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    const boot = heard.filter((k) => /getListAnnouncements|hotGamesV2|hotMatches|getRankList/.test(k));
    expect(boot.length).toBeGreaterThanOrEqual(4);
    expect(boot).toEqual([...new Set(boot)]);
    await context.close();
  });

  it('serves a game list seen online when the network is off', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    const fetchList = (args: { path: string; headers: Record<string, string> }) =>
      fetch(args.path, { headers: args.headers }).then(async (r) => ({
        status: r.status,
        cache: r.headers.get('X-MC-Cache'),
        games: ((await r.json()) as { value: { games: unknown[] } }).value.games.length,
      }));
    const online = await page.evaluate(fetchList, { path: GAME_LIST, headers: PLATFORM_HEADERS });
    expect(online).toMatchObject({ status: 200, cache: null });
    expect(online.games).toBe(26);
    await context.setOffline(true);
    const offline = await page.evaluate(fetchList, { path: GAME_LIST, headers: PLATFORM_HEADERS });
    expect(offline).toEqual({ status: 200, cache: 'stale', games: 26 });
    await context.setOffline(false);
    await context.close();
  });

  it('keeps catalogue images cache-first, so a game tile seen online shows offline', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    const icon = await page.evaluate(
      (args) =>
        fetch(args.path, { headers: args.headers })
          .then((r) => r.json() as Promise<{ value: { games: { iconUrl: string }[] } }>)
          .then((b) => b.value.games[0]?.iconUrl ?? ''),
      { path: GAME_LIST, headers: PLATFORM_HEADERS },
    );
    expect(icon).toMatch(/\/cdn\//);
    const show = (src: string) =>
      new Promise<number>((ok) => {
        const img = new Image();
        img.onload = () => ok(img.naturalWidth);
        img.onerror = () => ok(0);
        img.src = src;
        document.body.append(img);
      });
    expect(await page.evaluate(show, icon)).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('mc-images-v1')).keys()).length))
      .toBeGreaterThan(0);
    await context.setOffline(true);
    // A fresh page offline: the memory cache is gone, the worker's image cache answers.
    const offlinePage = await context.newPage();
    await offlinePage.goto(`${server.url}/m/home`, { waitUntil: 'load' });
    expect(await offlinePage.evaluate(show, icon)).toBeGreaterThan(0);
    await context.setOffline(false);
    await context.close();
  });

  it('says it is offline on a network that reaches nothing, though the device says it is online', async () => {
    // The worker answers what it keeps (marked stale) and, for what it does not, its own "nothing kept": neither is
    // the platform answering, so the note shows and stays (src/stores/network.ts).
    const proxy: DelayProxy = await startDelayProxy(server.url);
    const context = await shellContext(browser);
    try {
      const page = await context.newPage();
      await firstVisit(page, `${proxy.url}/m/login`);
      await keptDrawingOf(page, '/m/login');
      await page.locator('#root main#main label').first().waitFor({ state: 'visible', timeout: 15000 });
      proxy.reachNothing();
      await page.reload({ waitUntil: 'load' });
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      const banner = page.locator('#root').getByTestId('offline-banner');
      await banner.waitFor({ state: 'visible', timeout: 10000 });
      // Every call of the screen's start has had its answer (register's fields and social sign-in are not kept).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(await banner.isVisible()).toBe(true);
      await page.locator('#root main#main label').first().waitFor({ state: 'visible', timeout: 10000 });
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('paints cached data first on a slow network, then the fresh answer replaces it', async () => {
    const proxy: DelayProxy = await startDelayProxy(server.url);
    const context = await shellContext(browser);
    try {
      const page = await context.newPage();
      await firstVisit(page, `${proxy.url}/m/home`);
      const name = page.locator('.logo-name');
      await expect.poll(() => name.textContent(), { timeout: 10000 }).toBe('Demo');
      // The next start: the config answer takes 3 s and carries a new short name.
      proxy.slowDown('/wps/system/config', 3000, (body) =>
        body.replace('"shortName":"Demo"', '"shortName":"Fresh"'),
      );
      const started = Date.now();
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect.poll(() => name.textContent(), { timeout: 2500, interval: 100 }).toBe('Demo');
      expect(Date.now() - started).toBeLessThan(3000);
      await expect.poll(() => name.textContent(), { timeout: 10000, interval: 100 }).toBe('Fresh');
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  it('keeps no private data in any cache after sign-out', async () => {
    // Without a worker the page itself caches member info under the session (src/stores/member.ts); with one, the
    // worker caches only the public answers of swrEndpoints. Blocking the worker here makes private data land in
    // IndexedDB, so the purge is really tested.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/m/home`, { waitUntil: 'load' });
    const token = await loginToken(server.url);
    await page.evaluate((t) => {
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: t, merchantCode: 'demo', userName: 'demo', type: 0, firstTimeLogin: false }),
      );
    }, token);
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('header-account').waitFor();
    await homeReady(page);
    await expect
      .poll(async () => (await storedKeys(page)).filter((k) => sessionPart(k) !== '-').length, {
        timeout: 10000,
      })
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: /^(menu)$/i }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    // Sign-out ends with a reload to home: wait for that page, or the checks below would race the navigation.
    const reloaded = page.waitForEvent('load', { timeout: 20000 });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /sign out/i })
      .click();
    await reloaded;
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    const keys = await storedKeys(page);
    expect(keys.filter((k) => k.startsWith('swr:') && sessionPart(k) !== '-')).toEqual([]);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    await context.close();
  });

  it('keeps no platform answer in Cache Storage, so nothing private outlives a session there', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    await page.evaluate(
      (h) => fetch('/wps/relay/GCSGAME_gameList?gameType=RNG', { headers: h }),
      PLATFORM_HEADERS,
    );
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((u) => /\/wps\//.test(u))).toEqual([]);
    await context.close();
  });

  it('offline, shows the last balance with its time and disables refresh and sign-out with a note', async () => {
    const context = await shellContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    const token = await loginToken(server.url);
    await page.evaluate((t) => {
      sessionStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({ token: t, merchantCode: 'demo', userName: 'demo', type: 0, firstTimeLogin: false }),
      );
    }, token);
    await page.reload({ waitUntil: 'load' });
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10000 }).toMatch(/5,000\.00/);
    await homeReady(page);
    await expect(page.getByTestId('balance-updated').count()).resolves.toBe(0);

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 10000 });
    await expect(balance.textContent()).resolves.toMatch(/5,000\.00/);
    await expect(page.getByTestId('balance-updated').textContent()).resolves.toMatch(/\d{2}:\d{2}/);
    await page.getByRole('button', { name: /^(menu)$/i }).click();
    await expect(
      page.getByRole('menuitem', { name: /refresh balance|i-refresh/i }).isDisabled(),
    ).resolves.toBe(true);
    await expect(page.getByRole('menuitem', { name: /sign out/i }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('note').isVisible()).resolves.toBe(true);
    await context.setOffline(false);
    await context.close();
  });

  it('sends Device: OTHERS when the page runs in standalone display mode', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    // CDP's Emulation.setEmulatedMedia takes no `display-mode` feature in Debian's Chromium 156 (tried: matchMedia
    // still answers false), so the page's matchMedia answers the display-mode query as an installed app would.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /display-mode:\s*standalone/.test(query)
          ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
          : real(query);
    });
    const devices: string[] = [];
    // The context's requests: the page's own and the worker's when it passes the page's call on, so the check holds
    // whichever of the two a call of a page the worker controls is reported under.
    context.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/wps/')) devices.push(req.headers()['device'] ?? 'none');
    });
    // Home's first visit asks nothing of the network (its answers come in the page); the promotions screen does.
    await firstVisit(page, `${server.url}/m/home`);
    await page.goto(`${server.url}/m/activity`, { waitUntil: 'load' });
    await expect.poll(() => devices.length, { timeout: 20000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    expect(new Set(devices)).toEqual(new Set(['OTHERS']));
    await context.close();
  });

  it('is installable: Chromium reports no installability errors', async () => {
    // Not incognito: Chromium never offers installation in an incognito context, which newContext() is.
    const profile = mkdtempSync(join(resolve('.tmp'), 'mgp-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await firstVisit(page, `${server.url}/m/home`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});

describe('the update prompt', () => {
  let server: RunningServer;
  let proxy: DelayProxy;
  let browser: Browser;
  let context: BrowserContext;
  const appDir = mkdtempSync(join(tmpdir(), 'mgp-app-'));

  beforeAll(async () => {
    // A copy of the built app, so the test can publish a "new version" of the worker by changing its bytes.
    cpSync(resolve('dist/app'), appDir, { recursive: true });
    server = await startServer({ SERVER_PROFILE: 'test', APP_DIR: appDir });
    // Every request passes a proxy, so the worker's own background requests can be held back.
    proxy = await startDelayProxy(server.url);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await proxy?.close();
    await server?.stop();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('shows "update available" for a new worker and keeps a half-filled form until the user confirms', async () => {
    context = await shellContext(browser);
    const page = await context.newPage();
    await firstVisit(page, `${proxy.url}/m/home`);
    await homeReady(page);
    // A half-filled form: the screens with forms are other branches' work, so the test adds one to the page.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.innerHTML = '<label>Name <input name="half"></label>';
      document.querySelector('main')?.append(form);
    });
    await page.fill('input[name="half"]', 'half typed');

    // The new version: the same worker with other bytes.
    appendFileSync(join(appDir, 'sw.js'), '\n// next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/m/'))?.update());
    const banner = page.getByTestId('update-banner');
    await banner.waitFor({ timeout: 20000 });

    // The running version's chunks still load while the new worker waits: the server's copy of a lazy chunk is
    // gone (as after a deploy), so only the precache can answer (it is pruned only when the new worker activates).
    const lazyChunk = readdirSync(join(appDir, 'assets')).find(
      (f) => f.startsWith('NotFound-') && f.endsWith('.js'),
    );
    expect(lazyChunk).toBeDefined();
    rmSync(join(appDir, 'assets', lazyChunk!));
    const direct = await fetch(`${proxy.url}/m/assets/${lazyChunk}`);
    expect(direct.status).toBe(404);
    const chunk = await page.evaluate((url) => fetch(url).then((r) => r.status), `/m/assets/${lazyChunk}`);
    expect(chunk).toBe(200);

    // Update with input in the form: asked first; "Later" keeps the page and what was typed.
    await banner.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /later|mamaya/i }).click();
    await expect(page.inputValue('input[name="half"]')).resolves.toBe('half typed');
    await expect(banner.isVisible()).resolves.toBe(true);

    // Confirmed: the new worker takes over and the page reloads once, at once, while the network hangs on the
    // server's drawn page (held for 25 s), which both workers are asking for:
    // - the new one as it activates (sw/sw.ts step 7): none is kept. A navigation waits for an activating worker,
    //   so that request must not hold activation;
    // - the old one, in the background, after the player's language changed (the note the app posts on a switch).
    //   Chromium activates the new worker only once the old one has no event in flight, and this one lasts while
    //   its request does, unless the old worker drops it when the page takes the update (src/lib/workerHandOver.ts).
    await page.evaluate(() => caches.delete('mc-drawings-v1'));
    proxy.slowDown('/m/home', 25000);
    const oldWorkerAsks = proxy.nextHeld();
    await page.evaluate(() =>
      navigator.serviceWorker.controller?.postMessage({ type: 'DRAWING_LANGUAGE', language: 'EN' }),
    );
    await oldWorkerAsks;
    await banner.getByRole('button').click();
    const reloaded = page.waitForEvent('load', { timeout: 10000 });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /update now|i-update ngayon/i })
      .click();
    // The reload drops the form the test added; the new worker controls the page that comes back.
    await reloaded;
    await expect(page.locator('input[name="half"]').count()).resolves.toBe(0);
    proxy.reset();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await homeReady(page);
    await expect(page.getByTestId('update-banner').count()).resolves.toBe(0);
  });
});

/** Signs the demo member in the way the app does (a JWE-sealed body), from Node. */
async function loginToken(base: string): Promise<string> {
  const key = (await (await fetch(`${base}/wps/system/publicKey`, { headers: PLATFORM_HEADERS })).json()) as {
    value: Parameters<typeof sealPayload>[1];
  };
  const body = await sealPayload({ username: 'demo', password: 'demo1234' }, key.value);
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: {
      ...PLATFORM_HEADERS,
      Device: 'MOBILE',
      'Content-Type': 'application/jose',
      Encryption: `JWE; kid=${key.value.kid}`,
    },
    body,
  });
  const answer = (await res.json()) as { success: boolean; value?: { token?: string } };
  if (!answer.success || !answer.value?.token) throw new Error(`login failed: ${res.status}`);
  return answer.value.token;
}
