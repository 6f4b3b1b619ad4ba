// The first script of a page that carries the server's drawing of its first screen (server/http/bootShell.ts puts it
// in the entry's place there, and only there; docs/performance.md "The first screen, drawn by the server"). It lets
// the browser paint the drawing, and its largest pictures, first, then loads the app's entry, named on its own
// element: the app's script then neither holds that paint back nor competes for the network with the styles and
// pictures it needs. It imports nothing, so it stays a few hundred bytes of its own.

/** The longest the app's script waits for the drawing's largest pictures (a slow or failing picture server). */
const PICTURE_WAIT_MS = 1000;

const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;
let started = false;

function start(): void {
  if (started || !entry) return;
  started = true;
  void import(/* @vite-ignore */ entry);
}

/** The drawing's largest pictures: the ones the page preloads (home's first banner, the game list's first row). */
function largestPictures(): HTMLImageElement[] {
  const preloaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.href),
  );
  // The drawing's element: FIRST_SCREEN_ID in src/api/contract/boot.ts.
  return [...document.querySelectorAll<HTMLImageElement>('#first-screen img')].filter((img) =>
    preloaded.has(img.src),
  );
}

const settled = (img: HTMLImageElement) =>
  img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });

if (document.visibilityState === 'visible') {
  const pictures = Promise.all(largestPictures().map(settled));
  const wait = new Promise<void>((resolve) => setTimeout(resolve, PICTURE_WAIT_MS));
  // After the frame that shows them: a task queued from the frame's callback runs once it is painted.
  void Promise.race([pictures, wait]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // A page hidden before then runs no frames: it starts when hidden.
  document.addEventListener('visibilitychange', start, { once: true });
} else {
  start();
}
