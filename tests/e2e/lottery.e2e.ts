import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { loginThroughClient, screenReady, seedSession, shellContext, shoot } from './app';
import { collectErrors, e2eSuite } from './harness';

// Issue 5 gap: lottery bets are taken. A member bets big/small on a five-digit lottery from /m/startLottery; the
// stake leaves the wallet (API and header), the bet shows in the member's bets and in the betting record, and a
// stake above the balance is refused with the catalogue message. Runs in EN so the texts read as in the source.
const GAME = 'SEALOTT-0003';

describe('lottery bets', () => {
  const suite = e2eSuite();

  const api = async <T>(path: string, token: string): Promise<T> =>
    (
      (await (await fetch(`${suite.server.url}${path}`, { headers: { authorization: token } })).json()) as {
        value: T;
      }
    ).value;
  const balanceOf = async (token: string) =>
    (await api<{ sumBalance: number }>('/wps/wallets/balance', token)).sumBalance;

  async function memberPage(username: string, password: string) {
    const { session } = await loginThroughClient(suite.server.url, username, password);
    const context: BrowserContext = await shellContext(suite.browser);
    await context.addInitScript(() =>
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' })),
    );
    await seedSession(context, session);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${suite.server.url}/m/startLottery?code=${GAME}`);
    await screenReady(page);
    await page.locator('.bet-form').waitFor();
    return { context, page, errors, token: session.token };
  }

  it('takes a bet: the balance drops by the stake and the bet shows in the member bets and the record', async () => {
    const { context, page, errors, token } = await memberPage('demo', 'demo1234');
    const before = await balanceOf(token);
    await expect.poll(() => page.locator('.bet-balance').textContent()).toBe('Balance: ₱5,000.00');
    await shoot(page, 'lottery-bet-en');

    await page.getByRole('button', { name: 'Small (0-22)' }).click();
    await page.getByLabel('Stake in pesos (whole pesos)').fill('25');
    await page.getByRole('button', { name: 'Bet ₱25.00 on Small (0-22)' }).click();
    await expect.poll(() => page.locator('.bet-result').textContent()).toContain('Bet placed: ₱25.00');

    expect(await balanceOf(token)).toBe(before - 25);
    await expect.poll(() => page.locator('.bet-balance').textContent()).toBe('Balance: ₱4,975.00');
    await expect.poll(() => page.locator('.bet-list .bet-row').count()).toBe(1);
    await expect(page.locator('.bet-list .bet-row').first().textContent()).resolves.toContain(
      'Waiting for the draw',
    );
    const records = await api<{ list: { gameName: string; bet: number; win: number }[] }>(
      '/wps/report/bets?gameType=LOTT',
      token,
    );
    expect(records.list[0]).toMatchObject({ gameName: 'Quick Lotto 5 Min', bet: 25, win: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'lottery-bet-placed-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a stake above the balance with the catalogue message and keeps the balance', async () => {
    const { context, page, token } = await memberPage('player1', 'player1234');
    const before = await balanceOf(token);
    await page.getByLabel('Stake in pesos (whole pesos)').fill('300');
    await page.getByRole('button', { name: 'Bet ₱300.00 on Big (23-45)' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Insufficient balance');
    expect(await balanceOf(token)).toBe(before);
    // Centavos never reach the server: the form says why and stays disabled.
    await page.getByLabel('Stake in pesos (whole pesos)').fill('1.50');
    await expect(page.locator('#bet-stake-help').textContent()).resolves.toBe(
      'Enter whole pesos only, without centavos.',
    );
    await expect(page.locator('.bet-form button[type="submit"]').isDisabled()).resolves.toBe(true);
    await context.close();
  });
});
