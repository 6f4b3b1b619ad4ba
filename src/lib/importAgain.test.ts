import { describe, expect, it, vi } from 'vitest';
import { importAgainUrl, patiently, reloadable } from './importAgain';

const url = 'https://games.example/m/assets/HeaderMenu-Ab12.js';
const named = () => new TypeError(`error loading dynamically imported module: ${url}`);
const unnamed = () => new TypeError('Importing a module script failed.');

describe('asking again for code that failed to load', () => {
  it("names the failed module under a new query, in place of a retry's query", () => {
    expect(importAgainUrl(named(), 2)).toBe(`${url}?retry=2`);
    expect(
      importAgainUrl(new TypeError(`error loading dynamically imported module: ${url}?retry=2`), 3),
    ).toBe(`${url}?retry=3`);
    expect(importAgainUrl(unnamed(), 2)).toBeUndefined();
  });

  it('asks for the module the failure names under a new query, then the plain import once it loaded', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(named()).mockResolvedValue('plain');
    const byUrl = vi.fn<(u: string) => Promise<string>>().mockResolvedValue('again');
    const loader = reloadable(load, { byUrl });
    await expect(loader()).rejects.toThrow(/error loading/);
    await expect(loader()).resolves.toBe('again');
    expect(byUrl).toHaveBeenCalledWith(`${url}?retry=2`);
    await expect(loader()).resolves.toBe('plain');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs the same import again where the failure names no module (WebKit)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(unnamed()).mockResolvedValue('plain');
    const byUrl = vi.fn<(u: string) => Promise<string>>();
    const loader = reloadable(load, { byUrl });
    await expect(loader()).rejects.toThrow();
    await expect(loader()).resolves.toBe('plain');
    expect(byUrl).not.toHaveBeenCalled();
  });

  it('reloads the page, where asked to, once the same unnamed failure came twice in a row', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(unnamed());
    const reloadPage = vi.fn();
    const loader = reloadable(load, { reloadPage });
    await expect(loader()).rejects.toThrow();
    await expect(loader()).rejects.toThrow();
    expect(reloadPage).not.toHaveBeenCalled();
    let settled = false;
    void loader().finally(() => (settled = true));
    await Promise.resolve();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
  });

  it('calls again once the browser is back online, and answers the first success', async () => {
    const target = new EventTarget();
    const win = Object.assign(target, { navigator: { onLine: false } }) as unknown as Window;
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unnamed())
      .mockRejectedValueOnce(unnamed())
      .mockResolvedValue('in');
    const answer = patiently(load, { attempts: Infinity, delayMs: 5000, win });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    target.dispatchEvent(new Event('online'));
    await expect(answer).resolves.toBe('in');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers the last failure after its last attempt', async () => {
    vi.useFakeTimers();
    try {
      const win = Object.assign(new EventTarget(), { navigator: { onLine: true } }) as unknown as Window;
      const load = vi.fn<() => Promise<string>>().mockRejectedValue(unnamed());
      const answer = patiently(load, { attempts: 2, delayMs: 1000, win });
      const settled = answer.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await settled).toBeInstanceOf(TypeError);
      expect(load).toHaveBeenCalledTimes(2);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
