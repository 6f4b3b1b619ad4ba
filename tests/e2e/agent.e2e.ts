import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, pathOf, seedSession, shellContext, shoot, type SessionRecord } from './app';

// Agent home in Chromium against the built server. The counters are today's, computed from the seeded downline
// (player1, player2, newbie and subagent, registered when the server seeded), and they move when a downline member signs in
// and bets, and when the agent opens an account. A member is sent home; the grid follows the white-label menu.

const QUICK5 = 'SEALOTT-0003';

describe('agent home', () => {
  let server: RunningServer;
  let browser: Browser;
  let agent: SessionRecord;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    agent = (await loginThroughClient(server.url, 'agent', 'agent1234')).session;
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
  const counters = async (page: Page) => {
    await page
      .locator('[data-kpi="teamOnlineCount"] dd')
      .filter({ hasText: /^\d+$/ })
      .waitFor({ timeout: 15000 });
    return page
      .locator('[data-kpi]')
      .evaluateAll((els) =>
        Object.fromEntries(
          els.map((e) => [e.getAttribute('data-kpi'), Number(e.querySelector('dd')?.textContent)]),
        ),
      );
  };

  it('sends a member home', async () => {
    const member = (await loginThroughClient(server.url, 'demo', 'demo1234')).session;
    const context = await open(member, 'EN');
    const page = await context.newPage();
    await page.goto(`${server.url}/m/agent`);
    await page.waitForURL((u) => u.pathname === '/m/home', { timeout: 15000 });
    expect(pathOf(page)).toBe('/m/home');
    await context.close();
  });

  it('goes nowhere from its grid once the session ended on the server, and says so (TY)', async () => {
    // A session of its own: the other tests keep theirs.
    const ended = (await loginThroughClient(server.url, 'agent', 'agent1234')).session;
    const context = await open(ended, 'TY');
    // Every address the app moves to, its own moves (history) included.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { visited: string[] }).visited = seen;
      for (const name of ['pushState', 'replaceState'] as const) {
        const original = history[name].bind(history);
        history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url) seen.push(new URL(url, location.href).pathname);
          original(data, unused, url);
        };
      }
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/m/agent`);
    await page.locator('[data-grid="memberTeam"]').waitFor({ timeout: 15000 });
    await counters(page);
    // Signed out elsewhere: the server ends the session; the tab has not called since.
    const out = await fetch(`${server.url}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: ended.token },
    });
    expect(out.ok).toBe(true);
    await page.locator('[data-grid="memberTeam"]').click();
    // The tap's check finds the session ended: the app drops it, says so, and never opens the team's screen.
    await page.getByRole('alert').or(page.locator('.toast')).first().waitFor({ timeout: 15000 });
    await page.waitForURL((u) => u.pathname !== '/m/agent', { timeout: 15000 });
    const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    expect(visited).not.toContain('/m/member/team');
    expect(pathOf(page)).not.toBe('/m/member/team');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await context.close();
  });

  it('counts the seeded downline today, then a sign-in, a bet and an opened account (EN)', async () => {
    const context = await open(agent, 'EN');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/agent`);
    expect(await page.getByTestId('agent-name').textContent()).toBe('agent');
    // The agent's own sign-in is not its team's.
    expect(await counters(page)).toEqual({
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 4,
      teamOnlineCount: 0,
    });
    await page.getByTestId('agent-balance').filter({ hasText: '₱1,000.00' }).waitFor({ timeout: 15000 });
    await shoot(page, 'agent-home-EN');

    // player1 signs in and bets ₱20 on the lottery: logged in, online and betting.
    const player = (await loginThroughClient(server.url, 'player1', 'player1234')).session;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { authorization: player.token, 'content-type': 'application/json', ...init.headers },
      }).then((r) => r.json() as Promise<{ success: boolean; value: { issueNo: string } }>);
    const issue = await api(`/wps/lottery/issue?gameCode=${QUICK5}`);
    const bet = await api('/wps/lottery/bet', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ gameCode: QUICK5, issueNo: issue.value.issueNo, pick: 'SMALL', amount: 20 }),
    });
    expect(bet.success, JSON.stringify(bet)).toBe(true);
    await page.reload();
    expect(await counters(page)).toEqual({
      teamLoginMemberCount: 1,
      teamBetMemberCount: 1,
      teamRegisterMemberCount: 4,
      teamOnlineCount: 1,
    });

    // Open an account from the grid: registered today goes up by one.
    await page.locator('[data-grid="openAccount"]').click();
    await page.waitForURL((u) => u.pathname === '/m/agentRegister');
    const form = page.locator('form.agent-form');
    await form.getByLabel('User name').fill('teamnew1');
    await form.getByLabel('Password', { exact: true }).fill('welcome123');
    await form.getByLabel('Confirm password').fill('welcome123');
    await shoot(page, 'agent-register-EN');
    await form.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('status').filter({ hasText: 'teamnew1' }).waitFor({ timeout: 15000 });
    await shoot(page, 'agent-register-done-EN');
    // The same name again is refused by the server, with the form kept.
    await page.getByRole('button', { name: 'Open another account' }).click();
    await form.getByLabel('User name').fill('TeamNew1');
    await form.getByLabel('Password', { exact: true }).fill('welcome123');
    await form.getByLabel('Confirm password').fill('welcome123');
    await form.getByRole('button', { name: 'Open account' }).click();
    await page.getByRole('alert').waitFor({ timeout: 15000 });
    expect(await form.getByLabel('User name').inputValue()).toBe('TeamNew1');

    // The browser logs the refused call (409); nothing else may appear.
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    errors.length = 0;
    await page.goto(`${server.url}/m/agent`);
    expect((await counters(page)).teamRegisterMemberCount).toBe(5);
    // The opened account signs in with its password and is sent to choose its own.
    const first = await loginThroughClient(server.url, 'teamnew1', 'welcome123');
    expect(first.session.token).toBeTruthy();
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('shows the grid by the white-label menu, with agent notices read off the count (TY)', async () => {
    const context = await open(agent, 'TY');
    const page = await context.newPage();
    await page.goto(`${server.url}/m/agent`);
    await counters(page);
    const config = (await (await fetch(`${server.url}/wps/system/config`)).json()) as {
      value: { agentMenu: Record<string, boolean>; flags: Record<string, boolean> };
    };
    const shown = await page
      .locator('[data-grid]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-grid')));
    const menu: Record<string, string> = {
      teamOverview: 'TEAM_OVERVIEW',
      accountRecord: 'TRANSACTION_RECORD',
      memberTeam: 'MEMBER_TEAM',
      redRain: 'RED_RAIN',
      teamPnl: 'TEAM_PNL',
      teamBetting: 'TEAM_BETTING',
      agentRebate: 'AGENT_REBATE',
      teamRebate: 'TEAM_REBATE',
      security: 'SECURITY_CENTER',
      mail: 'WEB_EMAIL',
    };
    for (const [id, key] of Object.entries(menu))
      expect(shown.includes(id)).toBe(config.value.agentMenu[key] === true);
    expect(shown).toContain('service');
    expect(shown.includes('dividend')).toBe(config.value.flags.DIVIDEND === true);
    await shoot(page, 'agent-home-TY');

    const notices = (await (
      await fetch(`${server.url}/wps/agent/notices`, { headers: { authorization: agent.token } })
    ).json()) as { value: { list: { id: number }[]; footer: { unreadCount: number } } };
    const unread = notices.value.footer.unreadCount;
    if (unread > 0)
      expect(await page.locator('[data-grid="agentNotices"] .agent-badge').textContent()).toBe(
        String(unread),
      );
    await page.locator('[data-grid="agentNotices"]').click();
    await page.waitForURL((u) => u.pathname === '/m/member/notice' && u.search === '?types=A');
    const rows = page.locator('.agent-notice-list li');
    await rows.first().waitFor({ timeout: 15000 });
    expect(await rows.count()).toBe(notices.value.list.length);
    await shoot(page, 'agent-notices-TY');
    if (unread > 0) {
      await page.locator('.agent-notice-list li.unread button').first().click();
      await expect
        .poll(
          async () =>
            (
              (await (
                await fetch(`${server.url}/wps/agent/notices`, { headers: { authorization: agent.token } })
              ).json()) as { value: { footer: { unreadCount: number } } }
            ).value.footer.unreadCount,
        )
        .toBe(unread - 1);
    }
    await context.close();
  });

  it('shows the team reports from the same real rows (EN)', async () => {
    const context = await open(agent, 'EN');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/agent/team/overview`);
    const figure = (key: string) => page.locator(`[data-figure="${key}"] dd`);
    await figure('teamSize').waitFor({ timeout: 15000 });
    expect(await figure('teamSize').textContent()).toBe('5');
    expect(await figure('agents').textContent()).toBe('1');
    expect(await figure('bettors').textContent()).toBe('1');
    expect(await figure('bets').textContent()).toBe('₱20.00');
    await shoot(page, 'agent-team-overview-EN');

    await page.goto(`${server.url}/m/member/team`);
    await page.locator('[data-total]').waitFor({ timeout: 15000 });
    const names = await page
      .locator('[data-member]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-member')));
    expect(names.sort()).toEqual(['newbie', 'player1', 'player2', 'subagent', 'teamnew1']);
    await shoot(page, 'agent-member-team-EN');

    await page.goto(`${server.url}/m/agent/team/pnl`);
    await page.locator('[data-member="player1"]').waitFor({ timeout: 15000 });
    expect(await page.locator('[data-member]').count()).toBe(1);
    await shoot(page, 'agent-team-pnl-EN');

    await page.goto(`${server.url}/m/teamBetting`);
    await page.locator('[data-bet]').first().waitFor({ timeout: 15000 });
    expect(await page.locator('[data-bet]').count()).toBe(1);
    // A name that nobody in the team has empties the list.
    await page.getByRole('searchbox').fill('nobody-here');
    await page.locator('[data-empty]').waitFor({ timeout: 15000 });
    await page.locator('[data-preset="last30"]').click();
    await page.getByRole('searchbox').fill('');
    await page.locator('[data-bet]').first().waitFor({ timeout: 15000 });
    await shoot(page, 'agent-team-betting-EN');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
