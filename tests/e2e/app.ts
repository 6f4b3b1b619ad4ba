import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, configureClient, resetClient } from '../../src/api/client';
import { login } from '../../src/api/contract/session';
import { screenFor } from '../../src/app/screens';
import { NOTICE_POP_KEY, POPUP_REFRESH_MS } from '../../src/features/home/popupRules';
import { paths, type RoutePath } from '../../src/lib/paths';
import { phoneContext } from './harness';

/** What the app keeps in sessionStorage `MC_SESSION_INFO` (src/stores/session.ts). */
export interface SessionRecord {
  token: string;
  merchantCode: string;
  userName?: string;
  type?: number;
  firstTimeLogin?: boolean;
}

/** One request the client handed to fetch, as it left the client. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * Logs in from node THROUGH THE APP'S API CLIENT (it fetches the published key and seals the body as JWE itself),
 * recording every request it sends, and answers the session record the app stores after a login.
 */
export async function loginThroughClient(
  serverUrl: string,
  username: string,
  password: string,
): Promise<{ session: SessionRecord; sent: SentRequest[] }> {
  const sent: SentRequest[] = [];
  const recording: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    return fetch(input, init);
  };
  resetClient();
  configureClient({ base: serverUrl, merchant: () => 'demo', device: () => 'MOBILE', fetch: recording });
  try {
    const answer = await call(login, { body: { username, password } });
    return {
      session: {
        token: answer.token,
        merchantCode: 'demo',
        userName: answer.userName,
        type: answer.customerType,
        firstTimeLogin: answer.firstTimeLogin,
      },
      sent,
    };
  } finally {
    resetClient();
  }
}

/**
 * Puts a session in the browser's sessionStorage before the app's first script runs, once per context: a marker in
 * localStorage stops the init script from bringing the session back after the app signs out and reloads.
 */
export async function seedSession(context: BrowserContext, session: SessionRecord): Promise<void> {
  await context.addInitScript((record: SessionRecord) => {
    // Not in frames: a sandboxed game frame may not read storage at all.
    if (window !== window.top || location.protocol === 'about:' || localStorage.getItem('e2e:seeded')) return;
    localStorage.setItem('e2e:seeded', '1');
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
  }, session);
}

/**
 * The translations of the app's catalogues (the shell's, and home's and the games' loaded with their screens), read
 * from the .po files, so tests name texts by their msgid.
 */
function catalogue(locale: 'fil' | 'en'): Map<string, string> {
  const map = new Map<string, string>();
  const re = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const dir of ['locales', 'games']) {
    const po = readFileSync(resolve(`src/i18n/${dir}/${locale}.po`), 'utf8');
    for (const m of po.matchAll(re)) map.set(JSON.parse(`"${m[1]}"`), JSON.parse(`"${m[2]}"`));
  }
  return map;
}
const CATALOGUES = { TY: catalogue('fil'), EN: catalogue('en') };

/** A UI text in a wire language (TY is the default); the msgid itself when the catalogue has no other text. */
export function text(language: 'TY' | 'EN', msgid: string): string {
  return CATALOGUES[language].get(msgid) || msgid;
}

/** Waits until the routed screen (or a gate) has rendered its heading. */
export async function screenReady(page: Page): Promise<void> {
  // A screen is up when its content replaced the loading text: a heading, or (screens titled in the header) a form or section.
  // The app's own root: a first visit's landing page also carries the server's drawing of its screen beside it, and
  // the app's root shows once the drawing has gone.
  await page
    .locator('#root main#main :is(h1, form, section)')
    .first()
    .waitFor({ state: 'visible', timeout: 15000 });
}

/** Waits until the worker keeps the server's drawing of a landing screen (sw/drawings.ts, Cache Storage). */
export async function keptDrawingOf(page: Page, path: string): Promise<void> {
  // Polled from here: page.waitForFunction takes a promise (an async predicate's answer) as truthy at once.
  await expect
    .poll(
      () =>
        page.evaluate(
          async (want) =>
            (await (await caches.open('mc-drawings-v1')).keys()).some(
              (r) => new URL(r.url).pathname === want,
            ),
          path,
        ),
      { timeout: 20000, interval: 200 },
    )
    .toBe(true);
}

/** A screenshot for a human to look at (.tmp/shots, not committed). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = resolve('.tmp/shots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

/** The pathname the page shows now. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * A phone context for the shell tests: NOTICE_POP=1 is set once per context before the app starts, so home's
 * latest-news modal (tested in games.e2e.ts) stays closed. Once, like seedSession: a page that signs out and reloads
 * keeps the storage the app left.
 */
export async function shellContext(browser: Browser): Promise<BrowserContext> {
  const context = await phoneContext(browser);
  await context.addInitScript((key: string) => {
    if (window !== window.top || location.protocol === 'about:' || localStorage.getItem('e2e:notice-pop'))
      return;
    localStorage.setItem('e2e:notice-pop', '1');
    sessionStorage.setItem(key, '1');
  }, NOTICE_POP_KEY);
  return context;
}

/** Whether a route still shows the "coming soon" screen (src/app/screens.tsx: no screen of its own yet). */
export function comingSoon(route: RoutePath): boolean {
  return screenFor(route) === screenFor('/m/no-such-route' as RoutePath);
}

/**
 * Waits for the real home screen, then closes the dialogs home opens on load (the latest news, then the
 * announcement popup, spec 02 §4) with their close buttons, as a player would, so they cover nothing the test taps.
 * The popup looks at its list POPUP_REFRESH_MS after the announcements arrive; a viewer with no popup gets none.
 */
export async function homeReady(page: Page): Promise<void> {
  await page.locator('#root main#main .home').waitFor({ state: 'visible', timeout: 15000 });
  await page.waitForLoadState('networkidle');
  const dialog = page.locator('#root main#main .home [role="dialog"]').first();
  for (let i = 0; i < 3; i++) {
    const shown = await dialog
      .waitFor({ state: 'visible', timeout: POPUP_REFRESH_MS + 1500 })
      .then(() => true)
      .catch(() => false);
    if (!shown) return;
    await dialog.locator('.dialog-close').click();
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
  }
  throw new Error('home keeps opening dialogs');
}

/** Waits for the screen of `route`: the real home, "coming soon" where no screen has landed, or else its heading. */
export async function routeReady(page: Page, route: RoutePath): Promise<void> {
  if (route === paths.home) await homeReady(page);
  else if (comingSoon(route)) await page.locator('#coming-soon-title').waitFor();
  else await screenReady(page);
}
