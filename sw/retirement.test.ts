import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRetirement } from './retirement';

describe('retirement', () => {
  afterEach(() => vi.useRealTimers());

  it('lets a pause run its course while the worker works', async () => {
    vi.useFakeTimers();
    const retirement = createRetirement();
    const paused = retirement.pause(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(paused).resolves.toBe(true);
    expect(retirement.signal.aborted).toBe(false);
  });

  it('cuts a pause short on retirement, and every later one at once', async () => {
    vi.useFakeTimers();
    const retirement = createRetirement();
    const paused = retirement.pause(3000);
    await vi.advanceTimersByTimeAsync(100);
    retirement.retire();
    await expect(paused).resolves.toBe(false);
    expect(retirement.signal.aborted).toBe(true);
    await expect(retirement.pause(3000)).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
