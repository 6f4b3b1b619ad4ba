import { proxy } from 'valtio';
import { OFFLINE_HEADER, STALE_HEADER } from '../lib/swr';

/**
 * Whether the platform can be reached (issue 6, offline UX). `navigator.onLine` alone says only that a network
 * interface is up, so failed fetches count too: a fetch that throws (not an abort), an answer the worker served
 * from its cache because the network failed (STALE_HEADER, sw/swrRoute.ts), or the worker's own "nothing
 * kept" answer (OFFLINE_HEADER) marks the platform unreachable; the next real answer, or the browser's `online`
 * event, marks it reachable again. A device on a network that reaches nothing (a captive Wi-Fi, a dead mobile link)
 * says it is online: only the fetches tell.
 */
export const state = proxy({
  online: true,
  /** The device has a network at all (`navigator.onLine`), whatever the last fetch showed. */
  deviceOnline: true,
});

let browserOnline = true;
let reachable = true;

function update(): void {
  state.online = browserOnline && reachable;
  state.deviceOnline = browserOnline;
}

/** Notes what a fetch showed about the network. */
export function noteFetch(outcome: 'answered' | 'stale' | 'failed'): void {
  reachable = outcome === 'answered';
  update();
}

/** Wraps a fetch so its outcomes feed the store; the API client uses it (configureClient({ fetch })). */
export function trackingFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await inner(input, init);
      const headers = response.headers;
      noteFetch(
        headers.get(OFFLINE_HEADER) !== null
          ? 'failed'
          : headers.get(STALE_HEADER) === 'stale'
            ? 'stale'
            : 'answered',
      );
      return response;
    } catch (err) {
      // A request the app cancelled (the player moved on) says nothing about the network, whatever the engine threw.
      const cancelled =
        init?.signal?.aborted === true || (err instanceof DOMException && err.name === 'AbortError');
      if (!cancelled) noteFetch('failed');
      throw err;
    }
  };
}

/** Follows the browser's online and offline events. Answers the function that stops following. */
export function watchNetwork(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator: Pick<Navigator, 'onLine'>;
  },
): () => void {
  const onChange = () => {
    browserOnline = win.navigator.onLine;
    // Back online: give the platform the benefit of the doubt until a fetch says otherwise.
    if (browserOnline) reachable = true;
    update();
  };
  onChange();
  win.addEventListener('online', onChange);
  win.addEventListener('offline', onChange);
  return () => {
    win.removeEventListener('online', onChange);
    win.removeEventListener('offline', onChange);
  };
}

/** Test seam. */
export function resetNetwork(): void {
  browserOnline = true;
  reachable = true;
  update();
}
