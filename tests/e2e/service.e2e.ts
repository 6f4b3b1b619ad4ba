import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { pathOf, shellContext, shoot } from './app';

// Customer service in Chromium against the built server: the service screen embeds the merchant's chat (the dev
// provider's page), a player writes, an operator answers with the ops API, the answer shows, and back leaves.

const OPS_TOKEN = 'dana-token-0123456789abcdefghijk';

describe('customer service', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ OPS_TOKENS: `dana:${OPS_TOKEN}` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ops = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${OPS_TOKEN}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return ((await res.json()) as { value: unknown }).value;
  };

  for (const language of ['EN', 'TY'] as const) {
    it(`a player writes from the app and reads the operator's answer (${language})`, async () => {
      const context = await shellContext(browser);
      await context.addInitScript((lang) => {
        localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
      }, language);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/m/home`);
      await page.goto(`${server.url}/m/service`);
      const frame = page.frameLocator('iframe.service-frame');
      const box = frame.locator('textarea#text');
      await box.waitFor({ timeout: 15000 });
      expect(await frame.locator('html').getAttribute('lang')).toBe(language === 'EN' ? 'en' : 'fil');
      await shoot(page, `service-empty-${language}`);

      await box.fill(`Where is my deposit? (${language})`);
      await frame.locator('button.send').click();
      await frame.getByText(`Where is my deposit? (${language})`).waitFor();
      await frame.locator('p.state').waitFor();

      const inbox = (await ops('GET', '/ops/service/chats')) as { id: string }[];
      expect(inbox).toHaveLength(1);
      await ops('POST', `/ops/service/chats/${inbox[0]!.id}/reply`, { text: `It arrived (${language}).` });
      await frame.locator('a.refresh').click();
      await frame.getByText(`It arrived (${language}).`).waitFor();
      expect(await frame.locator('p.state').count()).toBe(0);
      // The merchant's name for its mail link, in the player's language.
      const mail = language === 'EN' ? 'Support mail' : 'E-mail sa suporta';
      expect(await page.getByRole('link', { name: mail }).count()).toBe(1);
      await shoot(page, `service-answered-${language}`);

      // The header's back leaves the chat for where the player came from.
      await page.locator('header button[aria-label], header a[aria-label]').first().click();
      await page.waitForURL((u) => u.pathname === '/m/home');
      expect(pathOf(page)).toBe('/m/home');
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    });
  }
});
