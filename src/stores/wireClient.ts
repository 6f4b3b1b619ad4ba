import { configureClient } from '../api/client';
import type { AnyEndpoint } from '../api/contract/endpoint';
import { requestKey, revalidate } from '../lib/swr';
import { state as config } from './config';
import { state as language } from './language';
import { trackingFetch } from './network';
import { clearSession, state as session } from './session';
import { deviceHeader } from './standalone';

/**
 * Connects the API client to the stores, once at start-up (main.tsx; tests that call through the stores do the same).
 * The client reads each setting at each call: the session's token (a 401 drops the session), the merchant (a trial
 * session talks to the trial merchant code it was given, spec 01 §3, else the config's), the API base from the
 * config, the language and the Device header. With `fetch`, the client's fetches also feed the network store.
 */
export function wireClient(fetch?: typeof globalThis.fetch): void {
  configureClient({
    token: () => session.info?.token,
    onSessionExpired: () => void clearSession(),
    merchant: () => session.info?.merchantCode ?? config.config?.merchantCode,
    base: () => config.config?.apiBase ?? '',
    language: () => language.language,
    device: deviceHeader,
    keepBootAnswer,
    ...(fetch ? { fetch: trackingFetch(fetch) } : {}),
  });
}

/**
 * Keeps a first visit's boot answer (checked by the client against its schema) under the key the worker would give
 * the same request, so that what the player saw is there offline: the page makes no request for it, so neither the
 * page's cache nor the worker's would otherwise hold it. While a worker controls the page, the worker is the only
 * writer, and this stores nothing (swr.ts `setCacheWriter`).
 */
function keepBootAnswer(endpoint: AnyEndpoint, url: string, value: unknown): void {
  const key = requestKey({
    endpoint,
    host: location.host,
    merchant: session.info?.merchantCode ?? config.config?.merchantCode,
    language: language.language,
    query: new URL(url, location.origin).searchParams,
  });
  if (key) void revalidate(key, { checked: async () => value }, endpoint.answer).catch(() => undefined);
}
