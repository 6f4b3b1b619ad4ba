// The largest paint of a landing screen, remembered for the next start (docs/performance.md "Repeat visits"): when
// home has shown its first banner, the page tells the service worker that picture's address; on the next start the
// worker's copy of the shell names it in a `<link rel="preload">`, so the browser takes it from the image cache while
// the app's script still runs, instead of only once the screen has rendered its `<img>`. Only a public picture's
// address travels: nothing of the player.

/** The message a page posts to its service worker. */
export const PAINT_HINT = 'PAINT_HINT';

export interface PaintHint {
  type: typeof PAINT_HINT;
  /** The screen's path, e.g. `/m/home` (no query). */
  path: string;
  /** The picture's absolute http(s) address. */
  href: string;
}

const PATH = /^\/m\/[A-Za-z][A-Za-z0-9]{0,39}$/;
const MAX_HREF = 2048;

/** The hint in a message, if it is one and well formed; anything else is not a hint. */
export function paintHintOf(data: unknown): PaintHint | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { type, path, href } = data as Record<string, unknown>;
  if (type !== PAINT_HINT || typeof path !== 'string' || typeof href !== 'string') return undefined;
  if (!PATH.test(path) || href.length > MAX_HREF) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return { type: PAINT_HINT, path, href: url.href };
}

/** The stored hints (path → address), keeping only well-formed ones. */
export function paintHintsOf(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (data === null || typeof data !== 'object') return out;
  for (const [path, href] of Object.entries(data as Record<string, unknown>)) {
    const hint = paintHintOf({ type: PAINT_HINT, path, href });
    if (hint) out[hint.path] = hint.href;
  }
  return out;
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell with the picture preloaded at the end of its head; unchanged without a `</head>`. */
export function withImagePreload(html: string, href: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const link = `<link rel="preload" as="image" fetchpriority="high" href="${attr(href)}">`;
  return `${html.slice(0, at)}${link}${html.slice(at)}`;
}

/** The last hint sent per path, so a screen that renders again says nothing new. */
const sent = new Map<string, string>();
/** Hints waiting for a worker to take control of the page (a first visit's first worker claims it a little later). */
const waiting = new Map<string, PaintHint>();
let listening = false;

function post(container: ServiceWorkerContainer, hint: PaintHint): void {
  const controller = container.controller;
  if (!controller) {
    waiting.set(hint.path, hint);
    if (!listening) {
      listening = true;
      container.addEventListener('controllerchange', () => {
        const ready = [...waiting.values()];
        waiting.clear();
        for (const h of ready) post(container, h);
      });
    }
    return;
  }
  if (sent.get(hint.path) === hint.href) return;
  sent.set(hint.path, hint.href);
  controller.postMessage(hint);
}

/**
 * Tells the service worker controlling this page the largest paint of a landing screen; without a worker in control
 * yet, once one takes control. Nothing where there are no workers.
 */
export function hintLargestPaint(path: string, src: string): void {
  if (typeof navigator === 'undefined' || typeof location === 'undefined') return;
  const container = navigator.serviceWorker;
  if (!container) return;
  let href: string;
  try {
    href = new URL(src, location.href).href;
  } catch {
    return;
  }
  const hint = paintHintOf({ type: PAINT_HINT, path, href });
  if (hint) post(container, hint);
}
