import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { seedSession, shellContext } from '../e2e/app';
import { e2eSuite } from '../e2e/harness';
import { moneyClient, type MoneyClient } from './money';

/**
 * A flaky network in Chromium against the real server (docs/security.md "Faults"): half the platform calls aborted or
 * held 3 s; an answer dropped after the server applied the call; the network going off in the middle of a flow. No
 * money moves twice (a retry carries the same key), nothing is left unhandled, forms keep their input, and the app
 * recovers when the network returns.
 */

const suite = e2eSuite();

interface Held {
  balance: number;
  held: number;
}

async function withdrawInfo(base: string, token: string): Promise<Held> {
  const res = await fetch(`${base}/wps/withdraw/info`, {
    headers: { authorization: token, merchant: 'demo' },
  });
  return ((await res.json()) as { value: Held }).value;
}

async function openAs(
  money: MoneyClient,
  route: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await shellContext(suite.browser);
  await context.addInitScript(() => {
    if (!localStorage.getItem('MC_PREFERENCES'))
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
  });
  await seedSession(context, { token: money.token, merchantCode: 'demo', userName: 'player1', type: 0 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${suite.server.url}${route}`);
  return { context, page, errors };
}

/** Presses the withdraw button until the form says it is done, checking the form kept its input each time. */
async function withdrawUntilDone(page: Page, amount: string, label: string, maxTries = 10): Promise<number> {
  for (let tries = 1; tries <= maxTries; tries++) {
    await page.getByRole('button', { name: label }).click();
    const outcome = await Promise.race([
      page
        .locator('[data-withdraw-done]')
        .waitFor({ timeout: 20_000 })
        .then(() => 'done' as const),
      page
        .locator('.money-failure[role="alert"]')
        .waitFor({ timeout: 20_000 })
        .then(() => 'failed' as const),
    ]);
    if (outcome === 'done') return tries;
    expect(await page.locator('#withdraw-amount').inputValue()).toBe(amount);
    expect(await page.locator('#withdraw-pin').inputValue()).toBe('246810');
    await page.waitForTimeout(200);
  }
  throw new Error(`no withdrawal after ${maxTries} presses`);
}

describe('a flaky network', () => {
  it('moves money once with half the calls failing or slow, keeps the form, and recovers', async () => {
    const money = await moneyClient(suite.server.url, 'player1', 'player1234');
    const start = await withdrawInfo(suite.server.url, money.token);
    const { context, page, errors } = await openAs(money, paths.withdraw);
    await page.locator('#withdraw-amount').waitFor({ timeout: 20_000 });

    let n = 0;
    const keys: string[] = [];
    await context.route('**/wps/**', async (route) => {
      if (route.request().url().includes('/wps/transaction/withdraw'))
        keys.push(route.request().headers()['idempotency-key'] ?? '');
      // Every other call is cut before it leaves; the rest wait 3 s.
      if (n++ % 2 === 0) return route.abort('failed').catch(() => undefined);
      await new Promise((r) => setTimeout(r, 3000));
      return route.continue().catch(() => undefined);
    });
    await page.locator('#withdraw-amount').fill('110');
    await page.locator('#withdraw-pin').fill('246810');
    const presses = await withdrawUntilDone(page, '110', 'Withdraw ₱110.00');
    await context.unroute('**/wps/**');

    expect(new Set(keys).size).toBe(1);
    const end = await withdrawInfo(suite.server.url, money.token);
    expect({ balance: end.balance, held: end.held }).toEqual({
      balance: start.balance - 110,
      held: start.held + 110,
    });
    // The network is back: the member centre loads and shows the balance.
    await page.goto(`${suite.server.url}${paths.mine}`);
    await page.getByText('₱').first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    process.stdout.write(
      `flaky network: withdrawal done after ${presses} presses, ${keys.length} sends, one key\n`,
    );
    await context.close();
  }, 240_000);

  it('applies a deposit whose answer was dropped after the server took it only once', async () => {
    const money = await moneyClient(suite.server.url, 'player1', 'player1234');
    const before = await depositCount(money.token);
    const { context, page, errors } = await openAs(money, paths.voucherCenter);
    await page.getByRole('button', { name: '₱500.00', exact: true }).waitFor({ timeout: 20_000 });
    const keys: string[] = [];
    let dropped = false;
    await context.route('**/wps/deposit', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: '₱500.00', exact: true }).click();
    await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
    await page.locator('.money-failure[role="alert"]').waitFor({ timeout: 20_000 });
    // The amount is still chosen; pressing again sends the same key.
    await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
    await page.waitForURL(/\/dev\/pay\//, { timeout: 20_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await depositCount(money.token)).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('sends nothing while the network is off in the middle of a withdrawal, then once when it is back', async () => {
    const money = await moneyClient(suite.server.url, 'player1', 'player1234');
    const start = await withdrawInfo(suite.server.url, money.token);
    const { context, page, errors } = await openAs(money, paths.withdraw);
    await page.locator('#withdraw-amount').waitFor({ timeout: 20_000 });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/transaction/withdraw')) sent.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.locator('#withdraw-amount').fill('105');
    await context.setOffline(true);
    await page.locator('#withdraw-pin').fill('246810');
    await page.locator('[data-offline-notice]').waitFor();
    await page
      .locator('form')
      .first()
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await context.setOffline(false);
    await page.locator('[data-offline-notice]').waitFor({ state: 'detached' });
    expect(await page.locator('#withdraw-amount').inputValue()).toBe('105');
    await withdrawUntilDone(page, '105', 'Withdraw ₱105.00', 3);
    expect(sent).toHaveLength(1);
    const end = await withdrawInfo(suite.server.url, money.token);
    expect(end.held).toBe(start.held + 105);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("keeps the app on screen when a part's code cannot load, says so, and opens the part once the network is back", async () => {
    // No worker: its precache would answer the chunk without the network this test cuts.
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(() =>
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' })),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.server.url}${paths.gameList}`);
    const menu = page.locator('header.app-header').getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor({ timeout: 20_000 });
    const isMenuCode = (url: URL) => /\/HeaderMenu-[\w-]+\.js$/.test(url.pathname);
    await context.route(isMenuCode, (route) => route.abort('internetdisconnected'));
    await menu.click();
    await page.getByText('Network slow or offline. Please try again.').waitFor({ timeout: 10_000 });
    // The shell is still there, and the menu closed again: the next tap opens it.
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('main#main').count()).toBe(1);
    await context.unroute(isMenuCode);
    await menu.click();
    await page.getByRole('menuitemradio', { name: 'English' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  async function depositCount(token: string): Promise<number> {
    const res = await fetch(`${suite.server.url}/wps/report/depositTransaction?pageNo=1&pageSize=100`, {
      headers: { authorization: token, merchant: 'demo' },
    });
    const json = (await res.json()) as { value: { list: unknown[] } };
    return json.value.list.length;
  }
});
