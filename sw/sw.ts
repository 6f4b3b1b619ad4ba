/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// 1. The shell: precached from the build's manifest, never from a pattern over file names (TOOLCHAIN.md).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 2. Navigations under /m/ get the shell, so the app starts with no network; the platform API never does.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/m/index.html'), {
    allowlist: [/^\/m\//],
    denylist: [/^\/wps\//, /^\/m\/manifest\.webmanifest$/],
  }),
);

// 3. The first worker takes over the open page at once, so one visit is enough to work offline. A later version
//    waits until the page asks it to take over (the "update available" prompt), never mid-form.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
