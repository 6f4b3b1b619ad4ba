import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess } from './serverProcess';

// A deployment stops an instance with SIGTERM: it turns not ready first (the balancer's /readyz check sees 503), keeps
// answering while it drains, then closes and exits 0 (server/http/health.ts, docs/operators.md).
describe('a graceful stop', () => {
  const dir = mkdtempSync(join(tmpdir(), 'drain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers /readyz 503 while draining, still serves, then exits', async () => {
    const server = await startProcess({ DATA_DIR: join(dir, 'pglite'), SHUTDOWN_DRAIN_MS: '1500' });
    const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    expect(await status('/readyz')).toBe(200);
    const stopped = server.stop();
    await expect.poll(() => status('/readyz'), { timeout: 1000, interval: 50 }).toBe(503);
    // Still serving while the balancer takes it out: the process and the player's calls answer.
    expect(await status('/healthz')).toBe(200);
    expect(await status('/wps/system/status')).toBeLessThan(500);
    await stopped;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
