import { describe, expect, it } from 'vitest';
import { eachAtMost } from './eachAtMost';

describe('eachAtMost', () => {
  it('runs every item once, never more than the limit at a time, starting them in order', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const done = eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, (n) => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      return new Promise<void>((resolve) =>
        releases.push(() => {
          running--;
          resolve();
        }),
      );
    });
    // Let the lanes start, then release the work one by one, the latest first.
    for (let i = 0; i < 7; i++) {
      await new Promise((r) => setTimeout(r, 0));
      releases.pop()?.();
    }
    await done;
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('goes on past a failed item, and settles with no items', async () => {
    const seen: number[] = [];
    await eachAtMost([1, 2, 3], 2, (n) => {
      seen.push(n);
      return n === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    expect(seen).toEqual([1, 2, 3]);
    await expect(eachAtMost([], 4, () => Promise.resolve())).resolves.toBeUndefined();
  });
});
