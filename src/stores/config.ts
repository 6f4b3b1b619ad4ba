import { proxy, ref } from 'valtio';
import { call } from '../api/client';
import { getRuntimeConfig, RuntimeConfig } from '../api/contract/config';
import { followKey, read, requestKey, revalidate } from '../lib/swr';
import { applyTheme } from '../lib/theme';

/**
 * The merchant's runtime configuration (theme, flags, site settings, links). Offline-first (DECISIONS.md): the last
 * cached answer renders at once and is revalidated; only a first visit waits for the network. The merchant is not
 * known before this answer, so its cache key is the host the app was served from.
 */

export type ConfigStatus = 'loading' | 'ready' | 'error';

export const state = proxy<{
  config: RuntimeConfig | undefined;
  status: ConfigStatus;
  /** When the shown config was fetched (epoch ms). */
  updatedAt: number | undefined;
}>({ config: undefined, status: 'loading', updatedAt: undefined });

/** The cache key of the runtime config for this host (the same key the worker stores it under). */
export function configKey(host: string = location.host): string {
  const key = requestKey({ endpoint: getRuntimeConfig, host });
  if (key === undefined) throw new Error('requestKey always keys the runtime config by host');
  return key;
}

function show(config: RuntimeConfig, updatedAt: number): void {
  state.updatedAt = updatedAt;
  // A fresh copy equal to the one shown (a repeat visit's revalidation, most of the time) leaves the shown object in
  // place: a new one re-renders every part that reads the config, in one synchronous pass (a store's change is never
  // a transition).
  if (state.config && JSON.stringify(state.config) === JSON.stringify(config)) {
    state.status = 'ready';
    return;
  }
  // Kept whole (`ref`), not made a tree of proxies: it is only ever replaced, never changed in place, and proxying
  // every object in it took a millisecond or more of the first visit's task that brings it.
  state.config = ref(config);
  state.status = 'ready';
  applyTheme(config.theme.colors);
  if (typeof document !== 'undefined') document.title = config.theme.appName;
}

let loading: Promise<void> | undefined;

/**
 * Loads the config: the cached copy first, then the network. Resolves once something can render. Calls made while
 * one is under way join it: start-up begins it beside the language catalogue, before the app's first render.
 */
export function loadConfig(): Promise<void> {
  loading ??= loadConfigOnce().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function loadConfigOnce(): Promise<void> {
  const key = configKey();
  const cached = await read(key, RuntimeConfig);
  if (cached) show(cached.value, cached.updatedAt);
  const fresh = revalidate(key, { checked: () => call(getRuntimeConfig) }, RuntimeConfig)
    .then((answer) => show(answer.value, answer.updatedAt))
    .catch(() => {
      if (!state.config) state.status = 'error';
    });
  if (!cached) await fresh;
}

/** Follows fresher copies written by the service worker (or another tab) than the one shown. */
export function followConfig(): () => void {
  return followKey(
    configKey(),
    RuntimeConfig,
    () => state.updatedAt ?? -Infinity,
    (answer) => show(answer.value, answer.updatedAt),
  );
}

/** Whether a white-label flag is on. */
export function flag(name: keyof RuntimeConfig['flags']): boolean {
  return state.config?.flags[name] === true;
}
