import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, startServer, type RunningServer } from './harness';
import { pathOf, shellContext, shoot } from './app';

// The help centre in Chromium against the built server: the entry chosen by `?i=`, a tap on a title, its own back
// control on /m/help (which has no header), and the empty placeholder once an operator removes every entry.

const OPS_TOKEN = 'fay-token-0123456789abcdefghijklm';

describe('the help centre', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ OPS_TOKENS: `fay:${OPS_TOKEN}` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const ops = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    (
      (await (
        await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json()) as { value: unknown }
    ).value;
  const open = async (language: 'TY' | 'EN') => {
    const context = await shellContext(browser);
    await context.addInitScript((lang) => {
      localStorage.setItem('MC_PREFERENCES', JSON.stringify({ language: lang }));
    }, language);
    return context;
  };

  for (const language of ['EN', 'TY'] as const)
    it(`shows the entry chosen by i, follows a tapped title, and goes back home (${language})`, async () => {
      // The entries as the platform words them in this language (each seeded entry has its Tagalog).
      const entries = (
        (await (
          await fetch(`${server.url}/wps/system/helpCenter?device=MOBILE&language=${language}`)
        ).json()) as {
          value: { title: string }[];
        }
      ).value;
      expect(entries.length).toBeGreaterThan(2);
      if (language === 'TY') expect(entries[1]!.title).toBe('Paano magdeposito');
      const context = await open(language);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/m/help?i=1`);
      const heading = page.locator('#help-entry-title');
      await heading.waitFor({ timeout: 15000 });
      expect(await heading.textContent()).toBe(entries[1]!.title);
      expect(await page.locator('.help-topics [aria-current="page"]').textContent()).toBe(entries[1]!.title);
      expect(await page.locator('header.app-header').count()).toBe(0);
      await shoot(page, `help-${language}`);

      await page.locator('.help-topics a').nth(2).click();
      await page.waitForURL((u) => u.search === '?i=2');
      // The address changes first; the entry renders after it (a transition), so the heading is waited for.
      await page
        .waitForFunction(
          ([selector, title]) => document.querySelector(selector)?.textContent === title,
          ['#help-entry-title', entries[2]!.title] as const,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      expect(await heading.textContent()).toBe(entries[2]!.title);
      // Out of range falls back to the first entry.
      await page.goto(`${server.url}/m/helpDetail?i=99`);
      await heading.waitFor();
      expect(await heading.textContent()).toBe(entries[0]!.title);
      expect(await page.locator('header.app-header').count()).toBe(1);

      const fresh = await context.newPage();
      await fresh.goto(`${server.url}/m/help`);
      await fresh.locator('.help-back').click();
      await fresh.waitForURL((u) => u.pathname === '/m/home');
      expect(pathOf(fresh)).toBe('/m/home');
      expect(errors, errors.join('\n')).toEqual([]);
      await context.close();
    });

  it('shows the empty placeholder when there are no entries', async () => {
    const entries = (await ops('GET', '/ops/help?device=MOBILE')) as { id: number }[];
    for (const e of entries) await ops('POST', `/ops/help/${e.id}/remove`, {});
    const context = await open('EN');
    const page = await context.newPage();
    await page.goto(`${server.url}/m/help`);
    await page.getByText('There are no help topics yet.').waitFor({ timeout: 15000 });
    expect(await page.locator('.help-topics').count()).toBe(0);
    await shoot(page, 'help-empty-EN');
    await context.close();
  });
});
