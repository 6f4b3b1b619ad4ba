// The first script of a page that carries the server's drawing of its first screen (server/http/bootShell.ts puts it
// in the entry's place there, and only there; docs/performance.md "The first screen, drawn by the server"). It lets
// the browser paint the drawing, and its largest pictures, first, then loads the app's entry, named on its own
// element: the app's script then neither holds that paint back nor competes for the network with the styles and
// pictures it needs. It imports nothing, so it stays a few hundred bytes of its own.

/** The longest the app's script waits for the drawing's largest pictures (a slow or failing picture server). */
const PICTURE_WAIT_MS = 1000;

/**
 * How long the app's script waits after the frame that shows the drawing's largest pictures. The browser is not done
 * with a page at its first paint: it decodes and rasters the pictures, composites the frames they arrive in, reads the
 * manifest and draws its own frames. On a 2-core host that work took a core for about half a second after the first
 * paint even with no app script at all (Lighthouse's traces, docs/performance.md "The app starts once the page has
 * settled"), and the app's start beside it ran a third of the time it was given: its tasks were three times as long
 * as their work. Started after it, the start blocks a third as long, and the app takes over its drawing about as soon.
 */
const SETTLE_MS = 700;

/** Module preloads added per task: a dozen in one task made a long task of their own (docs/performance.md). */
const PRELOADS_PER_TASK = 4;

const loader = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = loader?.dataset.appEntry;
/** The screen's modules, named by the server (server/http/bootShell.ts), preloaded before the entry asks for them. */
const modules = (loader?.dataset.appModules ?? '').split(' ').filter(Boolean);
/**
 * The chunks the entry imports (React's and the libraries', server/http/bootShell.ts), evaluated one per task before
 * it: the entry's whole module graph evaluated in one task was the start's longest on a slow phone.
 */
const firstChunks = (loader?.dataset.appFirst ?? '').split(' ').filter(Boolean);
let started = false;

/** Pictures load when within 100 px of the viewport (spec 02 §4, §9): LAZY_MARGIN_PX of src/ui/LazyImage.tsx. */
const LAZY_MARGIN_PX = 100;

/**
 * The server draws a first-time guest in the default language: it cannot read this browser's storage (the worker's
 * kept drawing may be in the player's language; the drawing names its own). Where that storage says the app will look
 * different, the drawing is fitted (a closed download bar, or the installed app, has none; an offline device shows
 * its offline note) or dropped (another language, or a session in this tab): the app then starts at once, as on any
 * page.
 * The names are the app's own: MC_PREFERENCES (src/lib/preferences.ts, its `language` and `downloadBarClosed`),
 * MC_SESSION_INFO (src/stores/session.ts), the drawing's element FIRST_SCREEN_ID and its language attribute
 * DRAWING_LANGUAGE_ATTRIBUTE (src/api/contract/boot.ts).
 */
function fitDrawing(): boolean {
  const drawing = document.getElementById('first-screen');
  if (!drawing) return false;
  let preferences: { language?: unknown; downloadBarClosed?: unknown } = {};
  let session = false;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem('MC_PREFERENCES') ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) preferences = parsed;
    session = sessionStorage.getItem('MC_SESSION_INFO') !== null;
  } catch {
    // Unreadable storage reads as a first visit, as the app reads it.
  }
  const language = typeof preferences.language === 'string' ? preferences.language.toUpperCase() : 'TY';
  if (session || language !== (drawing.dataset.language ?? 'TY')) {
    drawing.remove();
    return false;
  }
  if (preferences.downloadBarClosed === true || matchMedia('(display-mode: standalone)').matches)
    drawing.querySelector('.download-bar')?.remove();
  // A device that says it is offline (a start from the worker's kept drawing): the offline note shows, as the app's
  // will at its start (src/stores/network.ts). One whose platform only turns out unreachable learns it later.
  if (!navigator.onLine) drawing.querySelector<HTMLElement>('.offline-banner')?.removeAttribute('hidden');
  // The worker's kept drawing comes hidden until it is fitted (sw/drawings.ts); the server's shows at once.
  drawing.hidden = false;
  return true;
}

/**
 * The drawing's lazy pictures (src/ui/LazyImage.tsx keeps their address in `data-lazy-src`) load as they come within
 * LAZY_MARGIN_PX of the viewport, as the app's would: the tiles in view draw with the drawing, not only once the app
 * has replaced it (a worker-served start on a slow engine waits over half a second for the app). The app's copy of a
 * picture the drawing loads takes it at once (drawingLoads in src/lib/drawing.ts). One that fails shows the app's
 * plain tile (`img-failed`, src/app/styles.css) rather than the engine's broken-image glyph.
 */
function loadLazyPictures(): void {
  const pictures = document.querySelectorAll<HTMLImageElement>('#first-screen img[data-lazy-src]');
  const load = (img: HTMLImageElement) => {
    const src = img.dataset.lazySrc;
    img.removeAttribute('data-lazy-src');
    if (!src) return;
    img.addEventListener(
      'error',
      () => {
        img.removeAttribute('src');
        img.classList.add('img-failed');
      },
      { once: true },
    );
    img.src = src;
  };
  if (typeof IntersectionObserver === 'undefined') {
    pictures.forEach(load);
    return;
  }
  // The observer tells after the next layout, the one the page does anyway: reading the pictures' places here instead
  // would force a layout of the whole drawing inside this script's task (a long task on a slow phone, Lighthouse).
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        observer.unobserve(target);
        load(target as HTMLImageElement);
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  );
  pictures.forEach((img) => observer.observe(img));
}

function start(): void {
  if (started || !entry) return;
  started = true;
  const evaluate = () => {
    const chunk = firstChunks.shift();
    if (!chunk) {
      void import(/* @vite-ignore */ entry);
      return;
    }
    // A chunk that fails to load leaves the entry to ask for it again, and to fail as it would have.
    void import(/* @vite-ignore */ chunk).then(
      () => setTimeout(evaluate, 0),
      () => void import(/* @vite-ignore */ entry),
    );
  };
  const next = () => {
    const batch = modules.splice(0, PRELOADS_PER_TASK);
    if (batch.length === 0) {
      evaluate();
      return;
    }
    for (const href of batch) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    setTimeout(next, 0);
  };
  next();
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

// The drawing's pictures in view are asked for now, beside its largest: waiting for the largest first cost Firefox and
// WebKit a third of their time to art on a worker-served start, for no gain in Chromium's LCP beyond the bench's noise
// (docs/engines.md). The app's script comes only once those largest have drawn.
const drawn = fitDrawing();
if (drawn) loadLazyPictures();
if (drawn && document.visibilityState === 'visible') {
  const pictures = Promise.all(largestPictures().map(settled));
  const wait = new Promise<void>((resolve) => setTimeout(resolve, PICTURE_WAIT_MS));
  // Counted from the frame that shows them: a task queued from the frame's callback runs once it is painted.
  void Promise.race([pictures, wait]).then(() => requestAnimationFrame(() => setTimeout(start, SETTLE_MS)));
  // A player who touches the drawing or presses a key wants the app now: it starts at once.
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, start, { once: true, capture: true, passive: true });
  // A page hidden before then runs no frames: it starts when hidden.
  document.addEventListener('visibilitychange', start, { once: true });
} else {
  start();
}
