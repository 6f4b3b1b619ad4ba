import { watchFieldFocus } from './fieldFocus';
import { followWorkerControl } from './followWorkerControl';

// The update prompt's code (update.ts, the form check) loads only when a new version shows up.
const loadUpdate = () => import('./update');

/**
 * Registers the service worker after the page has loaded, so it never competes with the first paint. Whether the
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
    if (controlled)
      void loadUpdate().then(({ onNewVersionControls }) =>
        onNewVersionControls(() => window.location.reload()),
      );
    controlled = true;
  });
  const start = async () => {
    // workbox-window loads after the page, never in the first paint.
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/m/sw.js', { scope: '/m/' });
    wb.addEventListener('waiting', () => {
      void loadUpdate().then(({ offerUpdate }) =>
        offerUpdate({ skipWaiting: () => wb.messageSkipWaiting(), reload: () => window.location.reload() }),
      );
    });
    await wb.register();
  };
  const startQuietly = () =>
    void start().catch((err: unknown) => console.warn('service worker not registered', err));
  if (document.readyState === 'complete') startQuietly();
  else window.addEventListener('load', startQuietly, { once: true });
}
