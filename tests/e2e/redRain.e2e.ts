import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dayIn, nextDay, startOfDayIn } from '../../src/api/contract/zonedTime';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, seedSession, shellContext, shoot } from './app';

// Red rain in Chromium against the built server, with the dev clock (DEV_CLOCK=1) set inside tomorrow's noon window:
// a member who has not bet is told to bet first; after a real bet it grabs once, through the ledger.

const TZ = 'Asia/Manila';
const QUICK5 = 'SEALOTT-0003';

describe('red rain', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ DEV_CLOCK: '1' });
    browser = await launchBrowser();
    const at = startOfDayIn(nextDay(dayIn(Date.now(), TZ)), TZ).getTime() + (12 * 60 + 5) * 60_000;
    await fetch(`${server.url}/wps/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: at - Date.now() }),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['EN', 'TY'] as const)
    it(`asks for a bet first, then lets the member grab once (${language})`, async () => {
      const player = language === 'EN' ? 'player1' : 'demo';
      const session = (
        await loginThroughClient(server.url, player, player === 'demo' ? 'demo1234' : 'player1234')
      ).session;
      const context = await shellContext(browser);
      await context.addInitScript((lang) => {
        if (!localStorage.getItem('MC_PREFERENCES'))
          localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
      }, language);
      await seedSession(context, session);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/m/redRain`);
      const noon = page.locator('[data-window="noon-rain"]');
      await noon.waitFor({ timeout: 15000 });
      expect(await noon.getAttribute('data-status')).toBe('open');
      expect(await page.locator('.red-rain-eligible').count()).toBe(1);
      expect(await page.locator('.red-rain-grab').count()).toBe(0);

      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${server.url}${path}`, {
          ...init,
          headers: { authorization: session.token, 'content-type': 'application/json', ...init.headers },
        }).then((r) => r.json() as Promise<{ success: boolean; value: { issueNo: string } }>);
      const issue = await api(`/wps/lottery/issue?gameCode=${QUICK5}`);
      const bet = await api('/wps/lottery/bet', {
        method: 'POST',
        headers: { 'idempotency-key': randomUUID() },
        body: JSON.stringify({ gameCode: QUICK5, issueNo: issue.value.issueNo, pick: 'BIG', amount: 20 }),
      });
      expect(bet.success, JSON.stringify(bet)).toBe(true);

      await page.reload();
      await page.locator('.red-rain-grab').click();
      await noon.locator('[data-claimed]').waitFor({ timeout: 15000 });
      const claimed = Number(await noon.locator('[data-claimed]').getAttribute('data-claimed'));
      expect(claimed).toBeGreaterThanOrEqual(1);
      expect(claimed).toBeLessThanOrEqual(20);
      await shoot(page, `red-rain-${language}`);
      await page.reload();
      await noon.locator('[data-claimed]').waitFor({ timeout: 15000 });
      expect(await page.locator('.red-rain-grab').count()).toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    });
});
