import { followWorkerControl } from './followWorkerControl';

/**
 * Registers the service worker after the page has loaded, so it never competes with the first paint. Whether the
 * page or the worker writes cached answers is settled at once, before any cached call (followWorkerControl.ts).
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  followWorkerControl(navigator.serviceWorker);
  if (import.meta.env.DEV) return;
  const start = async () => {
    // workbox-window loads after the page, never in the first paint.
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/m/sw.js', { scope: '/m/' });
    await wb.register();
  };
  const startQuietly = () =>
    void start().catch((err: unknown) => console.warn('service worker not registered', err));
  if (document.readyState === 'complete') startQuietly();
  else window.addEventListener('load', startQuietly, { once: true });
}
