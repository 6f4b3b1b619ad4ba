import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { clearFailures, FAILURE_WINDOW_MS, failuresOf, recordFailure } from './login-guard';

describeDb('login failure counts', (t) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

  it('count per username whatever its case, and clear on success', async () => {
    await recordFailure(t.db, 'demo', 'Ghost', at(0));
    expect(await recordFailure(t.db, 'demo', 'ghost', at(1))).toBe(2);
    expect(await failuresOf(t.db, 'demo', 'GHOST', at(2))).toBe(2);
    expect(await failuresOf(t.db, 'other', 'ghost', at(2))).toBe(0);
    await clearFailures(t.db, 'demo', 'ghost');
    expect(await failuresOf(t.db, 'demo', 'ghost', at(3))).toBe(0);
  });

  it('start again once the last failure is older than the window', async () => {
    await recordFailure(t.db, 'demo', 'slow', at(0));
    await recordFailure(t.db, 'demo', 'slow', at(1));
    expect(await failuresOf(t.db, 'demo', 'slow', at(FAILURE_WINDOW_MS + 2))).toBe(0);
    expect(await recordFailure(t.db, 'demo', 'slow', at(FAILURE_WINDOW_MS + 2))).toBe(1);
  });
});
