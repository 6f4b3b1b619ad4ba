import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { call, configureClient, resetClient } from '../../src/api/client';
import { login } from '../../src/api/contract/session';

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
    if (location.protocol === 'about:' || localStorage.getItem('e2e:seeded')) return;
    localStorage.setItem('e2e:seeded', '1');
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
  }, session);
}

/** The translations of the app's catalogues, read from the .po files, so tests name texts by their msgid. */
function catalogue(locale: 'fil' | 'en'): Map<string, string> {
  const po = readFileSync(resolve(`src/i18n/locales/${locale}.po`), 'utf8');
  const map = new Map<string, string>();
  const re = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const m of po.matchAll(re)) map.set(JSON.parse(`"${m[1]}"`), JSON.parse(`"${m[2]}"`));
  return map;
}
const CATALOGUES = { TY: catalogue('fil'), EN: catalogue('en') };

/** A UI text in a wire language (TY is the default); the msgid itself when the catalogue has no other text. */
export function text(language: 'TY' | 'EN', msgid: string): string {
  return CATALOGUES[language].get(msgid) || msgid;
}

/** Waits until the routed screen (or a gate) has rendered its heading. */
export async function screenReady(page: Page): Promise<void> {
  await page.locator('main#main h1').first().waitFor({ state: 'visible', timeout: 15000 });
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
