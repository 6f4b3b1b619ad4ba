import { describe, expect, it } from 'vitest';

import { e2eSuite } from './harness';

describe('smoke', () => {
  const suite = e2eSuite();

  it('loads /m/home from the real server with no console error', async () => {
    const { context, page, errors } = await suite.open();
    const response = await page.goto(`${suite.server.url}/m/home`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('main').first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
