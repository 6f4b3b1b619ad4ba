import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatMoney } from '../../src/lib/money';
import { collectErrors, launchBrowser, phoneContext, startServer, type RunningServer } from './harness';
import { loginThroughClient, seedSession, shellContext, shoot, type SessionRecord } from './app';

// The betting record and profit and loss in Chromium against the built server: the demo member launches the demo
// slot, spins, and both records show those spins with totals that match the server's.

interface Totals {
  betCount: number;
  bet: number;
  win: number;
  profit: number;
}

describe('the betting record and profit and loss', () => {
  let server: RunningServer;
  let browser: Browser;
  let session: SessionRecord;

  const api = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: session.token } });
    return ((await res.json()) as { value: T }).value;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    session = (await loginThroughClient(server.url, 'demo', 'demo1234')).session;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (path: string, language: 'TY' | 'EN') => {
    const context = await shellContext(browser);
    await context.addInitScript((lang: string) => {
      if (!localStorage.getItem('MC_PREFERENCES'))
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
    }, language);
    await seedSession(context, session);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}${path}`);
    await page.locator('section.records').waitFor({ timeout: 15000 });
    return { context, page, errors };
  };

  it('shows an empty state before any bet', async () => {
    const { context, page, errors } = await open('/m/gameRecord', 'EN');
    await page.getByText('No records in this period.').waitFor();
    await shoot(page, 'records-gameRecord-empty-EN');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the demo member’s spins, and profit and loss totals match the server', async () => {
    // The member launches the demo slot for real money and spins three times.
    const launch = await api<{ url: string; mode: string }>(
      '/wps/game/launchGame?vendor=AURORA&nodeId=1002&accountType=1&language=EN',
    );
    const game = await (await phoneContext(browser)).newPage();
    await game.goto(`${server.url}${launch.url}`);
    await game.getByRole('button', { name: 'Bet ₱10.00' }).click();
    for (let i = 0; i < 3; i++) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => game.locator('#spin').isEnabled()).toBe(true);
    }
    await game.context().close();
    const bets = await api<{ list: { id: number; gameName: string }[]; totals: Totals }>('/wps/report/bets');
    expect(bets.list).toHaveLength(3);

    for (const language of ['EN', 'TY'] as const) {
      const { context, page, errors } = await open('/m/gameRecord', language);
      const rows = page.locator('.records-row');
      await expect.poll(() => rows.count()).toBe(3);
      await expect(rows.first().locator('strong').textContent()).resolves.toBe(bets.list[0]!.gameName);
      const today = new Date();
      const mmddyyyy = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
      await expect(rows.first().textContent()).resolves.toContain(mmddyyyy);
      await expect(page.locator('[data-total="betCount"]').textContent()).resolves.toBe('3');
      await expect(page.locator('[data-total="bet"]').textContent()).resolves.toBe(
        formatMoney(bets.totals.bet),
      );
      await expect(page.locator('[data-total="bet"]').textContent()).resolves.toBe('₱30.00');
      await expect(page.locator('[data-total="win"]').textContent()).resolves.toBe(
        formatMoney(bets.totals.win),
      );
      const profit = bets.totals.profit;
      await expect(page.locator('[data-total="profit"]').textContent()).resolves.toBe(
        profit > 0 ? `+${formatMoney(profit)}` : formatMoney(profit),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shoot(page, `records-gameRecord-${language}`);

      // Yesterday holds none of them.
      await page.locator('.records-preset').nth(1).click();
      await expect.poll(() => rows.count()).toBe(0);
      await page.locator('.records-empty').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }

    const pl = await api<{ totals: Totals; byGame: { gameName: string; profit: number }[] }>(
      '/wps/report/profitLoss',
    );
    expect(pl.totals).toEqual(bets.totals);
    for (const language of ['EN', 'TY'] as const) {
      const { context, page, errors } = await open('/m/profitandloss', language);
      await page.locator('[data-total="betCount"]').waitFor();
      await expect(page.locator('[data-total="betCount"]').textContent()).resolves.toBe('3');
      await expect(page.locator('[data-total="bet"]').textContent()).resolves.toBe(
        formatMoney(pl.totals.bet),
      );
      await expect(page.locator('[data-total="win"]').textContent()).resolves.toBe(
        formatMoney(pl.totals.win),
      );
      const tone = pl.totals.profit > 0 ? 'gain' : pl.totals.profit < 0 ? 'loss' : 'even';
      await expect(page.locator(`[data-total="profit"] .amount-${tone}`).count()).resolves.toBe(1);
      await expect.poll(() => page.locator('.records-row').count()).toBe(pl.byGame.length);
      await shoot(page, `records-profitandloss-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('pages a long record with the page size of the call', async () => {
    const launch = await api<{ url: string }>(
      '/wps/game/launchGame?vendor=AURORA&nodeId=1002&accountType=1&language=EN',
    );
    const game = await (await phoneContext(browser)).newPage();
    await game.goto(`${server.url}${launch.url}`);
    await game.getByRole('button', { name: 'Bet ₱10.00' }).click();
    // 3 spins from the last test plus 18: 21 bets, two pages of 20.
    for (let i = 0; i < 18; i++) {
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => game.locator('#spin').isEnabled()).toBe(true);
    }
    await game.context().close();
    const { context, page, errors } = await open('/m/gameRecord', 'EN');
    const rows = page.locator('.records-row');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByText('Page 2 of 2').waitFor();
    // The totals are the range's, not the page's.
    await expect(page.locator('[data-total="betCount"]').textContent()).resolves.toBe('21');
    await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
