import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dayIn } from '../../src/api/contract/zonedTime';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { pathOf, shellContext, shoot } from './app';

// Promotions in Chromium against the built server: the bottom menu opens the activity centre, the category strip
// filters the list as the server does, the dates read by spec 02 §5 (a range, one day, long term), and a detail is
// reached from a card and from `?id=` directly; back from a detail with no history goes home.

const OPS_TOKEN = 'erin-token-0123456789abcdefghijk';

interface WirePromotion {
  id: number;
  title: string;
}

describe('promotions', () => {
  let server: RunningServer;
  let browser: Browser;
  let flashId: number;

  beforeAll(async () => {
    server = await startServer({ OPS_TOKENS: `erin:${OPS_TOKEN}` });
    browser = await launchBrowser();
    // A one-day promotion for today, in the merchant's day, published as an operator would.
    const today = dayIn(Date.now(), 'Asia/Manila');
    const res = await fetch(`${server.url}/ops/promotions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Flash Day Bonus',
        content: '<p>Today only: <b>10%</b> extra.</p><img src=x onerror="window.__xss=1">',
        categoryIds: [5],
        start: today,
        end: today,
      }),
    });
    flashId = ((await res.json()) as { value: { id: number } }).value.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The promotions as the platform words them in English, the language these checks read the screen in. */
  const wire = async (query = '') =>
    (
      (await (await fetch(`${server.url}/wps/promotions${query}${query ? '&' : '?'}language=EN`)).json()) as {
        value: WirePromotion[];
      }
    ).value;
  const open = async (language: 'TY' | 'EN') => {
    const context = await shellContext(browser);
    await context.addInitScript((lang) => {
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
    }, language);
    return context;
  };
  const titles = (page: Page) =>
    page.locator('.promo-list .promo-card-title').evaluateAll((els) => els.map((e) => e.textContent));

  it('filters by category from the bottom menu, and reads dates by the spec (EN)', async () => {
    const context = await open('EN');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/home`);
    await page.getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL((u) => u.pathname === '/m/activity');
    const all = await wire();
    await page
      .locator('.promo-list .promo-card')
      .nth(all.length - 1)
      .waitFor({ timeout: 15000 });
    expect(await titles(page)).toEqual(all.map((p) => p.title));
    expect(await page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    await shoot(page, 'promotions-all-EN');

    await page.getByRole('tab', { name: 'VIP' }).click();
    const vip = await wire('?categoryId=5');
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.length).toBeLessThan(all.length);
    await expect.poll(() => titles(page), { timeout: 15000 }).toEqual(vip.map((p) => p.title));
    expect(await page.getByRole('tab', { name: 'VIP' }).getAttribute('aria-selected')).toBe('true');

    const flash = page.locator(`[data-promotion="${flashId}"] .promo-period`);
    expect(await flash.getAttribute('data-period')).toBe('single');
    expect(await flash.textContent()).toBe(dayIn(Date.now(), 'Asia/Manila').replace(/-/g, '/'));
    const birthday = page.locator('.promo-card', { hasText: 'VIP Birthday Gift' }).locator('.promo-period');
    expect(await birthday.getAttribute('data-period')).toBe('longTerm');
    expect(await birthday.textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} – Long term$/);
    await page.getByRole('tab', { name: 'Sports' }).click();
    const ranged = page.locator('.promo-card', { hasText: 'Parlay Insurance' }).locator('.promo-period');
    await ranged.waitFor({ timeout: 15000 });
    expect(await ranged.textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/);
    await shoot(page, 'promotions-sports-EN');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('reaches a detail from a card and from ?id=, sanitised, and goes home from a detail with no history', async () => {
    const context = await open('EN');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/activity`);
    await page.locator(`[data-promotion="${flashId}"] a`).click();
    await page.waitForURL((u) => u.pathname === '/m/activityDetail' && u.search === `?id=${flashId}`);
    await page.getByRole('heading', { name: 'Flash Day Bonus' }).waitFor({ timeout: 15000 });
    expect(await page.locator('.promo-content b').textContent()).toBe('10%');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await shoot(page, 'promotion-detail-EN');

    // The promotions page opened with ?id= shows that detail at once.
    await page.goto(`${server.url}/m/activity?id=${flashId}`);
    await page.getByRole('heading', { name: 'Flash Day Bonus' }).waitFor({ timeout: 15000 });
    expect(await page.locator('.activity-menu').count()).toBe(0);

    // A reward promotion links to the reward center.
    const welcome = (await wire()).find((p) => p.title === '100% Welcome Bonus')!;
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/m/activityDetail?id=${welcome.id}`);
    await fresh.getByRole('link', { name: 'Claim in the reward center' }).waitFor({ timeout: 15000 });
    await fresh.locator('header').getByRole('button', { name: 'Back' }).click();
    await fresh.waitForURL((u) => u.pathname === '/m/home');
    expect(pathOf(fresh)).toBe('/m/home');
    // Chromium (156 here) reports the policy's refusal of an inline handler as soon as one is parsed, even in the
    // sanitiser's inert document where it never runs: this promotion carries one on purpose, and __xss above shows it
    // did not run. Every other console error still fails the test.
    const unexpected = errors.filter((e) => !e.startsWith('Executing inline event handler violates'));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    await context.close();
  });

  it('shows the list and a detail in TY', async () => {
    const context = await open('TY');
    const page = await context.newPage();
    await page.goto(`${server.url}/m/activity`);
    await page.getByRole('tab', { name: 'Lahat' }).waitFor({ timeout: 15000 });
    await page.locator('.promo-list .promo-card').first().waitFor();
    await shoot(page, 'promotions-all-TY');
    await page.goto(`${server.url}/m/activityDetail?id=2`);
    await page.locator('.promo-title').waitFor({ timeout: 15000 });
    expect(await page.locator('.promo-period').textContent()).toContain('Pangmatagalan');
    await shoot(page, 'promotion-detail-TY');
    await context.close();
  });
});
