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

  it('a change of login details asks for re-authentication, and leaves a message', async () => {
    const context = await shellContext(browser);
    await context.addInitScript(() => {
      if (!localStorage.getItem('MC_PREFERENCES'))
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
    });
    await seedSession(context, session);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/securityCenter`);
    const email = page.locator('[data-security="email"]');
    await email.getByRole('button', { name: /Bind|Change/ }).click();
    await shoot(page, 'security-centre-EN');
    await page.locator('#bind-mail-address').fill('demo.player@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in/ }).waitFor();
    const outbox = await fetch(`${server.url}/wps/dev/outbox?to=demo.player@example.com&channel=email`);
    const [mail] = ((await outbox.json()) as { value: { code: string }[] }).value;
    await page.locator('#bind-mail-code').fill(mail!.code);
    // Without the right login password, nothing changes.
    await page.locator('#bind-mail-password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Password or verification code incorrect').waitFor();
    await page.locator('#bind-mail-password').fill('demo1234');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved. A notice is in your messages.').waitFor();
    expect(await email.textContent()).toContain('d***@example.com');
    await page.getByTestId('unread-dot').waitFor({ timeout: 15000 });

    await page.goto(`${server.url}/m/webEmail`);
    await page.locator('.inbox-row.unread').first().waitFor({ timeout: 15000 });
    expect(await page.locator('.inbox-row.unread').first().textContent()).toContain(
      'An e-mail address was bound to your account',
    );
    // The one refused attempt (wrong password) is the only failed request.
    expect(errors.filter((e) => e.includes('status of 400'))).toHaveLength(1);
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });

  it('sends feedback with a real image, and refuses a file that only pretends to be one', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const context = await shellContext(browser);
    await context.addInitScript(() => {
      if (!localStorage.getItem('MC_PREFERENCES'))
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: 'EN' }));
    });
    await seedSession(context, session);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/feedback`);
    await page.locator('#feedback-content').fill('The lottery page loads slowly on my phone in the evening.');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByText('Images must be PNG or JPG files of at most 5 MB').waitFor();
    expect(await page.locator('.feedback-thumb').count()).toBe(0);
    await input.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await page.locator('.feedback-thumb').waitFor();
    await shoot(page, 'feedback-EN');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you. Your feedback was sent.').waitFor();

    // The server refuses it too, whatever the name says.
    const res = await fetch(`${server.url}/wps/member/feedback`, {
      method: 'PUT',
      headers: { authorization: session.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        content: 'five words are enough here',
        images: [{ name: 'fake.jpg', data: Buffer.from('<svg onload=alert(1)>').toString('base64') }],
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('feedback.image.invalid');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
