import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { dayIn, nextDay, startOfDayIn } from '../../src/api/contract/zonedTime';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, seedSession, shellContext, shoot, type SessionRecord } from './app';

// An agent contract in Chromium against the built server: the agent proposes a daily salary to its sub-agent from
// the team screen; the sub-agent gets the prompt on home and accepts; a whole day later (the server's dev clock moves
// on, DEV_CLOCK=1) its team's real bet of that day is paid once, however many settlers and reads race for it.

const TZ = 'Asia/Manila';
const QUICK5 = 'SEALOTT-0003';
const OPS_TOKEN = 'gail-token-0123456789abcdefghijk';

describe('agent contracts', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ DEV_CLOCK: '1', OPS_TOKENS: `gail:${OPS_TOKEN}` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (session: SessionRecord, language: 'TY' | 'EN'): Promise<BrowserContext> => {
    const context = await shellContext(browser);
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('MC_PREFERENCES'))
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
    }, language);
    await seedSession(context, session);
    return context;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ success: boolean; value: Record<string, unknown> }>);
  const clockTo = (at: number) => post('/wps/dev/clock', { offsetMs: at - Date.now() });

  it('is proposed from the team screen, prompted and accepted, and paid once for a whole day', async () => {
    const agent = (await loginThroughClient(server.url, 'agent', 'agent1234')).session;
    const upline = await open(agent, 'EN');
    const page = await upline.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/member/team`);
    await page.locator('[data-member="subagent"]').getByRole('link', { name: 'Propose a contract' }).click();
    await page.waitForURL((u) => u.pathname === '/m/member/agent/getSalaryContract');
    expect(await page.locator('#propose-name').inputValue()).toBe('subagent');
    await page.locator('#propose-rate').fill('0.5');
    await page.getByRole('button', { name: 'Propose', exact: true }).click();
    await page.getByText('Proposed to subagent.').waitFor({ timeout: 15000 });
    expect(await page.locator('[data-contract]').first().getAttribute('data-status')).toBe('proposed');
    await shoot(page, 'contract-proposed-EN');
    expect(errors, errors.join('\n')).toEqual([]);

    // A trial player's home never asks for contracts; the sub-agent's home prompts it.
    const trialRes = await post('/wps/session/trial', {});
    const trial = { token: String(trialRes.value.token), merchantCode: String(trialRes.value.merchantCode) };
    const trialContext = await open(trial, 'EN');
    const trialPage = await trialContext.newPage();
    const asked: string[] = [];
    trialPage.on('request', (r) => {
      if (r.url().includes('/wps/agent/contract/pending')) asked.push(r.url());
    });
    await trialPage.goto(`${server.url}/m/home`);
    await trialPage.waitForTimeout(1500);
    expect(asked).toEqual([]);
    expect(await trialPage.locator('[data-testid="contract-prompt"]').count()).toBe(0);
    await trialContext.close();

    const sub = (await loginThroughClient(server.url, 'subagent', 'subagent1234')).session;
    const downline = await open(sub, 'TY');
    const subPage = await downline.newPage();
    await subPage.goto(`${server.url}/m/home`);
    // One dialog at a time: the announcement popup first; the contract prompt waits until it is closed.
    const popup = subPage.locator('.popup-panel');
    await popup.waitFor({ timeout: 15000 });
    await subPage.waitForTimeout(1000);
    expect(await subPage.getByTestId('contract-prompt').count()).toBe(0);
    await popup.getByRole('button', { name: 'Isara' }).first().click();
    await subPage.getByTestId('contract-prompt').waitFor({ timeout: 15000 });
    expect(await subPage.locator('.popup-panel').count()).toBe(0);
    await shoot(subPage, 'contract-prompt-TY');
    await subPage.getByRole('button', { name: 'Pumunta' }).click();
    await subPage.waitForURL((u) => u.pathname === '/m/member/agent/getSalaryContract');
    await subPage.getByRole('button', { name: 'Tanggapin' }).click();
    await subPage.locator('[data-contract][data-status="active"]').waitFor({ timeout: 15000 });
    await downline.close();

    // Tomorrow at noon (merchant day), the sub-agent bets ₱20 with money an operator gave it.
    const tomorrow = nextDay(dayIn(Date.now(), TZ));
    await clockTo(startOfDayIn(tomorrow, TZ).getTime() + 12 * 3_600_000);
    const adjusted = await post(
      '/ops/balance/adjust',
      { username: 'subagent', amount: '100', reason: 'float for the test' },
      { authorization: `Bearer ${OPS_TOKEN}` },
    );
    expect(adjusted.success).toBe(true);
    const noon = (await loginThroughClient(server.url, 'subagent', 'subagent1234')).session;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { authorization: noon.token, 'content-type': 'application/json', ...init.headers },
      }).then((r) => r.json() as Promise<{ success: boolean; value: { issueNo: string } }>);
    const issue = await api(`/wps/lottery/issue?gameCode=${QUICK5}`);
    const bet = await api('/wps/lottery/bet', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ gameCode: QUICK5, issueNo: issue.value.issueNo, pick: 'BIG', amount: 20 }),
    });
    expect(bet.success, JSON.stringify(bet)).toBe(true);

    // The day after, at 01:00: settlers race, and the day is paid once: 0.5% of ₱20 is ₱0.10.
    await clockTo(startOfDayIn(nextDay(tomorrow), TZ).getTime() + 3_600_000);
    await Promise.all([
      post('/ops/contracts/settle', {}, { authorization: `Bearer ${OPS_TOKEN}` }),
      post('/ops/contracts/settle', {}, { authorization: `Bearer ${OPS_TOKEN}` }),
    ]);
    const later = (await loginThroughClient(server.url, 'subagent', 'subagent1234')).session;
    const read = async () =>
      (
        (await (
          await fetch(`${server.url}/wps/agent/contract/salary?dailysalreqtype=received`, {
            headers: { authorization: later.token },
          })
        ).json()) as {
          value: { list: { totalPaid: number; payouts: { periodKey: string; amount: number }[] }[] };
        }
      ).value.list[0]!;
    const [a, b] = await Promise.all([read(), read()]);
    expect(a.totalPaid).toBe(0.1);
    expect(b.totalPaid).toBe(0.1);
    expect(a.payouts.filter((p) => p.periodKey === tomorrow)).toEqual([
      expect.objectContaining({ periodKey: tomorrow, amount: 0.1 }),
    ]);

    const paidContext = await open(later, 'EN');
    const paidPage = await paidContext.newPage();
    await paidPage.goto(`${server.url}/m/member/agent/getSalaryContract`);
    await paidPage.locator(`[data-period="${tomorrow}"]`).waitFor({ timeout: 15000 });
    expect(await paidPage.locator('[data-total-paid]').textContent()).toContain('₱0.10');
    await shoot(paidPage, 'contract-paid-EN');
    await paidContext.close();
    await upline.close();
  });
});
