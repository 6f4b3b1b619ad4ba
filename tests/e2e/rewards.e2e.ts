import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, seedSession, shellContext, shoot, type SessionRecord } from './app';

// VIP level and the manual rebate in Chromium against the built server: a real lottery bet makes valid bets, the
// benefits screen shows the level they reach, and the rebate they earn is claimed once (a second claim finds nothing).

const QUICK5 = 'SEALOTT-0003';

describe('VIP benefits and the manual rebate', () => {
  let server: RunningServer;
  let browser: Browser;
  let session: SessionRecord;

  const api = async <T>(path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { authorization: session.token, 'content-type': 'application/json', ...init.headers },
    });
    return (await res.json()) as { success: boolean; value: T; errorCode?: string };
  };
  const balance = async () => (await api<{ sumBalance: number }>('/wps/wallets/balance')).value.sumBalance;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    session = (await loginThroughClient(server.url, 'demo', 'demo1234')).session;
    // A real bet: ₱2,000 on the open issue of a five-digit lottery (through the ledger, with its bet record).
    const issue = await api<{ issueNo: string }>(`/wps/lottery/issue?gameCode=${QUICK5}`);
    const bet = await api('/wps/lottery/bet', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ gameCode: QUICK5, issueNo: issue.value.issueNo, pick: 'BIG', amount: 2000 }),
    });
    expect(bet.success, JSON.stringify(bet)).toBe(true);
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
    return { context, page, errors };
  };

  it('shows the level that real bets reach, and the way to the next', async () => {
    for (const language of ['EN', 'TY'] as const) {
      const { context, page, errors } = await open('/m/member/benefits', language);
      await page.locator('[data-vip-level="0"]').waitFor({ timeout: 15000 });
      expect(await page.locator('.vip-card').textContent()).toContain('₱2,000.00');
      expect(await page.locator('.vip-card').textContent()).toContain('₱3,000.00');
      await shoot(page, `vip-benefits-${language}`);
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    }
  });

  it('claims the rebate once', async () => {
    const before = await balance();
    const { context, page, errors } = await open('/m/member/manualRebate', 'EN');
    // ₱2,000 of valid bets at the Member level's 0.3 %.
    await page.locator('[data-rebate-amount="6"]').waitFor({ timeout: 15000 });
    await shoot(page, 'rebate-EN');
    await page.getByRole('button', { name: 'Claim ₱6.00' }).click();
    await page.locator('[data-rebate-claimed]').waitFor();
    await page.locator('[data-rebate-amount="0"]').waitFor();
    expect(await page.getByRole('button', { name: /Bet more to earn a rebate/ }).isDisabled()).toBe(true);
    expect(await balance()).toBe(before + 6);
    // Another claim, even with a fresh key, finds nothing to pay.
    const again = await api('/wps/rebate/manual', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: '{}',
    });
    expect(again.errorCode).toBe('rebate.nothing');
    expect(await balance()).toBe(before + 6);
    await page.getByRole('link', { name: 'Rebate report' }).click();
    await page.locator('[data-record]').first().waitFor({ timeout: 15000 });
    expect(await page.locator('[data-total="amount"]').textContent()).toBe('₱6.00');
    await shoot(page, 'rebate-report-EN');
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    await context.close();
  });

  it('counts the claimable rewards on the member centre, and credits a claim with a remark once', async () => {
    // The ₱2,000 bet meets the live-casino reward's ₱1,000; the daily reward asks nothing; the welcome one a deposit.
    const { context, page, errors } = await open('/m/mine', 'EN');
    const badge = page.locator('[data-entry="rewardCenter"] .mine-badge');
    await badge.waitFor({ timeout: 15000 });
    expect(await badge.textContent()).toBe('2');
    await page.locator('[data-entry="rewardCenter"]').click();
    await page.locator('[data-reward="2"]').waitFor({ timeout: 15000 });
    expect(await page.locator('[data-reward="1"] [data-state="locked"]').count()).toBe(1);
    await shoot(page, 'rewards-EN');
    const before = await balance();
    await page.locator('[data-reward="2"]').getByRole('button', { name: /Claim/ }).click();
    await page.locator('#remark-2').fill('Salamat po!');
    await page.getByRole('button', { name: 'Claim ₱8.88' }).click();
    await page.locator('[data-reward-claimed]').waitFor();
    await page.locator('[data-reward="2"] [data-state="claimed"]').waitFor();
    expect(await balance()).toBe(before + 8.88);
    const again = await api('/wps/rewards/claim', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ promotionId: 2 }),
    });
    expect(again.errorCode).toBe('reward.claimed');
    expect(await balance()).toBe(before + 8.88);
    await page.goto(`${server.url}/m/mine`);
    await page
      .locator('[data-entry="rewardCenter"] .mine-badge')
      .filter({ hasText: '1' })
      .waitFor({ timeout: 15000 });
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it("pays a mission's reward once when real bets meet its target", async () => {
    const before = await balance();
    const { context, page, errors } = await open('/m/leaderBoard', 'EN');
    await page
      .locator('[data-mission="live-week-1000"] [data-mission-me="paid"]')
      .waitFor({ timeout: 15000 });
    expect(
      await page
        .locator('[data-mission="live-week-20000"] [data-mission-me]')
        .getAttribute('data-mission-me'),
    ).toBe('open');
    await shoot(page, 'missions-EN');
    expect(await balance()).toBe(before + 25);
    await page.reload();
    await page
      .locator('[data-mission="live-week-1000"] [data-mission-me="paid"]')
      .waitFor({ timeout: 15000 });
    expect(await balance()).toBe(before + 25);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
