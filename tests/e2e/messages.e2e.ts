import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { loginThroughClient, seedSession, shellContext, shoot, type SessionRecord } from './app';

// The message centre in Chromium against the built server: the demo member's unread message shows as a count, as
// the header's dot, and as an unread row; opening it marks it read, and the dot goes away.

describe('the message centre', () => {
  let server: RunningServer;
  let browser: Browser;
  let session: SessionRecord;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    session = (await loginThroughClient(server.url, 'demo', 'demo1234')).session;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const unreadCount = async () => {
    const res = await fetch(`${server.url}/wps/message/unreadCount`, {
      headers: { authorization: session.token },
    });
    return ((await res.json()) as { value: number }).value;
  };

  it('goes from the count, to the dot, to read', async () => {
    expect(await unreadCount()).toBe(1);
    const context = await shellContext(browser);
    await context.addInitScript(() => {
      if (!localStorage.getItem('MC_PREFERENCES'))
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
    });
    await seedSession(context, session);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/home`);
    await page.getByTestId('unread-dot').waitFor({ timeout: 15000 });

    await page.getByRole('button', { name: 'Messages, 1 unread' }).click();
    await page.locator('[data-unread="1"]').waitFor({ timeout: 15000 });
    const unreadRow = page.locator('.inbox-row.unread');
    expect(await unreadRow.count()).toBe(1);
    expect(await unreadRow.textContent()).toContain('Your bonus has arrived');
    await shoot(page, 'messages-list-EN');

    await unreadRow.getByRole('link').click();
    await page.locator('[data-message-detail]').getByText('A welcome balance of ₱5,000.00').waitFor();
    await shoot(page, 'messages-detail-EN');
    await page.getByTestId('unread-dot').waitFor({ state: 'detached', timeout: 15000 });
    expect(await unreadCount()).toBe(0);

    await page.getByRole('link', { name: 'All messages' }).click();
    await page.locator('[data-unread="0"]').waitFor({ timeout: 15000 });
    expect(await page.locator('.inbox-row.unread').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
