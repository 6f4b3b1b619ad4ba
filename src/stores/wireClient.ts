import { configureClient } from '../api/client';
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
    ...(fetch ? { fetch: trackingFetch(fetch) } : {}),
  });
}
