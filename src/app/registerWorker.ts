import { whenQuiet } from '../lib/quiet';
import { watchFieldFocus } from './fieldFocus';
import { followWorkerControl } from './followWorkerControl';
import { RETIRING, type RetiringNote } from '../lib/workerHandOver';
import { patiently, reloadable } from '../lib/importAgain';

// The update prompt's code (update.ts, the form check) loads only when a new version shows up; after a failed load
// (a flaky network), the next new version's signal asks for it afresh.
const loadUpdate = reloadable(() => import('./update'));
// workbox-window loads after the page has settled, never in the first paint.
const loadWorkbox = reloadable(() => import('workbox-window'));
/** How many times a visit asks for workbox-window before it leaves the worker to the next start. */
export const WORKBOX_LOAD_ATTEMPTS = 3;
/** How long a failed load of it waits, while the browser believes it is online, before it asks again. */
export const WORKBOX_RETRY_MS = 30_000;

/** The longest a first visit's worker waits for the drawing to go and the page to fall quiet, after the load event. */
export const WORKER_START_LIMIT_MS = 10_000;

/**
 * Runs `start` once the page has loaded and is quiet (`whenQuiet`: the server's drawing has gone, so the app is on
 * screen and answers taps, and the main thread is idle and has then run no long task for a while); at most
 * WORKER_START_LIMIT_MS after the load event whatever happens. A first visit's worker precaches the whole app (some 150
 * files): its downloads, script compiles and cache writes take a renderer thread, the browser process and the network
 * beside the page. Started at the load event, as until 2026-11-28, they ran beside the app's first renders beneath the
 * drawing; at the first idle moment, beside its last ones.
 */
export function whenPageSettles(start: () => void, win: Window = window): void {
  // whenQuiet calls `start` once, at the quiet moment or at the limit.
  const afterLoad = () => void whenQuiet(start, WORKER_START_LIMIT_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/**
 * Registers the service worker once the page has settled (whenPageSettles), so it never competes with the first
 * paint or the app's first renders. Whether the
 * page or the worker writes cached answers is settled at once, before any cached call (followWorkerControl.ts).
 * A new version waits until the user takes it from the update banner (update.ts); the first worker of a first visit
 * takes over silently.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  followWorkerControl(container);
  if (import.meta.env.DEV) return;
  // The update prompt needs to know whether a form holds typed input: baselines are taken from the start.
  watchFieldFocus();
  // A page loaded under a worker sees each later controller change as a new version; a first visit's first change
  // is the first install (clients.claim), not an update.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    // Without the update's code the page stays as it is: a reload could lose what a form holds.
    if (controlled)
      void loadUpdate().then(
        ({ onNewVersionControls }) => onNewVersionControls(() => window.location.reload()),
        () => undefined,
      );
    // The first worker: the pictures this page loaded before it took control are kept for offline starts too.
    else
      void import('./tellLoadedPictures').then(
        ({ tellLoadedPictures }) => {
          if (container.controller) tellLoadedPictures(container.controller);
        },
        // Without it the worker keeps only what it fetches itself; nothing on screen depends on it.
        () => undefined,
      );
    controlled = true;
  });
  const start = async () => {
    // Asked for again once the browser is back online: a first visit on a flaky network still gets its worker.
    const { Workbox } = await patiently(loadWorkbox, {
      attempts: WORKBOX_LOAD_ATTEMPTS,
      delayMs: WORKBOX_RETRY_MS,
    });
    const wb = new Workbox('/m/sw.js', { scope: '/m/' });
    wb.addEventListener('waiting', () => {
      // Only a worker waiting behind an active one is a new version. workbox-window calls a worker that stays
      // installed for a moment "waiting", and in Firefox a first install seen from a second page does (docs/engines.md).
      void container
        .getRegistration('/m/')
        .then((registration) => {
          if (!registration?.waiting || !registration.active) return;
          return loadUpdate().then(({ offerUpdate }) =>
            offerUpdate({
              skipWaiting: () => {
                // The worker in control drops its background work first, or the new one's activation waits for it.
                container.controller?.postMessage({ type: RETIRING } satisfies RetiringNote);
                wb.messageSkipWaiting();
              },
              reload: () => window.location.reload(),
            }),
          );
        })
        .catch(() => {
          // The offer's code could not load: the new version waits, and the next start offers it.
        });
    });
    await wb.register();
  };
  const startQuietly = () =>
    void start().catch((err: unknown) => console.warn('service worker not registered', err));
  whenPageSettles(startQuietly);
}
