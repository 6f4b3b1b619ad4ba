import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FIRST_SCREEN_HOLD_MS, FIRST_SCREEN_ID } from '../../src/api/contract/boot';
import { paths } from '../../src/lib/paths';
import {
  homeReady,
  keptDrawingOf,
  loginThroughClient,
  pathOf,
  routeReady,
  seedSession,
  shellContext,
  shoot,
  text,
  type SessionRecord,
} from './app';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';

interface MerchantsFile {
  merchants: Array<{
    code: string;
    flags: Record<string, boolean>;
    site: { maintenance: boolean; regionRestriction: boolean; location: { countryName: string } };
  }>;
}

const ORIGINAL = readFileSync('server/merchants/merchants.json', 'utf8');

/** The committed merchants file with the demo merchant changed by `edit`. */
function edited(edit: (demo: MerchantsFile['merchants'][number]) => void): string {
  const file = JSON.parse(ORIGINAL) as MerchantsFile;
  const demo = file.merchants.find((m) => m.code === 'demo');
  if (!demo) throw new Error('no demo merchant in server/merchants/merchants.json');
  edit(demo);
  return JSON.stringify(file, null, 2);
}

interface Site {
  maintenance: boolean;
  regionRestriction: boolean;
}

/** Waits until the running server answers these site settings (the file watcher is live within ~200 ms). */
async function serverSays(server: RunningServer, want: Site): Promise<void> {
  const deadline = Date.now() + 10000;
  for (;;) {
    const res = await fetch(`${server.url}/wps/system/status`);
    const site = ((await res.json()) as { value: Site }).value;
    if (site.maintenance === want.maintenance && site.regionRestriction === want.regionRestriction) return;
    if (Date.now() > deadline) throw new Error(`server still says ${JSON.stringify(site)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A phone context whose stored language preference is `language` before the app starts. */
async function contextIn(browser: Browser, language: 'TY' | 'EN'): Promise<BrowserContext> {
  const context = await shellContext(browser);
  await context.addInitScript((lang: string) => {
    if (location.protocol !== 'about:' && !localStorage.getItem('MC_PREFERENCES'))
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
  }, language);
  return context;
}

async function expectNoChrome(page: Page): Promise<void> {
  expect(await page.locator('header.app-header').count()).toBe(0);
  expect(await page.locator('nav.bottom-menu').count()).toBe(0);
}

describe('start-up gates switched through the merchants file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-gates-'));
  const file = join(dir, 'merchants.json');
  let server: RunningServer;
  let browser: Browser;
  let member: SessionRecord;

  beforeAll(async () => {
    writeFileSync(file, ORIGINAL);
    server = await startServer({ MERCHANTS_FILE: file, MERCHANTS_WATCH: '1' });
    browser = await launchBrowser();
    member = (await loginThroughClient(server.url, 'demo', 'demo1234')).session;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function setSite(site: Site): Promise<void> {
    writeFileSync(
      file,
      edited((demo) => Object.assign(demo.site, site)),
    );
    await serverSays(server, site);
  }

  it('shows the maintenance page on a page that reloads after the flag goes on, and the app again after it goes off', async () => {
    await setSite({ maintenance: false, regionRestriction: false });
    const context = await shellContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/gameCenter`);
    await routeReady(page, paths.gameCenter);

    await setSite({ maintenance: true, regionRestriction: false });
    // The app renders from its cached config and revalidates (DECISIONS.md), so the gate may follow a moment later.
    await page.reload();
    await page.locator('#maintenance-title').waitFor({ timeout: 15000 });
    await page.waitForURL((u) => u.pathname === paths.maintenance);
    expect(await page.locator('#maintenance-title').textContent()).toBe(
      text('TY', 'Platform under maintenance'),
    );
    await expectNoChrome(page);

    await setSite({ maintenance: false, regionRestriction: false });
    await page.reload();
    await page.waitForURL((u) => u.pathname === paths.home, { timeout: 15000 });
    await homeReady(page);
    expect(await page.locator('header.app-header').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives way to the maintenance page at once on a start from the worker's kept drawing of home", async () => {
    await setSite({ maintenance: false, regionRestriction: false });
    const context = await shellContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/m/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await keptDrawingOf(page, paths.home);
    await setSite({ maintenance: true, regionRestriction: false });
    await page.reload();
    // The kept drawing (of home, from before the gate) would cover the gate for FIRST_SCREEN_HOLD_MS if it stayed:
    // the gate shows well before that, and the drawing is gone.
    await page.locator('#maintenance-title').waitFor({ timeout: FIRST_SCREEN_HOLD_MS - 1000 });
    expect(await page.locator(`#${FIRST_SCREEN_ID}`).count()).toBe(0);
    await setSite({ maintenance: false, regionRestriction: false });
    await context.close();
  });

  for (const language of ['TY', 'EN'] as const) {
    it(`shows the maintenance page to a fresh visitor, in ${language}`, async () => {
      await setSite({ maintenance: true, regionRestriction: false });
      const context = await contextIn(browser, language);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/m/home`);
      await page.waitForURL((u) => u.pathname === paths.maintenance, { timeout: 15000 });
      await page.locator('#maintenance-title').waitFor();
      expect(await page.locator('#maintenance-title').textContent()).toBe(
        text(language, 'Platform under maintenance'),
      );
      await expectNoChrome(page);
      await shoot(page, `maintenance-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the region page, with the detected country, and stays on the opened path, in ${language}`, async () => {
      await setSite({ maintenance: false, regionRestriction: true });
      const context = await contextIn(browser, language);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/m/gameCenter`);
      await page.locator('#region-title').waitFor({ timeout: 15000 });
      expect(pathOf(page)).toBe(paths.gameCenter);
      expect(await page.locator('#region-title').textContent()).toBe(
        text(language, 'Not available in your region'),
      );
      // The country in the player's language (Intl's region names): Pilipinas in Tagalog.
      expect(await page.locator('main#main').textContent()).toContain(
        language === 'TY' ? 'Pilipinas' : 'Philippines',
      );
      await expectNoChrome(page);
      await shoot(page, `region-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('brings the app back from the maintenance page with Try again once maintenance is over', async () => {
    await setSite({ maintenance: true, regionRestriction: false });
    const context = await shellContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/home`);
    await page.locator('#maintenance-title').waitFor({ timeout: 15000 });
    await setSite({ maintenance: false, regionRestriction: false });
    await page.getByRole('button', { name: text('TY', 'Try again'), exact: true }).click();
    await page.waitForURL((u) => u.pathname === paths.home, { timeout: 15000 });
    await homeReady(page);
    expect(await page.locator('header.app-header').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives maintenance when both gates are on', async () => {
    await setSite({ maintenance: true, regionRestriction: true });
    const context = await shellContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/m/home`);
    await page.waitForURL((u) => u.pathname === paths.maintenance, { timeout: 15000 });
    await page.locator('#maintenance-title').waitFor();
    expect(await page.locator('#region-title').count()).toBe(0);
    await context.close();
    await setSite({ maintenance: false, regionRestriction: false });
  });

  it('shows the contact-service message on /m/inviteFriends when REFERRAL is off, and opens it when on', async () => {
    writeFileSync(
      file,
      edited((demo) => (demo.flags.REFERRAL = false)),
    );
    const deadline = Date.now() + 10000;
    for (;;) {
      const res = await fetch(`${server.url}/wps/system/config`);
      const body = (await res.json()) as { value: { flags: Record<string, boolean> } };
      if (body.value.flags.REFERRAL === false) break;
      if (Date.now() > deadline) throw new Error('REFERRAL is still on');
      await new Promise((r) => setTimeout(r, 100));
    }
    const context = await shellContext(browser);
    await seedSession(context, member);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const message = text('TY', 'Please contact customer service');

    // Opened by URL: the refusal screen and the 2 s message.
    await page.goto(`${server.url}${paths.inviteFriends}`);
    await page.locator('#refused-title').waitFor({ timeout: 15000 });
    expect(await page.locator('#refused-title').textContent()).toBe(message);
    await page.locator('.toasts .toast', { hasText: message }).waitFor();

    // Tapped in the bottom menu from home: the message, and the page stays where it is.
    await page.goto(`${server.url}${paths.home}`);
    await homeReady(page);
    await page
      .locator('.toasts .toast')
      .first()
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => {});
    await page
      .locator('nav.bottom-menu')
      .getByRole('link', { name: text('TY', 'Invite friends') })
      .click();
    await page.locator('.toasts .toast', { hasText: message }).waitFor();
    expect(pathOf(page)).toBe(paths.home);
    // The message goes after 2 s (GUARD_MESSAGE_MS).
    await page.locator('.toasts .toast', { hasText: message }).waitFor({ state: 'detached', timeout: 4000 });
    expect(errors).toEqual([]);
    await context.close();

    writeFileSync(file, ORIGINAL);
    const on = await shellContext(browser);
    await seedSession(on, member);
    const onPage = await on.newPage();
    const until = Date.now() + 10000;
    for (;;) {
      const res = await fetch(`${server.url}/wps/system/config`);
      const body = (await res.json()) as { value: { flags: Record<string, boolean> } };
      if (body.value.flags.REFERRAL === true) break;
      if (Date.now() > until) throw new Error('REFERRAL is still off');
      await new Promise((r) => setTimeout(r, 100));
    }
    await onPage.goto(`${server.url}${paths.inviteFriends}`);
    await onPage.waitForURL((u) => u.pathname === paths.inviteFriends);
    await routeReady(onPage, paths.inviteFriends);
    await on.close();
  });
});

describe('start-up gates from the environment at start', () => {
  it('gives maintenance with SITE_MAINTENANCE=1 and SITE_REGION_RESTRICTION=1', async () => {
    const server = await startServer({ SITE_MAINTENANCE: '1', SITE_REGION_RESTRICTION: '1' });
    const browser = await launchBrowser();
    try {
      const context = await shellContext(browser);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/m/webEmail`);
      await page.waitForURL((u) => u.pathname === paths.maintenance, { timeout: 15000 });
      await page.locator('#maintenance-title').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
