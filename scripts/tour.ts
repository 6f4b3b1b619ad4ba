// A screenshot tour for eyes (README "Looking at screens"): `npm run build`, then
// `npx tsx scripts/tour.ts [/m/route ...]`. For each viewer (member, agent, trial) and language (TY, EN) it opens
// each route at 390x844 against the built server, saves .tmp/shots/tour/<viewer>-<lang>-<route>.png, and prints
// what a reviewer should look at: console errors, tap targets under 44 px, text cut by overflow, sideways scroll.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from '../tests/e2e/harness';
import {
  loginThroughClient,
  screenReady,
  seedSession,
  shellContext,
  type SessionRecord,
} from '../tests/e2e/app';

const DEFAULT_ROUTES = [
  '/m/mine',
  '/m/webEmail',
  '/m/securityCenter',
  '/m/feedback',
  '/m/inviteFriends',
  '/m/service',
  '/m/upLine/transfer',
  '/m/member/manualRebate',
  '/m/member/rebateReport',
  '/m/member/benefits',
  '/m/leaderBoard',
  '/m/rewardCenter',
];
const VIEWERS = { member: ['demo', 'demo1234'], agent: ['agent', 'agent1234'], trial: null } as const;
type Viewer = keyof typeof VIEWERS;

async function sessionOf(server: RunningServer, viewer: Viewer): Promise<SessionRecord> {
  const creds = VIEWERS[viewer];
  if (creds) return (await loginThroughClient(server.url, creds[0], creds[1])).session;
  const res = await fetch(`${server.url}/wps/session/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { token, merchantCode } = ((await res.json()) as { value: { token: string; merchantCode: string } })
    .value;
  return { token, merchantCode, type: 4 };
}

/** What a reviewer should look at on the page as it stands. */
function findings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll(
      'main a, main button, main input, main select, main textarea, header a, header button',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.height < 44 && r.width < 44)
        out.push(`small tap target ${Math.round(r.width)}x${Math.round(r.height)}: ${label(el)}`);
    }
    for (const el of document.querySelectorAll('main *')) {
      const s = getComputedStyle(el);
      if (
        s.overflow === 'hidden' &&
        s.textOverflow !== 'ellipsis' &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.children.length === 0
      )
        out.push(`text cut: ${label(el)}`);
    }
    if (document.documentElement.scrollWidth > innerWidth + 1)
      out.push(`sideways scroll: ${document.documentElement.scrollWidth}px`);
    return out;
  });
}

async function tour(browser: Browser, server: RunningServer, routes: string[]): Promise<void> {
  const dir = resolve('.tmp/shots/tour');
  mkdirSync(dir, { recursive: true });
  for (const viewer of Object.keys(VIEWERS) as Viewer[]) {
    const session = await sessionOf(server, viewer);
    for (const language of ['TY', 'EN'] as const) {
      const context = await shellContext(browser);
      await context.addInitScript((lang: string) => {
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
      }, language);
      await seedSession(context, session);
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const route of routes) {
        errors.length = 0;
        await page.goto(`${server.url}${route}`);
        await screenReady(page).catch(() => undefined);
        await page.waitForTimeout(1200);
        const name = `${viewer}-${language}-${route.replace(/^\/m\//, '').replace(/[^a-z0-9]+/gi, '_')}`;
        await page.screenshot({ path: `${dir}/${name}.png` });
        const notes = [...errors.map((e) => `console: ${e}`), ...(await findings(page))];
        process.stdout.write(
          `${name} -> ${new URL(page.url()).pathname}${notes.length ? `\n  ${notes.join('\n  ')}` : ''}\n`,
        );
      }
      await context.close();
    }
  }
}

const routes = process.argv.slice(2).filter((a) => a.startsWith('/m/'));
const server = await startServer();
const browser = await launchBrowser();
try {
  await tour(browser, server, routes.length ? routes : DEFAULT_ROUTES);
} finally {
  await browser.close();
  await server.stop();
}
