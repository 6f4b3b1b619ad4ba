import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClient } from '../api/client';
import { memoryBackend, setBackend, writeItem } from '../lib/db';
import { announce } from '../lib/swr';
import { configKey, flag, followConfig, loadConfig, state } from './config';
import { demoConfig } from '../test/demoConfig';
import { envelopeResponse } from '../test/envelope';

describe('the config store', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    state.config = undefined;
    state.status = 'loading';
    state.updatedAt = undefined;
  });
  afterEach(() => resetClient());

  it('waits for the network on a first visit, then applies the theme', async () => {
    const fetch = vi.fn(async () => envelopeResponse(demoConfig));
    configureClient({ fetch });
    await loadConfig();
    expect(state.status).toBe('ready');
    expect(state.config?.merchantCode).toBe('demo');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#f5c542');
    expect(flag('DIRECTREG3')).toBe(true);
  });

  it('renders from the cached copy at once when the network is down', async () => {
    await writeItem(configKey(), { value: { ...demoConfig, merchantCode: 'cached' }, updatedAt: 1 });
    configureClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))), retries: 0 });
    await loadConfig();
    expect(state.status).toBe('ready');
    expect(state.config?.merchantCode).toBe('cached');
  });

  it('reports an error, not a blank screen, when there is neither cache nor network', async () => {
    configureClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))), retries: 0 });
    await loadConfig();
    expect(state.status).toBe('error');
  });

  it('keeps the shown config when the fresh copy is equal to it, and shows a changed one', async () => {
    await writeItem(configKey(), { value: demoConfig, updatedAt: 1 });
    let answer = demoConfig;
    configureClient({ fetch: vi.fn(async () => envelopeResponse(answer)) });
    await loadConfig();
    const shown = state.config;
    expect(shown?.merchantCode).toBe('demo');
    // The revalidation lands: equal, so the object shown (and every snapshot of it) stays; only its time moves on.
    await vi.waitFor(() => expect(state.updatedAt).toBeGreaterThan(1));
    expect(state.config).toBe(shown);
    answer = { ...demoConfig, theme: { ...demoConfig.theme, appName: 'Renamed' } };
    await loadConfig();
    await vi.waitFor(() => expect(state.config?.theme.appName).toBe('Renamed'));
    expect(document.title).toBe('Renamed');
  });

  it('refuses a config answer that fails its schema', async () => {
    configureClient({ fetch: vi.fn(async () => envelopeResponse({ merchantCode: 'demo' })), retries: 0 });
    await loadConfig();
    expect(state.status).toBe('error');
  });
  it("follows a fresher copy written elsewhere, but not the page's own write of the copy it shows", async () => {
    const stop = followConfig();
    try {
      configureClient({ fetch: vi.fn(async () => envelopeResponse(demoConfig)) });
      await loadConfig();
      const shown = state.config;
      const shownAt = state.updatedAt;
      expect(shown?.merchantCode).toBe('demo');
      // The page's own write was announced on the channel (to this page too): the copy shown is not read back and
      // shown again (a new object re-renders the whole app).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(state.config).toBe(shown);
      // The worker (or another tab) stores a fresher copy: it is shown.
      const later = (shownAt ?? 0) + 1_000;
      await writeItem(configKey(), { value: { ...demoConfig, merchantCode: 'fresher' }, updatedAt: later });
      announce({ key: configKey(), updatedAt: later });
      await vi.waitFor(() => expect(state.config?.merchantCode).toBe('fresher'));
      expect(state.updatedAt).toBe(later);
    } finally {
      stop();
    }
  });
});
