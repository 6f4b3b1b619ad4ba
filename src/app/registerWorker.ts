import { Workbox } from 'workbox-window';

/** Registers the service worker after the page has loaded, so it never competes with the first paint. */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () => {
    const wb = new Workbox('/m/sw.js', { scope: '/m/' });
    wb.register().catch((err: unknown) => console.warn('service worker not registered', err));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
