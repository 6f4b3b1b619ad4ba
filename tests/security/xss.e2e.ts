import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../src/api/contract/zonedTime';
import { paths } from '../../src/lib/paths';
import { loginThroughClient, seedSession, shellContext } from '../e2e/app';
import { e2eSuite, phoneContext } from '../e2e/harness';
import { NIGHTLY } from './hostile';
import { CANARY_HOST, ciSample, XSS_CORPUS } from './xssCorpus';

/**
 * The XSS corpus through every screen that shows server HTML, in Chromium against the real server
 * (docs/security.md "Hostile content"): player notices (the notice screen and home's latest news), a members'
 * popup, agent notices, a promotion, a help entry and a message, each published the way an operator publishes.
 * A canary function and value are planted before the app runs; the run must end with no dialog, the canary unset,
 * no request to the canary host and no `javascript:` link in the page.
 * CI size: a spread of 40 vectors through each screen once. NIGHTLY=1: the whole corpus, 26 vectors per item.
 */

const OPS_TOKEN = 'xss-suite-token-0123456789abcdefgh';
const suite = e2eSuite({ OPS_TOKENS: `xss:${OPS_TOKEN}` });
const VECTORS = NIGHTLY ? [...XSS_CORPUS] : ciSample(40);
const PER_ITEM = NIGHTLY ? 26 : 40;

/** The vectors in items of PER_ITEM, each vector in its own block so one break-out cannot swallow the rest. */
const items: string[][] = [];
for (let i = 0; i < VECTORS.length; i += PER_ITEM) items.push(VECTORS.slice(i, i + PER_ITEM));
const htmlOf = (item: string[], n: number) =>
  `<p>XSS item ${n}</p>` + item.map((v, i) => `<div data-v="${i}">${v}</div>`).join('');

async function ops(path: string, body: unknown): Promise<{ id: number }> {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; value: { id: number }; message?: string };
  if (!json.success) throw new Error(`${path}: ${json.message}`);
  return json.value;
}

interface Watch {
  dialogs: string[];
  canaryRequests: string[];
}

/** A context that counts dialogs and canary requests, with the canary planted before any script of the app. */
async function watchedContext(
  session?: Awaited<ReturnType<typeof loginThroughClient>>['session'],
  { homeDialogs = false } = {},
) {
  // The shell context keeps home's latest news closed; the home test wants it open.
  const context = homeDialogs ? await phoneContext(suite.browser) : await shellContext(suite.browser);
  if (session) await seedSession(context, session);
  const watch: Watch = { dialogs: [], canaryRequests: [] };
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: () => void; __xssCanary?: unknown };
    w.__xss = () => {
      w.__xssCanary = 1;
    };
  });
  await context.route(`**://${CANARY_HOST}/**`, (route) => {
    watch.canaryRequests.push(route.request().url());
    return route.abort();
  });
  context.on('page', (p) => p.on('dialog', (d) => void (watch.dialogs.push(d.message()), d.dismiss())));
  return { context, watch };
}

/** After the screen has shown the HTML: nothing ran, nothing loaded, no script link remains. */
async function expectHarmless(page: Page, watch: Watch, where: string): Promise<void> {
  // Give handlers that fire on load or by timers their chance, and hover over everything shown.
  await page.waitForTimeout(400);
  await page.mouse.move(195, 300);
  await page.mouse.move(195, 600);
  const state = await page.evaluate(() => ({
    canary: (window as unknown as { __xssCanary?: unknown }).__xssCanary === 1,
    scriptLinks: Array.from(document.querySelectorAll('[href],[src],[action],[formaction],[xlink\\:href]'))
      .map((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href'].map((a) => el.getAttribute(a) ?? '').join(' '),
      )
      .filter((v) => /(^|\s)\s*(javascript|vbscript|data:text\/html)/i.test(v)),
    handlers: Array.from(document.querySelectorAll('main *')).filter((el) =>
      Array.from(el.attributes).some((a) => a.name.toLowerCase().startsWith('on')),
    ).length,
  }));
  expect({ where, ...state, ...watch }).toEqual({
    where,
    canary: false,
    scriptLinks: [],
    handlers: 0,
    dialogs: [],
    canaryRequests: [],
  });
}

describe('the XSS corpus through every screen that shows server HTML', () => {
  const published = {
    notices: [] as number[],
    popups: [] as number[],
    agentNotices: [] as number[],
    promotions: [] as number[],
    help: [] as number[],
    messages: [] as number[],
  };
  let helpCount = 0;

  beforeAll(async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(200);
    const today = dayIn(Date.now(), 'Asia/Manila');
    for (const [n, item] of items.entries()) {
      const html = htmlOf(item, n);
      published.notices.push(
        (await ops('/ops/announcements', { type: 'PL', title: `XSS ${n}`, content: html })).id,
      );
      published.popups.push(
        (
          await ops('/ops/announcements', {
            type: 'PU',
            execution: 'A',
            title: `XSS popup ${n}`,
            content: html,
          })
        ).id,
      );
      published.agentNotices.push(
        (await ops('/ops/announcements', { type: 'A', title: `XSS agent ${n}`, content: html })).id,
      );
      published.promotions.push(
        (await ops('/ops/promotions', { title: `XSS promo ${n}`, content: html, start: today, end: today }))
          .id,
      );
      published.help.push((await ops('/ops/help', { title: `XSS help ${n}`, content: html })).id);
      published.messages.push(
        (await ops('/ops/messages', { username: 'demo', title: `XSS message ${n}`, body: html })).id,
      );
    }
    const list = (await (
      await fetch(`${suite.server.url}/ops/help?device=MOBILE`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      })
    ).json()) as { value: { id: number }[] };
    helpCount = list.value.length;
  }, 120_000);

  const member = () => loginThroughClient(suite.server.url, 'demo', 'demo1234');

  it('renders the notices, the latest news and the popup harmlessly (member)', async () => {
    const { context, watch } = await watchedContext((await member()).session);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${paths.notice}`);
    await page.getByText('XSS item 0', { exact: false }).first().waitFor({ timeout: 15000 });
    await expectHarmless(page, watch, 'notice screen');
    // Home opens the latest news and then the members' popup, both with the published HTML.
    const ctx = await watchedContext((await member()).session, { homeDialogs: true });
    const home = { ...ctx, page: await ctx.context.newPage() };
    await home.page.goto(`${suite.server.url}${paths.home}`);
    await home.page.locator('[role="dialog"]').first().waitFor({ timeout: 15000 });
    for (let i = 0; i < 4; i++) {
      const dialog = home.page.locator('[role="dialog"]').first();
      if (!(await dialog.isVisible().catch(() => false))) break;
      await expectHarmless(home.page, home.watch, `home dialog ${i}`);
      await dialog.locator('.dialog-close').click();
      await home.page.waitForTimeout(1500);
    }
    await home.context.close();
    await context.close();
  }, 240_000);

  it('renders promotions, help entries and messages harmlessly', async () => {
    const { context, watch } = await watchedContext((await member()).session);
    const page = await context.newPage();
    for (const [n, id] of published.promotions.entries()) {
      await page.goto(`${suite.server.url}${paths.activityDetail}?id=${id}`);
      await page.getByText(`XSS item ${n}`).first().waitFor({ timeout: 15000 });
      await expectHarmless(page, watch, `promotion ${id}`);
    }
    for (const n of published.help.keys()) {
      const index = helpCount - published.help.length + n;
      await page.goto(`${suite.server.url}${paths.helpDetail}?i=${index}`);
      await page.getByText(`XSS item ${n}`).first().waitFor({ timeout: 15000 });
      await expectHarmless(page, watch, `help ${index}`);
    }
    for (const [n, id] of published.messages.entries()) {
      await page.goto(`${suite.server.url}${paths.message}?id=${id}`);
      await page.getByText(`XSS item ${n}`).first().waitFor({ timeout: 15000 });
      await expectHarmless(page, watch, `message ${id}`);
    }
    await context.close();
  }, 240_000);

  it('renders agent notices harmlessly (agent)', async () => {
    const { session } = await loginThroughClient(suite.server.url, 'agent', 'agent1234');
    const { context, watch } = await watchedContext(session);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}${paths.memberNotice}?types=A`);
    for (const [n, id] of published.agentNotices.entries()) {
      await page.locator(`[data-notice="${id}"] button`).click();
      await page.getByText(`XSS item ${n}`).first().waitFor({ timeout: 15000 });
      await expectHarmless(page, watch, `agent notice ${id}`);
    }
    await context.close();
  }, 240_000);
});
