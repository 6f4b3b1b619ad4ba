import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFieldVitals, VITALS_LOAD_ATTEMPTS, VITALS_RETRY_MS } from './loadFieldVitals';
import type { reportFieldVitals } from './fieldVitals';

interface VitalsModule {
  reportFieldVitals: typeof reportFieldVitals;
}

/** A window whose `online` listeners and onLine flag the test drives. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const win = Object.assign(target, { navigator: { onLine } }) as unknown as Window;
  return { win, goOnline: () => target.dispatchEvent(new Event('online')) };
}

function reporter() {
  const reportFieldVitals = vi.fn();
  return { module: { reportFieldVitals } as unknown as VitalsModule, reportFieldVitals };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the field vitals', () => {
  it('starts the reporter once its code is in', async () => {
    const { win } = fakeWindow(true);
    const { module, reportFieldVitals } = reporter();
    loadFieldVitals(() => Promise.resolve(module), win);
    await settle();
    expect(reportFieldVitals).toHaveBeenCalledWith(win);
  });

  it('asks again when the browser is back online, with no error, and reports then', async () => {
    const { win, goOnline } = fakeWindow(false);
    const { module, reportFieldVitals } = reporter();
    const load = vi
      .fn<() => Promise<VitalsModule>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue(module);
    loadFieldVitals(load, win);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reportFieldVitals).not.toHaveBeenCalled();
    goOnline();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reportFieldVitals).toHaveBeenCalledTimes(1);
    // The retry's listener is gone: coming online again loads nothing more.
    goOnline();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for the failed module under a new query when the error names it', async () => {
    const { win, goOnline } = fakeWindow(false);
    const { module, reportFieldVitals } = reporter();
    const url = 'https://games.example/m/assets/fieldVitals-Ab12.js';
    const load = vi
      .fn<() => Promise<VitalsModule>>()
      .mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const importUrl = vi.fn<(url: string) => Promise<VitalsModule>>().mockResolvedValue(module);
    loadFieldVitals(load, win, importUrl);
    await settle();
    goOnline();
    await settle();
    expect(importUrl).toHaveBeenCalledWith(`${url}?retry=2`);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reportFieldVitals).toHaveBeenCalledTimes(1);
  });

  it('asks again after the retry delay while the browser believes it is online, and gives up after the last attempt', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow(true);
    const load = vi
      .fn<() => Promise<VitalsModule>>()
      .mockRejectedValue(new TypeError('Importing a module script failed.'));
    loadFieldVitals(load, win);
    for (let n = 1; n < VITALS_LOAD_ATTEMPTS; n++) {
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(n);
      await vi.advanceTimersByTimeAsync(VITALS_RETRY_MS - 1);
      expect(load).toHaveBeenCalledTimes(n);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(load).toHaveBeenCalledTimes(VITALS_LOAD_ATTEMPTS);
    await vi.advanceTimersByTimeAsync(VITALS_RETRY_MS * 10);
    expect(load).toHaveBeenCalledTimes(VITALS_LOAD_ATTEMPTS);
    expect(vi.getTimerCount()).toBe(0);
  });
});
