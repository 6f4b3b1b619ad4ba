import { configureClient } from '../api/client';
import { loadErrorMessages } from '../i18n/loadErrorMessages';
import type { AnyEndpoint } from '../api/contract/endpoint';
import { keep, requestKey } from '../lib/swr';
import { whenIdle } from '../lib/drawing';
import { state as config } from './config';
import { state as language } from './language';
import { trackingFetch } from './network';
import { clearSession, state as session } from './session';
import { deviceHeader } from './standalone';
import { showToast, TOAST_MS } from './ui';
import { i18n } from '../i18n/i18n';

/**
 * Connects the API client to the stores, once at start-up (main.tsx; tests that call through the stores do the same).
 * The client reads each setting at each call: the session's token (a 401 drops the session), the merchant (a trial
 * session talks to the trial merchant code it was given, spec 01 §3, else the config's), the API base from the
 * config, the language and the Device header. With `fetch`, the client's fetches also feed the network store.
 */
export function wireClient(fetch?: typeof globalThis.fetch): void {
  configureClient({
    token: () => session.info?.token,
    onSessionExpired: sessionEnded,
    merchant: () => session.info?.merchantCode ?? config.config?.merchantCode,
    base: () => config.config?.apiBase ?? '',
    language: () => language.language,
    device: deviceHeader,
    keepBootAnswer,
    ...(fetch ? { fetch: trackingFetch(fetch) } : {}),
  });
}

/**
 * A session the server no longer knows (logged out elsewhere, revoked, timed out): the first call that finds it ended
 * drops it and says so once (spec 01: `login.not.session`, "Account no longer logged in, please log in again"); the
 * screens then show their guest view (a member screen, the login screen). Calls that were sent with it at the same
 * time, or with an older token, change nothing.
 */
function sessionEnded(token: string): void {
  if (session.info?.token !== token) return;
  void clearSession();
  // The screens show their guest view either way; the toast needs the error catalogue, which may fail to load.
  void loadErrorMessages().then(
    ({ CATALOGUE }) => showToast(i18n._(CATALOGUE.sessionExpired), TOAST_MS.short, 'error'),
    () => undefined,
  );
}

/**
 * Keeps a first visit's boot answer (checked by the client against its schema) under the key the worker would give
 * the same request, so that what the player saw is there offline: the page makes no request for it, so the worker's
 * cache would not hold it. It is kept as of when it was taken, and only where no copy as new is kept already: the
 * screen that asked for it through the cache (useCached) has stored it itself (swr.ts `keep`). While a worker controls
 * the page, the worker is the only writer, and this stores nothing (swr.ts `setCacheWriter`).
 */
function keepBootAnswer(endpoint: AnyEndpoint, url: string, value: unknown): void {
  const key = requestKey({
    endpoint,
    host: location.host,
    merchant: session.info?.merchantCode ?? config.config?.merchantCode,
    language: language.language,
    query: new URL(url, location.origin).searchParams,
  });
  // Kept when the page is idle: the first visit's render and checks come first.
  const taken = { value, updatedAt: Date.now() };
  if (key) whenIdle(() => void keep(key, taken).catch(() => undefined));
}
