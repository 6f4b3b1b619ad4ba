// A screenshot tour for eyes (README "Looking at screens"): `npm run tour` builds, then opens every route of the app
// (src/lib/paths.ts, detail routes with a sample query) at 390x844 against the built server, for each viewer (guest,
// member, agent, trial player) and language (TY, EN). It saves .tmp/shots/tour/<viewer>-<lang>/<route>.png, and writes
// what a reviewer should look at (console errors, tap targets under 44 px, text cut by overflow, sideways scroll) to
// .tmp/shots/tour/findings.txt as well as to the terminal. Narrow it with `-- --viewer member,agent --lang TY` or
// routes (`-- /m/mine /m/withdraw`); `--agent-area` adds the agent screens only.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { call, configureClient, resetClient } from '../src/api/client';
import { login } from '../src/api/contract/session';
import { NOTICE_POP_KEY } from '../src/features/home/popupRules';
import { paths } from '../src/lib/paths';
import {
  collectErrors,
  launchBrowser,
  phoneContext,
  startServer,
  type RunningServer,
} from '../tests/e2e/harness';

// tests/e2e/app.ts has these too, but it imports the screens, whose lingui macros only the vite transform compiles.
interface SessionRecord {
  token: string;
  merchantCode: string;
  type?: number;
}
async function loginAs(serverUrl: string, username: string, password: string): Promise<SessionRecord> {
  resetClient();
  configureClient({ base: serverUrl, merchant: () => 'demo', device: () => 'MOBILE' });
  try {
    const a = await call(login, { body: { username, password } });
    return { token: a.token, merchantCode: 'demo', type: a.customerType };
  } finally {
    resetClient();
  }
}

/** Routes that need a query to show something: the sample each is opened with. */
const SAMPLE_QUERY: Record<string, string> = {
  [paths.gameList]: '?gameType=RNG',
  [paths.gameLobby]: '?gameType=SPORTS',
  [paths.startLottery]: '?code=SEALOTT-0003',
  [paths.launchGame]: '?category=RNG&vendor=AURORA&gameId=lobby&nodeId=0',
  [paths.activityDetail]: '?id=2',
  [paths.helpDetail]: '?i=1',
  [paths.memberNotice]: '?types=A',
};
/** Every route of the app once (aliases too), the maintenance screen aside (it shows only when the platform says). */
const EVERY_ROUTE = [...new Set(Object.values(paths))]
  .filter((p) => p.startsWith('/m/') && p !== paths.maintenance)
  .map((p) => p + (SAMPLE_QUERY[p] ?? ''));
/** The screens of the promotions, help and agents issue (`--agent-area`). */
const AGENT_AREA_ROUTES = [
  '/m/activity',
  '/m/activityDetail?id=2',
  '/m/help',
  '/m/helpDetail?i=1',
  '/m/member/notice?types=A',
  '/m/agent',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/redRain',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getHourContract',
  '/m/member/agent/getDevidendContract',
];
const VIEWERS = {
  guest: 'guest',
  member: ['demo', 'demo1234'],
  agent: ['agent', 'agent1234'],
  trial: null,
} as const;
type Viewer = keyof typeof VIEWERS;

async function sessionOf(server: RunningServer, viewer: Viewer): Promise<SessionRecord | undefined> {
  const creds = VIEWERS[viewer];
  if (creds === 'guest') return undefined;
  if (creds) return loginAs(server.url, creds[0], creds[1]);
  const res = await fetch(`${server.url}/wps/session/trial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { token, merchantCode } = ((await res.json()) as { value: { token: string; merchantCode: string } })
    .value;
  return { token, merchantCode, type: 4 };
}

/**
 * What a reviewer should look at on the page as it stands. A string, not a function: tsx names functions with a
 * helper that does not exist in the page.
 */
const FINDINGS = `(() => {
  const out = [];
  const label = (el) =>
    el.tagName.toLowerCase() + ' "' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30) + '"';
  for (const el of document.querySelectorAll('main a, main button, main input, main select, main textarea, header a, header button')) {
    // A field with a label is tapped through its label too: the label's box is the target.
    const box = el.getBoundingClientRect();
    const owner = el.labels && el.labels[0] ? el.labels[0].getBoundingClientRect() : null;
    const r = owner && owner.width * owner.height > box.width * box.height ? owner : box;
    if (box.width <= 1 || box.height <= 1) continue;
    if (r.height < 44 && r.width < 44) out.push('small tap target ' + Math.round(r.width) + 'x' + Math.round(r.height) + ': ' + label(el));
  }
  for (const el of document.querySelectorAll('main *')) {
    const s = getComputedStyle(el);
    if (el.closest('.visually-hidden') || el.getBoundingClientRect().width <= 1) continue;
    if (s.overflow === 'hidden' && s.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && el.children.length === 0)
      out.push('text cut: ' + label(el));
  }
  if (document.documentElement.scrollWidth > innerWidth + 1) out.push('sideways scroll: ' + document.documentElement.scrollWidth + 'px');
  return out;
})()`;
const findings = (page: Page) => page.evaluate<string[]>(FINDINGS);

/** Resolves once every finite animation of the page has finished. */
const SETTLED = `Promise.all(
  document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => undefined)),
)`;

/**
 * At the foot of the page, the words no fixed layer (the bottom menu and its raised deposit button, a floating
 * button) may cover: every screen keeps room at its foot, so its last words scroll clear of them. At a screen's first
 * view, what lies below the fold passes under that chrome like under any fixed bar (docs/app-foundation.md).
 */
const FOOT = `(async () => {
  scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const out = [];
  // A dialog covers the screen on purpose; its own words are checked like any others.
  if (document.querySelector('[aria-modal="true"], dialog[open]')) return out;
  const fixed = (el) => {
    for (let e = el; e && e !== document.body; e = e.parentElement)
      if (getComputedStyle(e).position === 'fixed') return e;
    return null;
  };
  for (const el of document.querySelectorAll('main *')) {
    if (el.children.length > 0 || !(el.textContent || '').trim() || fixed(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
      const y = r.top + r.height / 2;
      if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      const layer = top && !el.contains(top) ? fixed(top) : null;
      if (layer) {
        out.push('covered at the foot by ' + (layer.className || layer.tagName.toLowerCase()) + ': "' + el.textContent.trim().slice(0, 30) + '"');
        break;
      }
    }
  }
  scrollTo(0, 0);
  return out;
})()`;
const foot = (page: Page) => page.evaluate<string[]>(FOOT);

async function tour(
  browser: Browser,
  server: RunningServer,
  routes: string[],
  viewers: Viewer[],
  languages: readonly ('TY' | 'EN')[],
): Promise<void> {
  const root = resolve('.tmp/shots/tour');
  mkdirSync(root, { recursive: true });
  const report = `${root}/findings.txt`;
  writeFileSync(report, `tour of ${routes.length} routes, ${new Date().toISOString()}\n`);
  for (const viewer of viewers) {
    const session = await sessionOf(server, viewer);
    for (const language of languages) {
      const dir = `${root}/${viewer}-${language}`;
      mkdirSync(dir, { recursive: true });
      const context = await phoneContext(browser);
      await context.addInitScript(
        ([lang, record, popKey]: readonly [string, SessionRecord | undefined, string]) => {
          localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
          if (record) sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
          sessionStorage.setItem(popKey, '1');
        },
        [language, session, NOTICE_POP_KEY] as const,
      );
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const route of routes) {
        errors.length = 0;
        await page.goto(`${server.url}${route}`);
        await page
          .locator('main#main :is(h1, form, section)')
          .first()
          .waitFor({ timeout: 15000 })
          .catch(() => undefined);
        await page.waitForTimeout(900);
        const name = route.replace(/^\/m\//, '').replace(/[^a-z0-9]+/gi, '_');
        await page.screenshot({ path: `${dir}/${name}.png` });
        // A dialog still growing in (its 0.2 s entry) measures smaller than it is: the findings wait for the page's
        // finite animations (a marquee runs for ever).
        await page.evaluate(SETTLED);
        const notes = [
          ...errors.map((e) => `console: ${e}`),
          ...(await findings(page)),
          ...(await foot(page)),
        ];
        const line = `${viewer}-${language}/${name} -> ${new URL(page.url()).pathname}${notes.length ? `\n  ${notes.join('\n  ')}` : ''}\n`;
        process.stdout.write(line);
        appendFileSync(report, line);
      }
      await context.close();
    }
  }
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1]?.split(',') : undefined;
};
const routes = args.filter((a) => a.startsWith('/m/'));
if (args.includes('--agent-area')) routes.push(...AGENT_AREA_ROUTES);
const viewers = (option('--viewer') ?? Object.keys(VIEWERS)).filter((v): v is Viewer => v in VIEWERS);
const languages = (option('--lang') ?? ['TY', 'EN']).filter(
  (l): l is 'TY' | 'EN' => l === 'TY' || l === 'EN',
);
const server = await startServer();
const browser = await launchBrowser();
try {
  await tour(browser, server, routes.length ? routes : EVERY_ROUTE, viewers, languages);
} finally {
  await browser.close();
  await server.stop();
}
