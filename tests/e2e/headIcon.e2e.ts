import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness';
import { loginThroughClient, seedSession, shellContext, shoot } from './app';

// Choosing a head icon (spec 01 §6's head icon POST, docs/accounts.md "Head icons") in Chromium against the built
// server: the member centre's avatar opens the merchant's icons, a tap sends the choice form-encoded, and the avatar
// shows it now and after a reload.

describe('the head icon', () => {
  const suite = e2eSuite();

  it("is chosen from the member centre among the merchant's, form-encoded, and kept", async () => {
    const { session } = await loginThroughClient(suite.server.url, 'player1', 'player1234');
    const { context, page, errors } = await suite.open(shellContext);
    await seedSession(context, session);
    await page.goto(`${suite.server.url}/m/mine`);
    const avatar = page.locator('#root button.mine-avatar');
    await expect
      .poll(() => avatar.locator('img').getAttribute('src'), { timeout: 15000 })
      .toMatch(/\/logo\/demo\.png$/);

    await avatar.click();
    const choices = page.locator('[role="dialog"] .head-icon-choice');
    await expect.poll(() => choices.count(), { timeout: 15000 }).toBe(9);
    // The member's own is marked: the merchant's icon, until they choose.
    await expect(choices.first().getAttribute('aria-pressed')).resolves.toBe('true');
    await page.waitForTimeout(400);
    await shoot(page, 'head-icon-TY');

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/headIcon',
    );
    await choices.nth(3).click();
    const request = await sent;
    expect(request.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(request.postData() ?? '').get('headIcon')).toBe('/cdn/img/avatar/3.png');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => avatar.locator('img').getAttribute('src')).toMatch(/\/avatar\/3\.png$/);

    // Kept by the server: a new visit shows it.
    await page.reload();
    await expect
      .poll(() => avatar.locator('img').getAttribute('src'), { timeout: 15000 })
      .toMatch(/\/avatar\/3\.png$/);
    await avatar.click();
    await expect.poll(() => choices.count(), { timeout: 15000 }).toBe(9);
    await expect(choices.nth(3).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.evaluate(() => localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' })));
    await page.reload();
    await avatar.click();
    await expect.poll(() => choices.count(), { timeout: 15000 }).toBe(9);
    await page.waitForTimeout(400);
    await shoot(page, 'head-icon-EN');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is chosen on the register page and kept with the new account', async () => {
    const { context, page, errors } = await suite.open(shellContext);
    await page.goto(`${suite.server.url}/m/register`);
    const icon = page.locator('#root button.auth-head-icon');
    await expect
      .poll(() => icon.locator('img').getAttribute('src'), { timeout: 15000 })
      .toMatch(/\/logo\/demo\.png$/);
    await icon.click();
    const choices = page.locator('[role="dialog"] .head-icon-choice');
    await expect.poll(() => choices.count(), { timeout: 15000 }).toBe(9);
    await choices.nth(5).click();
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => icon.locator('img').getAttribute('src')).toMatch(/\/avatar\/5\.png$/);
    await page.waitForTimeout(300);
    await shoot(page, 'head-icon-register-TY');

    await page.fill('#register-username', 'iconuser01');
    await page.fill('#register-password', 'abc12345');
    await page.fill('#register-confirmPassword', 'abc12345');
    await page.check('#register-age');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/wps/member/headIcon',
    );
    await page.click('button[type=submit]');
    expect(new URLSearchParams((await sent).postData() ?? '').get('headIcon')).toBe('/cdn/img/avatar/5.png');
    await page.waitForURL('**/m/home');
    await page.goto(`${suite.server.url}/m/mine`);
    await expect
      .poll(() => page.locator('#root button.mine-avatar img').getAttribute('src'), { timeout: 15000 })
      .toMatch(/\/avatar\/5\.png$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
