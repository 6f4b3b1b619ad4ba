import { Workbox } from 'workbox-window';
import { followWorkerControl } from './followWorkerControl';

/**
 * Registers the service worker after the page has loaded, so it never competes with the first paint. Whether the
 * page or the worker writes cached answers is settled at once, before any cached call (followWorkerControl.ts).
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  followWorkerControl(navigator.serviceWorker);
  if (import.meta.env.DEV) return;
  const start = () => {
    const wb = new Workbox('/m/sw.js', { scope: '/m/' });
    wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
