import { isKeptImagePath, KEEP_IMAGES, type KeepImages } from './keptImages';

// Every catalogue picture the app shows is named to the worker that controls the page (src/lib/keptImages.ts), a
// couple of seconds later in one message: an engine may draw a picture from its memory without asking the worker
// (WebKit does, across the app's own navigations), and a picture never asked for is not there offline. The worker
// keeps those it lacks; each address is named once per page, and what is waiting goes when the page is left.

const WAIT_MS = 1000;
const pending = new Set<string>();
const told = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function flush(): void {
  timer = undefined;
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
  if (!worker) return;
  const urls = [...pending];
  pending.clear();
  for (const url of urls) told.add(url);
  if (urls.length > 0) worker.postMessage({ type: KEEP_IMAGES, urls } satisfies KeepImages);
}

/** Notes a picture the page has drawn (an `<img>`'s load): its address goes to the worker with the next batch. */
export function noteShownPicture(src: string): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller || !src) return;
  let url: URL;
  try {
    url = new URL(src, location.href);
  } catch {
    return;
  }
  if (!isKeptImagePath(url.pathname) || told.has(url.href)) return;
  pending.add(url.href);
  if (timer === undefined) {
    timer = setTimeout(flush, WAIT_MS);
    // A page left before the batch goes (a full navigation) sends it as it goes.
    if (!listening) {
      listening = true;
      addEventListener('pagehide', () => {
        clearTimeout(timer);
        flush();
      });
    }
  }
}
