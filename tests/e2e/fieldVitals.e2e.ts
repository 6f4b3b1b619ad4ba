import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness';

/** The metrics listener of this suite's server (METRICS_PORT): a port unlikely to be taken. */
const METRICS_PORT = 20_000 + Math.floor(Math.random() * 20_000);

/**
 * Field vitals (issue 65): a real visit in Chromium reports its LCP (and CLS) by route and connection type when the
 * page is left, and the server's metrics carry them as histograms per merchant.
 */
describe('field vitals', () => {
  const suite = e2eSuite({ METRICS_PORT: String(METRICS_PORT) });

  const metrics = async () => (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const count = (text: string, name: string, route: string) => {
    const line = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith(`${name}_count{`) && l.includes(`route="${route}"`) && l.includes('merchant="demo"'),
      );
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it("brings a visit's LCP and CLS into the server's metrics, by merchant, route and connection", async () => {
    expect(count(await metrics(), 'mgp_web_vitals_lcp_seconds', '/m/home')).toBe(0);
    const { context, page, errors } = await suite.open();
    // The library loads after the page's load, once the app has taken over its drawing and the page is idle
    // (src/main.tsx); then the visit ends, which sends what it measured.
    const reporter = page.waitForResponse((r) => /\/fieldVitals-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'load' });
    await page.locator('#first-screen').waitFor({ state: 'detached' });
    await reporter;
    await page.waitForTimeout(500);
    await page.goto('about:blank');
    await expect
      .poll(async () => count(await metrics(), 'mgp_web_vitals_lcp_seconds', '/m/home'), { timeout: 10_000 })
      .toBe(1);
    const text = await metrics();
    expect(count(text, 'mgp_web_vitals_cls', '/m/home')).toBe(1);
    expect(text).toMatch(
      /mgp_web_vitals_lcp_seconds_count\{merchant="demo",route="\/m\/home",connection="(4g|3g|2g|slow-2g|unknown)"\} 1/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the reporter again once a dropped network is back, with no error, and still reports the visit', async () => {
    const before = count(await metrics(), 'mgp_web_vitals_lcp_seconds', '/m/home');
    const { context, page, errors } = await suite.open();
    const isReporter = (url: URL) => /\/fieldVitals-[\w-]+\.js$/.test(url.pathname);
    let dropped = 0;
    await context.route(isReporter, (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      return route.abort('internetdisconnected');
    });
    const failed = page.waitForEvent('requestfailed', (r) => isReporter(new URL(r.url())));
    await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'load' });
    await page.locator('#first-screen').waitFor({ state: 'detached' });
    await failed;
    // The network goes and comes back: the browser's "online" asks for the reporter again.
    const reporter = page.waitForResponse((r) => isReporter(new URL(r.url())) && r.ok());
    await context.setOffline(true);
    await context.setOffline(false);
    await reporter;
    await page.waitForTimeout(500);
    await page.goto('about:blank');
    await expect
      .poll(async () => count(await metrics(), 'mgp_web_vitals_lcp_seconds', '/m/home'), { timeout: 10_000 })
      .toBe(before + 1);
    expect(dropped).toBe(1);
    // The browser logs the dropped request itself; the app raises nothing.
    expect(
      errors.filter((e) => !e.startsWith('Failed to load resource: net::ERR_INTERNET_DISCONNECTED')),
    ).toEqual([]);
    await context.close();
  });

  it('refuses a report outside the closed lists, so no label can grow', async () => {
    const post = (vitals: unknown) =>
      fetch(`${suite.server.url}/wps/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ vitals }),
      });
    expect(
      (await post([{ name: 'LCP', value: 900, route: '/m/anything-else', connection: '4g' }])).status,
    ).toBe(400);
    expect((await post([{ name: 'TTFB', value: 900, route: '/m/home', connection: '4g' }])).status).toBe(400);
    expect((await post([{ name: 'LCP', value: 1e12, route: '/m/home', connection: '4g' }])).status).toBe(400);
    expect((await post([{ name: 'LCP', value: 900, route: '/m/login', connection: '4g' }])).status).toBe(200);
    expect(count(await metrics(), 'mgp_web_vitals_lcp_seconds', '/m/anything-else')).toBe(0);
  });
});
