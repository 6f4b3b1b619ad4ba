import { act, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClient } from '../api/client';
import { getSystemStatus } from '../api/contract/config';
import { memoryBackend, setBackend, writeItem } from '../lib/db';
import { announce, keep, read } from '../lib/swr';
import { resetBootAnswers } from '../api/bootAnswers';
import { demoConfig } from '../test/demoConfig';
import { state as config } from './config';
import { keyOf, useCached } from './useCached';
import { ScreenShownContext } from './screenShown';
import { envelopeResponse } from '../test/envelope';
import { watchedBackend, writeBoot } from '../test/storage';

describe('useCached', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    config.config = demoConfig;
    config.status = 'ready';
  });
  afterEach(() => {
    resetClient();
    config.config = undefined;
    config.status = 'loading';
  });

  it("shows a fresher copy stored elsewhere, but does not read back the page's own write of the answer it holds", async () => {
    const fetch = vi.fn(async () => envelopeResponse(demoConfig.site));
    configureClient({ fetch });
    const shown = new Set<unknown>();
    const { result } = renderHook(() => {
      const cached = useCached(getSystemStatus);
      if (cached.data) shown.add(cached.data);
      return cached;
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const key = keyOf(getSystemStatus);
    if (key === undefined) throw new Error('the status answer has a cache key');
    const stored = await read(key, getSystemStatus.answer);
    expect(stored).toBeDefined();
    // The page's own write was announced to this page as well: reading it back would check the answer again and
    // hand the screen a new object (a render of the same data).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown.size).toBe(1);
    // The worker (or another tab) stores a fresher copy and announces it: the hook shows it.
    const later = (stored?.updatedAt ?? 0) + 1_000;
    await writeItem(key, { value: { ...demoConfig.site, maintenance: true }, updatedAt: later });
    announce({ key, updatedAt: later });
    await waitFor(() => expect(result.current.data?.maintenance).toBe(true));
    // An announcement of an older copy than the one held is not read.
    await writeItem(key, { value: { ...demoConfig.site, maintenance: false }, updatedAt: later - 500 });
    announce({ key, updatedAt: later - 500 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data?.maintenance).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows a first visit's answer from the page without touching the store, and is not handed it again once kept", async () => {
    const ops: string[] = [];
    const inner = memoryBackend();
    setBackend(watchedBackend(inner, (op) => op !== 'keys' && ops.push(op)));
    const element = writeBoot(
      JSON.stringify({
        language: 'TY',
        merchant: demoConfig.merchantCode,
        answers: { [getSystemStatus.path]: { success: true, value: demoConfig.site } },
      }),
    );
    const kept: { value: unknown; updatedAt: number }[] = [];
    const fetch = vi.fn(async () => envelopeResponse(demoConfig.site));
    configureClient({
      fetch,
      language: () => 'TY',
      merchant: () => demoConfig.merchantCode,
      // As the app's client does (src/stores/wireClient.ts): as of when it was taken.
      keepBootAnswer: (_endpoint, _url, value) => void kept.push({ value, updatedAt: Date.now() }),
    });
    try {
      const shown = new Set<unknown>();
      const { result } = renderHook(() => {
        const cached = useCached(getSystemStatus);
        if (cached.data) shown.add(cached.data);
        return cached;
      });
      await waitFor(() => expect(result.current.data).toEqual(demoConfig.site));
      expect(fetch).not.toHaveBeenCalled();
      expect(ops).toEqual([]);
      expect(kept.map((k) => k.value)).toEqual([demoConfig.site]);
      // The client keeps it once the page is idle (swr.ts keep) and announces it: the answer the hook holds is as
      // new, so it is not read back and rendered again.
      const key = keyOf(getSystemStatus);
      if (key === undefined || kept[0] === undefined) throw new Error('the status answer has a cache key');
      expect(await keep(key, kept[0])).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shown.size).toBe(1);
      expect(ops).toEqual(['get', 'set']);
    } finally {
      element.remove();
      resetBootAnswers();
    }
  });

  it('asks nothing while its screen is kept behind another, and asks once it is shown', async () => {
    const fetch = vi.fn(async () => envelopeResponse(demoConfig.site));
    configureClient({ fetch });
    let shown: unknown;
    function Status() {
      shown = useCached(getSystemStatus).data;
      return null;
    }
    const ui = (onShow: boolean) => (
      <ScreenShownContext value={onShow}>
        <Status />
      </ScreenShownContext>
    );
    const view = render(ui(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(shown).toBeUndefined();
    view.rerender(ui(true));
    await waitFor(() => expect(shown).toBeDefined());
    expect(fetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('shown again (a kept screen), renders only an answer newer than the one it shows', async () => {
    const fetch = vi.fn(async () => envelopeResponse(demoConfig.site));
    configureClient({ fetch });
    const renders: unknown[] = [];
    function Status() {
      const cached = useCached(getSystemStatus);
      renders.push(cached.data);
      return null;
    }
    const view = render(
      <ScreenShownContext value={true}>
        <Status />
      </ScreenShownContext>,
    );
    await waitFor(() => expect(renders.at(-1)).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const shown = renders.at(-1);
    view.rerender(
      <ScreenShownContext value={false}>
        <Status />
      </ScreenShownContext>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = renders.length;
    await act(async () => {
      view.rerender(
        <ScreenShownContext value={true}>
          <Status />
        </ScreenShownContext>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // Shown again, the screen's effects run anew: the stored copy it already shows is read but not rendered again,
    // nor is the loading flag set to what it already is; the fetch's fresh answer (newer) is rendered, once.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(renders.at(-1)).not.toBe(shown));
    const after = renders.slice(before);
    expect(after.filter((data) => data === shown).length).toBeLessThanOrEqual(1);
    expect(new Set(after).size).toBe(after.includes(shown) ? 2 : 1);
    view.unmount();
  });
});
