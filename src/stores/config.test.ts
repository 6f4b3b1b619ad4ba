import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClient } from '../api/client';
import { memoryBackend, setBackend, writeItem } from '../lib/db';
import { configKey, flag, loadConfig, state } from './config';
import { demoConfig } from '../test/demoConfig';

function answer(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

describe('the config store', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    state.config = undefined;
    state.status = 'loading';
  });
  afterEach(() => resetClient());

  it('waits for the network on a first visit, then applies the theme', async () => {
    const fetch = vi.fn(async () => answer(demoConfig));
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

  it('refuses a config answer that fails its schema', async () => {
    configureClient({ fetch: vi.fn(async () => answer({ merchantCode: 'demo' })), retries: 0 });
    await loadConfig();
    expect(state.status).toBe('error');
  });
});
