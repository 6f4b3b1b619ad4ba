import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, pathOf, seedSession, shellContext, shoot, type SessionRecord } from './app';

// The member centre in Chromium against the built server (spec 01 §2, DECISIONS.md guard table): which entries
// each viewer sees with the merchant's flags on and off, both templates, settings, a trial's free_reject, and the
// betting record and profit and loss after real spins of the demo slot.

/** The 14 flags the member-centre table names (the runtime config's `flags`). */
const ENTRY_FLAGS = [
  'REFERRAL',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'MISSION',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  'VIPBENEFIT',
];

type Viewer = 'guest' | 'demo' | 'player1' | 'agent' | 'trial';
/** Every entry in the spec's table order, flags on: the agency centre and upline transfer depend on the viewer. */
const ALL_ON = [
  'deposit',
  'withdraw',
  'referral',
  'security',
  'agency',
  'loadRecord',
  'withdrawRecord',
  'accountRecord',
  'bettingRecord',
  'profitLoss',
  'uplineTransfer',
  'rewardCenter',
  'manualRebate',
  'mission',
  'rebateReport',
  'mail',
  'feedback',
  'vipBenefits',
];
const without = (...ids: string[]) => ALL_ON.filter((id) => !ids.includes(id));

/** The table the screen is checked against: viewer x flags -> entries, written out from spec 01 §2. */
const EXPECTED: Record<'on' | 'off', Partial<Record<Viewer, string[]>>> = {
  on: {
    guest: without('agency', 'uplineTransfer'),
    // demo (type 0) has no upline; player1 (type 0) has one; agent (type 1) has none.
    demo: without('agency', 'uplineTransfer'),
    player1: without('agency'),
    agent: without('uplineTransfer'),
    trial: without('agency', 'uplineTransfer'),
  },
  off: {
    guest: ['deposit', 'withdraw', 'security'],
    demo: ['deposit', 'withdraw', 'security'],
    agent: ['deposit', 'withdraw', 'security', 'agency'],
    trial: ['deposit', 'withdraw', 'security'],
  },
};

const PASSWORDS: Record<string, string> = { demo: 'demo1234', player1: 'player1234', agent: 'agent1234' };

async function sessionFor(server: RunningServer, viewer: Viewer): Promise<SessionRecord | undefined> {
  if (viewer === 'guest') return undefined;
  if (viewer === 'trial') {
    const res = await fetch(`${server.url}/wps/session/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { token, merchantCode } = ((await res.json()) as { value: { token: string; merchantCode: string } })
      .value;
    return { token, merchantCode };
  }
  return (await loginThroughClient(server.url, viewer, PASSWORDS[viewer]!)).session;
}

/** A phone context with the viewer's session and language, before the app's first script. */
async function viewerContext(browser: Browser, session: SessionRecord | undefined, language: 'TY' | 'EN') {
  const context = await shellContext(browser);
  await context.addInitScript((lang: string) => {
    if (!localStorage.getItem('MC_PREFERENCES'))
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
  }, language);
  if (session) await seedSession(context, session);
  return context;
}

const entriesOf = (page: Page) =>
  page
    .locator('section.mine [data-entry]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-entry')));

async function openMine(context: BrowserContext, server: RunningServer, expected: string[]): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/m/mine`);
  await page.locator('section.mine').waitFor({ timeout: 15000 });
  // Member info (upline) lands after the first paint; the list settles on the table's answer.
  // The base template groups them, so the set is compared here and the order where the template keeps it.
  const sorted = (ids: (string | null)[]) => [...ids].sort();
  await expect.poll(async () => sorted(await entriesOf(page)), { timeout: 10000 }).toEqual(sorted(expected));
  return page;
}

describe('the member centre', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-mine-'));
  const file = join(dir, 'merchants.json');
  const original = readFileSync('server/merchants/merchants.json', 'utf8');
  let on: RunningServer;
  let off: RunningServer;
  let browser: Browser;

  /** Rewrites the merchants file's member-centre template and waits until the server answers with it. */
  async function switchTemplate(memCen: '0' | '1') {
    writeFileSync(file, original.replace(/"mem_cen": "[01]"/, `"mem_cen": "${memCen}"`));
    await expect
      .poll(async () => {
        const res = await fetch(`${on.url}/wps/system/config`);
        return ((await res.json()) as { value: { mobileTemplate: { mem_cen: string } } }).value.mobileTemplate
          .mem_cen;
      })
      .toBe(memCen);
  }

  beforeAll(async () => {
    writeFileSync(file, original);
    expect(original).toContain('"mem_cen": "1"');
    on = await startServer({ MERCHANTS_FILE: file, MERCHANTS_WATCH: '1' });
    off = await startServer({ MERCHANT_FLAGS: ENTRY_FLAGS.map((f) => `${f}=0`).join(',') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await on?.stop();
    await off?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const flags of ['on', 'off'] as const) {
    for (const [viewer, expected] of Object.entries(EXPECTED[flags]) as [Viewer, string[]][]) {
      it(`shows ${viewer} the table's entries with the member-centre flags ${flags}`, async () => {
        const server = flags === 'on' ? on : off;
        const context = await viewerContext(browser, await sessionFor(server, viewer), 'EN');
        const errors = collectErrors(context.pages()[0] ?? (await context.newPage()));
        const page = await openMine(context, server, expected);
        // The "new" template (the demo merchant's) lists them in the table's order.
        await expect(entriesOf(page)).resolves.toEqual(expected);
        if (viewer === 'guest') {
          await expect(page.locator('.mine-guest').isVisible()).resolves.toBe(true);
          await expect(page.locator('[data-testid="mine-balance"]').count()).resolves.toBe(0);
        } else {
          await expect
            .poll(() => page.locator('[data-testid="mine-balance"]').textContent())
            .toMatch(/^₱[\d,]+\.\d{2}$/);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('says a switched-off screen opened by its address is not available, with a way home, and asks nothing', async () => {
    for (const route of [
      '/m/rewardCenter',
      '/m/member/manualRebate',
      '/m/leaderBoard',
      '/m/member/benefits',
    ]) {
      const context = await viewerContext(browser, await sessionFor(off, 'demo'), 'EN');
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = collectErrors(page);
      const private_: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/wps/') && /reward|rebate|mission|vip|benefit/i.test(path)) private_.push(path);
      });
      await page.goto(`${off.url}${route}`);
      await page.getByRole('heading', { name: 'This feature is not available right now.' }).waitFor();
      await page.getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL((u) => u.pathname === '/m/home');
      expect(private_).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('renders both templates with the same entries, in TY and EN, for every viewer (screenshots)', async () => {
    for (const memCen of ['1', '0'] as const) {
      await switchTemplate(memCen);
      const template = memCen === '1' ? 'new' : 'base';
      for (const viewer of ['guest', 'demo', 'agent', 'trial'] as const) {
        for (const language of ['TY', 'EN'] as const) {
          const context = await viewerContext(browser, await sessionFor(on, viewer), language);
          const page = await openMine(context, on, EXPECTED.on[viewer]!);
          await expect(page.locator('section.mine').getAttribute('data-template')).resolves.toBe(template);
          await expect(
            page
              .locator(template === 'new' ? '.mine-grid' : '.mine-list')
              .first()
              .isVisible(),
          ).resolves.toBe(true);
          await expect(page.locator(template === 'new' ? '.mine-list' : '.mine-grid').count()).resolves.toBe(
            0,
          );
          // The app header is hidden here; the screen's own bar carries the title (spec 01 §2).
          await expect(page.locator('header.app-header').count()).resolves.toBe(0);
          // Nothing scrolls sideways, and every entry is a 44 px target.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          const small = await page
            .locator('section.mine button, section.mine a')
            .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height < 44).length);
          expect(small).toBe(0);
          await page.waitForLoadState('networkidle');
          await shoot(page, `mine-${template}-${viewer}-${language}`);
          await context.close();
        }
      }
    }
    await switchTemplate('1');
  }, 300_000);

  it('goes to settings with a session, and opens the login dialog on settings and entries without one', async () => {
    const member = await viewerContext(browser, await sessionFor(on, 'demo'), 'EN');
    const page = await openMine(member, on, EXPECTED.on.demo!);
    await page.getByRole('button', { name: 'Personal settings' }).click();
    await expect.poll(() => pathOf(page)).toBe('/m/set');
    await page.goto(`${on.url}/m/mine`);
    await page.locator('[data-entry="security"]').click();
    await expect.poll(() => pathOf(page)).toBe('/m/securityCenter');
    await page.goto(`${on.url}/m/mine`);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    await member.close();

    const guest = await viewerContext(browser, undefined, 'EN');
    const g = await openMine(guest, on, EXPECTED.on.guest!);
    await g.getByRole('button', { name: 'Personal settings' }).click();
    await g.getByRole('dialog', { name: 'Please log in' }).waitFor();
    await g.getByRole('dialog').locator('.dialog-close').click();
    await g.locator('[data-entry="bettingRecord"]').click();
    await g.getByRole('dialog', { name: 'Please log in' }).waitFor();
    expect(pathOf(g)).toBe('/m/mine');
    await g.getByRole('dialog').locator('.dialog-close').click();
    await g.getByRole('button', { name: 'Download the app' }).click();
    await g.getByRole('dialog', { name: 'Download the app' }).waitFor();
    await guest.close();
  });

  it('refuses a trial player on every entry with free_reject for 2 s, staying on the member centre', async () => {
    const context = await viewerContext(browser, await sessionFor(on, 'trial'), 'EN');
    const page = await openMine(context, on, EXPECTED.on.trial!);
    const toast = page.locator('.toasts .toast', {
      hasText: 'Please login an actual account to use this function',
    });
    for (const id of EXPECTED.on.trial!) {
      await page.locator(`[data-entry="${id}"]`).click();
      await toast.first().waitFor({ timeout: 3000 });
      expect(pathOf(page)).toBe('/m/mine');
      const shownAt = Date.now();
      await toast.first().waitFor({ state: 'detached', timeout: 4000 });
      expect(Date.now() - shownAt).toBeLessThan(2600);
      await expect(toast.count()).resolves.toBe(0);
    }
    await context.close();
  }, 120_000);
});
