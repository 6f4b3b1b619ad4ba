import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';
import { loginThroughClient, pathOf, seedSession, shellContext, shoot } from '../e2e/app';
import { e2eSuite } from '../e2e/harness';

/**
 * A session that ends in the middle of a flow (docs/security.md "Faults"; upstream-api-notes.md: a 401 drops the
 * session): on a screen that needs one, the player is asked to log in and comes back to the same screen; on a public
 * screen, the app carries on as a guest.
 */

const suite = e2eSuite();

/** Ends a session on the server, as an idle timeout or a logout elsewhere would. */
async function endSession(token: string): Promise<void> {
  const res = await fetch(`${suite.server.url}/wps/session/logout`, {
    method: 'DELETE',
    headers: { authorization: token, merchant: 'demo' },
  });
  expect(res.status).toBe(200);
}

async function open(route: string) {
  const { session } = await loginThroughClient(suite.server.url, 'player2', 'player1234');
  const context = await shellContext(suite.browser);
  await context.addInitScript(() => {
    if (!localStorage.getItem('MC_PREFERENCES'))
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
  });
  await seedSession(context, session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${suite.server.url}${route}`);
  return { context, page, errors, token: session.token };
}

describe('a session that ends in the middle of a flow', () => {
  it('on a member screen: says the session ended, goes to the login, then brings the player back to the same screen', async () => {
    const { context, page, errors, token } = await open(`${paths.voucherCenter}`);
    await page.getByRole('button', { name: '₱500.00', exact: true }).waitFor({ timeout: 20_000 });
    await endSession(token);
    await page.getByRole('button', { name: '₱500.00', exact: true }).click();
    await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
    // The 401 drops the session and says so once; the member screen's guest view is the login screen.
    await page.getByText('Account no longer logged in, please log in again').first().waitFor();
    await page.waitForURL(/\/m\/login/);
    await page.locator('#login-username').fill('player2');
    await page.locator('#login-password').fill('player1234');
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === paths.voucherCenter, { timeout: 20_000 });
    await page.getByRole('button', { name: '₱500.00', exact: true }).waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe(paths.voucherCenter);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a public screen: carries on as a guest', async () => {
    const { context, page, errors, token } = await open(`${paths.gameList}?gameType=RNG`);
    await page.locator('.game-grid .game-tile').first().waitFor({ timeout: 20_000 });
    await endSession(token);
    // The next public call finds the session gone, and is answered as a guest's.
    await page.reload();
    await page.locator('.game-grid .game-tile').first().waitFor({ timeout: 20_000 });
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO')), { timeout: 20_000 })
      .toBeNull();
    await shoot(page, 'session-expired-public-EN');
    expect(pathOf(page)).toBe(paths.gameList);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
