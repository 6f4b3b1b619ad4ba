import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, phoneContext, startServer, type RunningServer } from './harness';

/** Site settings as the server answers them now. */
async function status(server: RunningServer): Promise<{ maintenance: boolean; regionRestriction: boolean }> {
  const res = await fetch(`${server.url}/wps/system/status`);
  return ((await res.json()) as { value: { maintenance: boolean; regionRestriction: boolean } }).value;
}

describe('merchant config on the running server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-merchants-'));
  const file = join(dir, 'merchants.json');
  const original = readFileSync('server/merchants/merchants.json', 'utf8');
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    writeFileSync(file, original);
    server = await startServer({ MERCHANTS_FILE: file, MERCHANTS_WATCH: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('switches the maintenance gate when the merchants file changes', async () => {
    expect(await status(server)).toMatchObject({ maintenance: false, regionRestriction: false });
    writeFileSync(file, original.replace('"maintenance": false', '"maintenance": true'));
    const deadline = Date.now() + 10000;
    while (!(await status(server)).maintenance && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await status(server)).maintenance).toBe(true);
    writeFileSync(file, original);
    while ((await status(server)).maintenance && Date.now() < deadline + 10000)
      await new Promise((r) => setTimeout(r, 100));
    expect((await status(server)).maintenance).toBe(false);
  });

  it('refuses to start on a bad merchants file, naming the file and the field', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, original.replace('"minimumAge": 18', '"minimumAge": 16'));
    await expect(startServer({ MERCHANTS_FILE: bad })).rejects.toThrow(
      /failed to start: merchant config .*bad\.json is invalid at merchants\.0\.minimumAge/,
    );
  });

  it('gives Chromium a manifest it parses without errors, with icons that load', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.url).toBe(`${server.url}/m/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as { name: string; icons: { src: string }[] };
    expect(data.name).toBe('Demo Games');
    for (const icon of data.icons) {
      const res = await page.request.get(new URL(icon.src, server.url).toString());
      expect(res.headers()['content-type']).toBe('image/png');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
