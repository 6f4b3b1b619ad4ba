/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  drawingLanguageNoteOf,
  paintHintOf,
  paintHintsOf,
  withImagePreload,
  type PaintHint,
} from '../src/lib/paintHint';
import { isKeptImagePath, keepImagesOf, MAX_KEPT_IMAGES } from '../src/lib/keptImages';
import { drawingLanguageOf, type DrawingLanguage } from '../src/api/contract/boot';
import { createDrawings, DRAWING_CACHE } from './drawings';
import { eachAtMost } from './eachAtMost';
import { findSwrEndpoint } from './findSwrEndpoint';
import { createRetirement } from './retirement';
import { retiringNoteOf } from '../src/lib/workerHandOver';
import { handleSwrRequest, type SwrRouteDeps } from './swrRoute';

declare const self: ServiceWorkerGlobalScope;

// 1. The shell: precached from the build's manifest, never from a pattern over file names (TOOLCHAIN.md).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 2. Navigations under /m/ get the shell, so the app starts with no network; the platform API never does. A landing
//    screen gets the server's drawing of it that the worker keeps (sw/drawings.ts), when one fits this build, so its
//    largest paint comes with the page, offline too; the drawing is asked for again in the background once it is
//    older than a quarter of an hour. Without one, a landing screen whose largest paint a page has reported
//    (src/lib/paintHint.ts: home's first banner) gets the shell with that picture preloaded, so it comes from the
//    image cache while the app's script runs.
const HINT_CACHE = 'mc-hints-v1';

/**
 * A small value the worker keeps in HINT_CACHE under `key`: read from there once per worker start, held in memory,
 * and written through. Storage full, refused or corrupt reads as `read(undefined)`; a value that cannot be written
 * lives until the worker stops, and the worker works without it.
 */
function keptValue<T>(key: string, read: (stored: string | undefined) => T) {
  let value: T | undefined;
  const get = async (): Promise<T> => {
    if (value !== undefined) return value;
    try {
      const stored = await (await caches.open(HINT_CACHE)).match(key);
      value = read(stored ? await stored.text() : undefined);
    } catch {
      value = read(undefined);
    }
    return value;
  };
  const set = async (next: T, body: string, type: string): Promise<void> => {
    value = next;
    try {
      await (
        await caches.open(HINT_CACHE)
      ).put(key, new Response(body, { headers: { 'content-type': type } }));
    } catch {
      // Kept in memory only.
    }
  };
  return { get, set };
}

const paintHints = keptValue('/m/__paint-hints', (stored) => {
  try {
    return paintHintsOf(JSON.parse(stored ?? '{}'));
  } catch {
    return {};
  }
});
async function keepPaintHint(hint: PaintHint): Promise<void> {
  const all = { ...(await paintHints.get()), [hint.path]: hint.href };
  await paintHints.set(all, JSON.stringify(all), 'application/json');
}

// The player's language, as the page last told it (src/lib/paintHint.ts), for the drawings the worker keeps.
const drawingLanguage = keptValue('/m/__drawing-language', drawingLanguageOf);
/** Keeps the player's language; answers whether it changed. */
async function keepDrawingLanguage(next: DrawingLanguage): Promise<boolean> {
  if ((await drawingLanguage.get()) === next) return false;
  await drawingLanguage.set(next, next, 'text/plain');
  return true;
}
// This worker's background work stops once a page takes the next version (src/lib/workerHandOver.ts): the drawings
// asked for, the pause before a navigation's, and the pictures kept from a page's list.
const retirement = createRetirement();
const drawings = createDrawings({
  open: () => caches.open(DRAWING_CACHE),
  fetch: (request) => fetch(request),
  isPrecached: (url) => getCacheKeyForURL(url) !== undefined,
  now: () => Date.now(),
  language: drawingLanguage.get,
  retired: retirement.signal,
});
/** A navigation's drawing is asked for after the page's own first requests, never beside them. */
const REFRESH_DELAY_MS = 3000;
/** The installed app's start page (the manifest's start_url): its drawing is kept too, whatever page was opened. */
const START_URL = '/m/home';
const startUrl = () => new URL(START_URL, self.location.origin);
const refreshLater = async (url: URL) => {
  if (await retirement.pause(REFRESH_DELAY_MS))
    await Promise.all([drawings.refresh(url), drawings.refresh(startUrl())]);
};
const shell = createHandlerBoundToURL('/m/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      options.event.waitUntil(refreshLater(options.url));
      const drawn = await drawings.served(options.url);
      if (drawn) return drawn;
      const response = await shell(options);
      const href = (await paintHints.get())[options.url.pathname];
      if (!href || !response.ok) return response;
      return new Response(withImagePreload(await response.text(), href), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
    {
      allowlist: [/^\/m\//],
      denylist: [/^\/wps\//, /^\/m\/manifest\.webmanifest$/],
    },
  ),
);

// 3. Configuration, catalogues and announcements (the registry in src/api/contract/swrEndpoints.ts, GETs only): the
//    network first, its 2xx answers stored in IndexedDB and announced to the pages; the stored copy when the network
//    fails or is slower than 4 s (below the page client's 10 s timeout). Nothing else reaches this route.
const swr: SwrRouteDeps = { fetch: (request) => fetch(request), host: self.location.host, timeoutMs: 4000 };
registerRoute(
  ({ request }) => findSwrEndpoint(request) !== undefined,
  ({ request, event }) => {
    const endpoint = findSwrEndpoint(request);
    if (!endpoint) return fetch(request);
    const { response, settled } = handleSwrRequest(request, endpoint, swr);
    event.waitUntil(settled);
    return response;
  },
  'GET',
);

// 4. Images from the catalogue CDN (/cdn/, on this host or a merchant's image host) and the per-merchant icons:
//    cache-first, bounded in count and age, and dropped first when the origin runs out of quota. Only 200 answers
//    are stored (CacheFirst's default), so an opaque cross-origin answer never eats the quota. The pictures a page
//    loaded before this worker controlled it (a first visit's) reach the same strategy from the page's list
//    (src/lib/keptImages.ts), so an offline start shows them too.
const IMAGE_CACHE = 'mc-images-v1';
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  // One picture per address: the CDN varies its format on Accept (server/routes/cdn.ts), and each engine's <img>, and
  // the worker's own request, send an Accept of their own; whichever format was kept, every engine draws it.
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({
      maxEntries: MAX_KEPT_IMAGES,
      maxAgeSeconds: 7 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ request, url }) => request.destination === 'image' && isKeptImagePath(url.pathname),
  images,
  'GET',
);
/** How many of a page's pictures the worker asks for at once when told them (beside the page's own requests). */
const KEEP_IMAGES_AT_ONCE = 4;
/** Keeps the pictures a page names that the cache does not hold yet; one that fails is left for its next showing. */
async function keepImages(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(IMAGE_CACHE);
  await eachAtMost(urls, KEEP_IMAGES_AT_ONCE, async (url) => {
    if (retirement.signal.aborted || (await cache.match(url, { ignoreVary: true }))) return;
    // As the page's <img> asks (no-cors): a cross-origin answer is opaque, and the strategy does not store it.
    await images.handle({
      event,
      request: new Request(url, { mode: 'no-cors', credentials: 'same-origin', signal: retirement.signal }),
    });
  });
}

// 5. Old caches: the precache drops the previous version's files only when this worker activates (workbox-precaching),
//    so a page still running the old version can load its chunks until it reloads. Runtime caches of ours that this
//    version no longer uses are deleted at the same moment.
const OWN_CACHES = new Set([IMAGE_CACHE, HINT_CACHE, DRAWING_CACHE]);
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('mc-') && !OWN_CACHES.has(n)).map((n) => caches.delete(n)),
        ),
      ),
  ),
);

// 6. The first worker takes over the open page at once, so one visit is enough to work offline. A later version
//    waits until the page asks it to take over (the "update available" prompt), never mid-form.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// 7. A new worker asks for the drawings of the landing screens its pages show, and of the installed app's start page
//    (the manifest's start_url), so the next start is drawn even if it is offline. Activation never waits on these
//    requests: a navigation waits for an activating worker, and so does every request of a page it has claimed, so
//    the reload after "update now" (or a first visit's calls) would wait on the network, up to
//    DRAWING_FETCH_TIMEOUT_MS. They run beside the pages' own requests, which keep the worker up; one cut short is
//    asked for again after the next navigation, which also asks for the start page's (step 2's refreshLater).
self.addEventListener('activate', () => {
  void self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (pages) => {
    const urls = new Set([startUrl().href, ...pages.map((p) => p.url)]);
    await Promise.all([...urls].map((u) => drawings.refresh(new URL(u))));
  });
});
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page is taking the next version: this one drops its background work, or the hand-over waits for it.
  if (retiringNoteOf(event.data)) retirement.retire();
  const keep = keepImagesOf(event.data);
  if (keep) event.waitUntil(keepImages(keep.urls, event));
  const hint = paintHintOf(event.data);
  if (hint) event.waitUntil(keepPaintHint(hint));
  // Another language: the start page's drawing is asked for in it at once (the others after their next visit).
  const note = drawingLanguageNoteOf(event.data);
  if (note)
    event.waitUntil(
      keepDrawingLanguage(note.language).then((changed) =>
        changed ? drawings.refresh(startUrl()) : undefined,
      ),
    );
});
