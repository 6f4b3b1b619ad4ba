// A page's start, measured as a player meets it (issue 6 "Start", issue 15 "Repeat visits"): Debian's Chromium
// through playwright-core, 4x CPU slowdown (Emulation.setCPUThrottlingRate) and a mobile network
// (Network.emulateNetworkConditions, Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up). FCP and LCP
// of a first visit, a repeat visit (the page's service worker has been running) and a repeat visit with the network
// off, each in a fresh browser profile per run. Used by bench/start.ts (this app) and bench/peer.ts (this app beside
// the same-stack peer, in one run).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { phoneContext } from '../tests/e2e/harness';
import { median } from './stats';

export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface Timing {
  fcp: number;
  lcp: number;
  rendered: boolean;
  failedRequests: number;
  /** When the app's own screen replaced the server's drawing (docs/performance.md); 0 without a drawing. */
  takeover: number;
}

/** What a page is waited for, and what says it rendered. */
export interface PageShape {
  /** Waited for after `load` (this app: its routed screen). */
  ready: string;
  /** Visible once the page shows its screen (this app: its header); checked after LCP has settled. */
  rendered: string;
  /**
   * The Cache Storage cache in which the page's worker keeps what a repeat visit starts from (this app: the server's
   * drawing, sw/drawings.ts, asked for in the background); the repeat visits wait until it holds the page's path, as
   * a player's next start, minutes or days later, would find it.
   */
  keptIn?: string;
}

/**
 * This app: its routed screen, its header once it shows (or, on a screen without one, such as login, the screen),
 * and its worker's kept drawings.
 */
export const APP_SHAPE: PageShape = {
  ready: '#root main#main',
  rendered: '#root header.app-header, #root main#main.no-header',
  keptIn: 'mc-drawings-v1',
};

export const CASES = ['first visit', 'repeat visit', 'repeat visit offline'] as const;
export type Case = (typeof CASES)[number];

/** Records paint entries from the first byte of the page, so nothing is missed. */
const OBSERVE = () => {
  const perf = { fcp: 0, lcp: 0, takeover: 0 };
  (window as unknown as { __perf: typeof perf }).__perf = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The server's drawing of the first screen (id FIRST_SCREEN_ID): when the app's screen takes its place. Only a
  // drawing shown in a frame counts: one the start loader drops as parsed (another language, a session) never was.
  let drawn = false;
  const frame = () => {
    const drawing = document.getElementById('first-screen');
    if (drawing && !drawing.hidden) drawn = true;
    else if (!drawn && document.readyState !== 'complete') requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const watch = new MutationObserver(() => {
    if (document.getElementById('first-screen') !== null || !drawn || perf.takeover !== 0) return;
    perf.takeover = performance.now();
    watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
};

async function measure(context: BrowserContext, url: string, shape: PageShape): Promise<Timing> {
  const page: Page = await context.newPage();
  let failedRequests = 0;
  page.on('requestfailed', () => (failedRequests += 1));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(shape.ready).first().waitFor({ timeout: 30000 });
  // LCP settles once the page stops painting larger things; input would end it, so just wait.
  await page.waitForTimeout(1500);
  const perf = await page.evaluate(
    () => (window as unknown as { __perf: { fcp: number; lcp: number; takeover: number } }).__perf,
  );
  const rendered = await page.locator(shape.rendered).first().isVisible();
  await page.close();
  return { ...perf, rendered, failedRequests };
}

/**
 * Waits until a service worker controls a page of the origin (one that does not claim its first page gets a reload),
 * and until it keeps what a repeat visit starts from (`shape.keptIn`), in the language it was told.
 */
async function controlled(context: BrowserContext, url: string, shape: PageShape): Promise<void> {
  const warm = await context.newPage();
  await warm.goto(url, { waitUntil: 'load' });
  await warm.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await warm.evaluate(() => navigator.serviceWorker.controller !== null)))
    await warm.reload({ waitUntil: 'load' });
  await warm.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  if (shape.keptIn) {
    const kept = (cache: string) =>
      warm.evaluate(
        async ([name, path]) => {
          const answer = await (await caches.open(name)).match(new URL(path, location.href).href);
          const stored = JSON.parse(localStorage.getItem('MC_PREFERENCES') ?? '{}') as { language?: string };
          return answer?.headers.get('x-mc-language') === (stored.language ?? 'TY');
        },
        // The worker keeps a drawing per path and query (sw/drawings.ts).
        [cache, new URL(url).pathname + new URL(url).search] as const,
      );
    const until = Date.now() + 30000;
    while (!(await kept(shape.keptIn))) {
      if (Date.now() > until) throw new Error(`the worker kept no drawing of ${url} within 30 s`);
      await warm.waitForTimeout(250);
    }
  }
  await warm.close();
}

/** `runs` first, repeat and offline repeat visits of `url`, each run in a fresh profile. */
export async function visits(
  browser: Browser,
  url: string,
  shape: PageShape,
  runs: number,
  /** The player's stored interface language (this app's MC_PREFERENCES), from the first visit on; none by default. */
  language?: string,
): Promise<Record<Case, Timing[]>> {
  const cases: Record<Case, Timing[]> = {
    'first visit': [],
    'repeat visit': [],
    'repeat visit offline': [],
  };
  for (let i = 0; i < runs; i++) {
    const context = await phoneContext(browser);
    // tsx names the arrow functions of the init scripts below with a helper (`__name`) that the page lacks.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await context.addInitScript(OBSERVE);
    if (language)
      await context.addInitScript((l: string) => {
        if (localStorage.getItem('MC_PREFERENCES') === null)
          localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: l }));
      }, language);
    cases['first visit'].push(await measure(context, url, shape));
    // Let the worker install and take control, and keep what a repeat visit starts from, before the repeat visits.
    await controlled(context, url, shape);
    cases['repeat visit'].push(await measure(context, url, shape));
    await context.setOffline(true);
    // A phone without a network says so (navigator.onLine); Chromium's offline emulation leaves it true in a new page.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }),
    );
    cases['repeat visit offline'].push(await measure(context, url, shape));
    await context.close();
  }
  return cases;
}

/** One line per case: median FCP and LCP, and when an app took over from a drawing. */
export function visitLines(cases: Record<Case, Timing[]>): string[] {
  return CASES.map((name) => {
    const runs = cases[name];
    const fcp = median(runs.map((r) => r.fcp));
    const lcp = median(runs.map((r) => r.lcp));
    const takeovers = runs.map((r) => r.takeover).filter((t) => t > 0);
    const takeover =
      takeovers.length > 0
        ? `   app took over from the drawing at ${(median(takeovers) / 1000).toFixed(2)} s (${takeovers.length}/${runs.length} drawn)`
        : '';
    const rendered =
      name === 'repeat visit offline'
        ? `   rendered ${runs.filter((r) => r.rendered).length}/${runs.length}`
        : '';
    return `  ${name.padEnd(22)} FCP ${(fcp / 1000).toFixed(2)} s   LCP ${(lcp / 1000).toFixed(2)} s${rendered}${takeover}`;
  });
}
