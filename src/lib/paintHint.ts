// The largest paint of a landing screen, remembered for the next start (docs/performance.md "Repeat visits"): when
// home has shown its first banner, the page tells the service worker that picture's address; on the next start the
// worker's copy of the shell names it in a `<link rel="preload">`, so the browser takes it from the image cache while
// the app's script still runs, instead of only once the screen has rendered its `<img>`. Only a public picture's
// address travels: nothing of the player. The page also tells the worker, and the server in a cookie, the player's
// language, for the drawings they send (below).

import { DRAWING_LANGUAGE_COOKIE, isDrawingLanguage, type DrawingLanguage } from '../api/contract/boot';

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

/**
 * The language the worker asks for the drawings it keeps in (sw/drawings.ts): the player's. The page tells it at each
 * start and on each change, so a player of EN gets EN drawings; a language without its own drawing (any code the app
 * shows in EN) is told as EN.
 */
export const DRAWING_LANGUAGE = 'DRAWING_LANGUAGE';

export interface DrawingLanguageNote {
  type: typeof DRAWING_LANGUAGE;
  language: DrawingLanguage;
}

/** The note in a message, if it is one naming a drawing language; anything else is not one. */
export function drawingLanguageNoteOf(data: unknown): DrawingLanguageNote | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { type, language } = data as Record<string, unknown>;
  if (type !== DRAWING_LANGUAGE || !isDrawingLanguage(language)) return undefined;
  return { type: DRAWING_LANGUAGE, language };
}

type Note = PaintHint | DrawingLanguageNote;

/** What a note replaces: the hint of the same path, or the previous language. */
const slotOf = (note: Note) => (note.type === PAINT_HINT ? `hint:${note.path}` : 'language');
const valueOf = (note: Note) => (note.type === PAINT_HINT ? note.href : note.language);

/** The last note sent per slot, so a screen that renders again says nothing new. */
const sent = new Map<string, string>();
/** Notes waiting for a worker to take control of the page (a first visit's first worker claims it a little later). */
const waiting = new Map<string, Note>();
let listening = false;

function post(container: ServiceWorkerContainer, note: Note): void {
  const controller = container.controller;
  const slot = slotOf(note);
  if (!controller) {
    waiting.set(slot, note);
    if (!listening) {
      listening = true;
      container.addEventListener('controllerchange', () => {
        const ready = [...waiting.values()];
        waiting.clear();
        for (const n of ready) post(container, n);
      });
    }
    return;
  }
  if (sent.get(slot) === valueOf(note)) return;
  sent.set(slot, valueOf(note));
  controller.postMessage(note);
}

/** The page's service worker container, where there is one. */
function workers(): ServiceWorkerContainer | undefined {
  if (typeof navigator === 'undefined' || typeof location === 'undefined') return undefined;
  return navigator.serviceWorker ?? undefined;
}

/**
 * Tells the service worker controlling this page the largest paint of a landing screen; without a worker in control
 * yet, once one takes control. Nothing where there are no workers.
 */
export function hintLargestPaint(path: string, src: string): void {
  const container = workers();
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

/** How long the language cookie lasts: 400 days, the longest a browser keeps one; every start writes it again. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The language cookie for `language`: the app's pages only (`/m/`), never sent by another site's request, and over
 * TLS only where the app is served over TLS. It names a language and nothing of the player.
 */
export function languageCookie(language: DrawingLanguage, secure: boolean): string {
  return (
    `${DRAWING_LANGUAGE_COOKIE}=${language}; Path=/m/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax` +
    (secure ? '; Secure' : '')
  );
}

/**
 * Tells the server (in its cookie, for the pages the browser asks for itself: server/http/bootShell.ts) and the
 * service worker (for the drawings it keeps) the player's language; the worker as hintLargestPaint.
 */
export function tellDrawingLanguage(language: DrawingLanguage): void {
  // A page's document (this module also runs in the service worker, which has none).
  const page = (globalThis as { document?: { cookie: string } }).document;
  if (page && typeof location !== 'undefined') {
    try {
      page.cookie = languageCookie(language, location.protocol === 'https:');
    } catch {
      // A document whose cookies are off (a sandboxed frame): its pages are drawn in the first visit's language.
    }
  }
  const container = workers();
  const note = drawingLanguageNoteOf({ type: DRAWING_LANGUAGE, language });
  if (container && note) post(container, note);
}
