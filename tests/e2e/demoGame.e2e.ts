import { describe, expect, it } from 'vitest';

import { collectErrors, phoneContext, e2eSuite } from './harness';

// The demo slot in a real browser against the built server: a trial account launches a game, the page spends its
// ticket, and each spin moves the trial wallet through the ledger and writes a bet record.
describe('the demo slot', () => {
  const suite = e2eSuite();

  const api = async (path: string, token: string, init: RequestInit = {}) => {
    const res = await fetch(`${suite.server.url}${path}`, {
      ...init,
      headers: { authorization: token, ...init.headers },
    });
    return (await res.json()) as { success: boolean; value: never; errorCode?: string };
  };

  it('plays at 390x844: spins change the balance and add betting records, with no console error', async () => {
    const trial = await fetch(`${suite.server.url}/wps/session/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const token = ((await trial.json()) as { value: { token: string } }).value.token;
    const launch = await api(
      '/wps/game/launchGame?vendor=AURORA&nodeId=1002&accountType=1&language=EN',
      token,
    );
    const { url, mode } = launch.value as { url: string; mode: string };
    expect(mode).toBe('trial');
    expect(url.startsWith('/demo-game/slot?ticket=')).toBe(true);

    const { context, page, errors } = await suite.open();
    await page.goto(`${suite.server.url}${url}`);
    // The ticket leaves the address bar at once.
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/demo-game/slot`);
    await expect.poll(() => page.locator('#balance').textContent()).toBe('₱2,000.00');
    await expect(page.locator('#mode').textContent()).resolves.toBe('TRIAL CREDIT');

    await page.getByRole('button', { name: 'Bet ₱10.00' }).click();
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Spin' }).click();
      await expect.poll(() => page.locator('#spin').isEnabled()).toBe(true);
    }
    const balance = ((await api('/wps/wallets/balance', token)).value as { sumBalance: number }).sumBalance;
    const records = (await api('/wps/report/bets', token)).value as {
      list: { bet: number; win: number }[];
      totals: { profit: number };
    };
    expect(records.list).toHaveLength(3);
    expect(records.list.every((r) => r.bet === 10)).toBe(true);
    expect(Math.round((2000 + records.totals.profit) * 100)).toBe(Math.round(balance * 100));
    await expect(page.locator('#balance').textContent()).resolves.toBe(
      `₱${balance.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.tmp/demo-game-390x844.png' });

    // The ticket was spent: opening the same URL again shows the ended-session message.
    await page.goto(`${suite.server.url}${url}`);
    await expect.poll(() => page.locator('#result').textContent()).toContain('has ended');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('marks games without trial play for a trial account, and a tap shows why instead of launching', async () => {
    const trial = await fetch(`${suite.server.url}/wps/session/trial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { token, merchantCode } = (
      (await trial.json()) as { value: { token: string; merchantCode: string } }
    ).value;
    const context = await phoneContext(suite.browser);
    await context.addInitScript(
      (record) => {
        sessionStorage.setItem('NOTICE_POP', '1');
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
        if (!sessionStorage.getItem('MC_SESSION_INFO'))
          sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record));
      },
      { token, merchantCode },
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${suite.server.url}/m/gameList?gameType=RNG`);
    // Node 1001 (the first slot) has no trial play; 1002 has it.
    const tiles = page.locator('.game-grid .game-tile');
    await tiles.first().waitFor();
    await expect(tiles.nth(0).locator('.game-tile-real-only').textContent()).resolves.toBe('Real money only');
    await expect(tiles.nth(1).locator('.game-tile-real-only').count()).resolves.toBe(0);
    await tiles.nth(0).locator('.game-tile-launch').click();
    await expect
      .poll(() => page.getByText('This game is for real-money accounts only.', { exact: false }).count())
      .toBe(1);
    expect(new URL(page.url()).pathname).toBe('/m/gameList');
    expect(errors).toEqual([]);
    await context.close();
  });
});
