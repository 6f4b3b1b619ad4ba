import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { clearFailures, FAILURE_WINDOW_MS, reserveFailure } from './login-guard';

describeDb('login failure counts', (t) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const count = async (merchant: string, name: string, ms: number) =>
    (await reserveFailure(t.db, merchant, name, at(ms))).count;

  it('count per username whatever its case, and clear on success', async () => {
    await count('demo', 'Ghost', 0);
    expect(await count('demo', 'ghost', 1)).toBe(2);
    expect(await count('demo', 'GHOST', 2)).toBe(3);
    expect(await count('other', 'ghost', 2)).toBe(1);
    await clearFailures(t.db, 'demo', 'ghost');
    expect(await count('demo', 'ghost', 3)).toBe(1);
  });

  it('give an attempt refused unchecked back', async () => {
    await count('demo', 'held', 0);
    const refused = await reserveFailure(t.db, 'demo', 'held', at(1));
    expect(refused.count).toBe(2);
    await refused.release();
    expect(await count('demo', 'held', 2)).toBe(2);
  });

  it('start again once the last failure is older than the window', async () => {
    await count('demo', 'slow', 0);
    await count('demo', 'slow', 1);
    expect(await count('demo', 'slow', FAILURE_WINDOW_MS + 2)).toBe(1);
  });
});
