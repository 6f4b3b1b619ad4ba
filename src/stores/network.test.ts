import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteFetch, resetNetwork, state, trackingFetch, watchNetwork } from './network';

afterEach(resetNetwork);

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

describe('the network store', () => {
  it('follows the browser going offline and online', () => {
    const win = fakeWindow(true);
    const stop = watchNetwork(win);
    expect(state.online).toBe(true);
    win.navigator.onLine = false;
    win.dispatchEvent(new Event('offline'));
    expect(state.online).toBe(false);
    expect(state.deviceOnline).toBe(false);
    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(state.online).toBe(true);
    stop();
  });

  it('counts a failed fetch as offline, and the next answer as back', async () => {
    const failing = trackingFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(failing('/wps/x')).rejects.toThrow('Failed to fetch');
    expect(state.online).toBe(false);
    // The device still has a network: money forms may be sent again (the same key applies them once).
    expect(state.deviceOnline).toBe(true);
    const answering = trackingFetch(vi.fn().mockResolvedValue(new Response('{}')));
    await answering('/wps/x');
    expect(state.online).toBe(true);
  });

  it("counts the worker's cached stand-in answer as offline", async () => {
    const stale = trackingFetch(
      vi.fn().mockResolvedValue(new Response('{}', { headers: { 'X-MC-Cache': 'stale' } })),
    );
    await stale('/wps/x');
    expect(state.online).toBe(false);
  });

  it("counts the worker's own answer that the network failed and nothing is kept as offline", async () => {
    // A device whose network reaches nothing still says it is online: the worker's answers are all there is to go by.
    const nothingKept = trackingFetch(
      vi.fn().mockResolvedValue(new Response('{}', { status: 503, headers: { 'X-MC-Offline': '1' } })),
    );
    await nothingKept('/wps/x');
    expect(state.online).toBe(false);
    expect(state.deviceOnline).toBe(true);
  });

  it('does not count an aborted fetch as offline', async () => {
    const aborted = trackingFetch(vi.fn().mockRejectedValue(new DOMException('stop', 'AbortError')));
    await expect(aborted('/wps/x')).rejects.toThrow('stop');
    expect(state.online).toBe(true);
    // Cancelled while the worker answered it: the engine throws a TypeError, but the request was the app's to end.
    const controller = new AbortController();
    controller.abort();
    const cut = trackingFetch(vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(cut('/wps/x', { signal: controller.signal })).rejects.toThrow('Failed to fetch');
    expect(state.online).toBe(true);
  });

  it('marks the platform reachable again when the browser comes back online', () => {
    const win = fakeWindow(true);
    const stop = watchNetwork(win);
    noteFetch('failed');
    expect(state.online).toBe(false);
    win.dispatchEvent(new Event('online'));
    expect(state.online).toBe(true);
    stop();
  });
});
