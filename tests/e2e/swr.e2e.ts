import { describe, expect, it } from 'vitest';

import { e2eSuite } from './harness';

// The one announce channel of src/lib/swr.ts (SWR_CHANNEL), spelled here so this node test loads no app module.
const SWR_CHANNEL = 'mc-swr';

describe('the worker serves cacheable GETs stale-while-revalidate', () => {
  const suite = e2eSuite();

  it('answers the runtime config from its cache, marked stale, once the network is off', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });

    // Online, through the worker: the network's answer as it came, stored and announced by the worker.
    const online = await page.evaluate(async (channelName) => {
      const announced = new Promise<boolean>((resolve) => {
        const channel = new BroadcastChannel(channelName);
        const done = (heard: boolean) => {
          channel.close();
          resolve(heard);
        };
        channel.onmessage = () => done(true);
        setTimeout(() => done(false), 10000);
      });
      const res = await fetch('/wps/system/config');
      return { status: res.status, cache: res.headers.get('X-MC-Cache'), announced: await announced };
    }, SWR_CHANNEL);
    expect(online).toEqual({ status: 200, cache: null, announced: true });

    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      const res = await fetch('/wps/system/config');
      const body = (await res.json()) as { success?: unknown; value?: { merchantCode?: unknown } };
      return {
        status: res.status,
        cache: res.headers.get('X-MC-Cache'),
        updatedAt: Number(res.headers.get('X-MC-Updated-At')),
        success: body.success,
        merchantCode: typeof body.value?.merchantCode,
      };
    });
    expect(offline).toMatchObject({ status: 200, cache: 'stale', success: true, merchantCode: 'string' });
    expect(offline.updatedAt).toBeGreaterThan(0);

    // A call outside the registry is never answered from a cache: offline, it fails.
    const other = await page.evaluate(() =>
      fetch('/wps/system/publicKey').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(other).toBe('failed');
    await context.setOffline(false);
    await context.close();
  });
});
