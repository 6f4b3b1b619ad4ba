import {
  BOOT_ELEMENT_ID,
  FIRST_SCREEN_ID,
  FIRST_VISIT_LANGUAGE,
  LANDING_SCREENS,
  type DrawingLanguage,
} from '../src/api/contract/boot';

// The server's drawing of a landing screen, kept for the next start (docs/performance.md "Repeat visits start
// drawn"). A first visit's page carries the server's drawing of its screen (server/http/bootShell.ts), so its largest
// paint comes with the page; the worker's precached shell carries none, so a repeat visit, and an offline one above
// all, painted only once the app's script had loaded, run and rendered. The worker now asks the server for the drawn
// page of a landing screen in the background and keeps it, without its boot answers (the page would take them as
// fresh), and serves it in the shell's place while it fits:
// - it names only files of this worker's build (its scripts and styles are precached, so it starts offline too);
// - it is younger than DRAWING_MAX_AGE_MS; one older than DRAWING_REFRESH_MS is still served, and asked for again.
// The page then starts as a drawn first visit does (src/start.ts fits the drawing to the browser's storage: another
// language or a session in the tab drops it), and the app's screen replaces it once it shows its own answers.
// Only a guest's drawing is asked for (no credentials): nothing of the player is kept but their language, which the
// page tells the worker (src/lib/paintHint.ts): the drawing is asked for in it (the `Language` header), and asked for
// again, whatever its age, once the player's language is another; the start loader shows a drawing only in the
// player's language.

export const DRAWING_CACHE = 'mc-drawings-v1';

/** A kept drawing older than this is asked for again when it is served (or on the worker's start). */
export const DRAWING_REFRESH_MS = 15 * 60 * 1000;

/** A kept drawing older than this is not served: the shell is, and a new drawing is asked for. */
export const DRAWING_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The most drawings kept (the landing screens, the game list once per game type); the oldest goes first. */
export const MAX_DRAWINGS = 8;

/** How long the worker waits for a drawn page before giving up on it (a background request, never a page's). */
export const DRAWING_FETCH_TIMEOUT_MS = 15_000;

/** The largest drawn page kept, in characters: a landing screen's is tens of kilobytes. */
export const MAX_DRAWING_CHARS = 512 * 1024;

/** When the kept drawing was asked for (ms since the epoch), on the kept answer. */
const DRAWN_AT = 'x-mc-drawn-at';

/** The language the kept drawing was asked for in. */
const DRAWN_IN = 'x-mc-language';

/** The app files the kept page names (appFilesOf, space-separated), read once when it is kept, not on each start. */
const APP_FILES = 'x-mc-app-files';

/** The answer headers that do not describe the kept (decoded, rewritten) body. */
const DROPPED_HEADERS = [
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'set-cookie',
  'date',
  'vary',
];

/** The cache key of a navigation's drawing: a landing screen's path and query; undefined for any other page. */
export function drawingKey(url: URL): string | undefined {
  const path = url.pathname.replace(/\/+$/, '');
  if (!LANDING_SCREENS[path] || url.search.length > 200) return undefined;
  return `${url.origin}${path}${url.search}`;
}

const bootElement = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">[^<]*</script>`);

const drawingElement = `<div id="${FIRST_SCREEN_ID}"`;

/**
 * The page to keep, from a drawn page the server sent: without its boot answers (their JSON is written with `<`
 * escaped, so it holds no `<`), and with the drawing hidden until the start loader has fitted it to this browser
 * (src/start.ts): a kept page is served to every start, including a tab with a session or another language, which
 * must never see the guest's TY screen for a frame. Undefined when the page carries no drawing.
 */
export function keptDrawing(html: string): string | undefined {
  if (html.length > MAX_DRAWING_CHARS || !html.includes(drawingElement)) return undefined;
  return html.replace(bootElement, '').replace(drawingElement, `${drawingElement} hidden`);
}

/** The app files a page names (its scripts, styles, preloads and the start loader's entry and modules). */
export function appFilesOf(html: string, origin: string): string[] {
  const files = new Set<string>();
  for (const [, names] of html.matchAll(/\b(?:src|href|data-app-entry|data-app-modules)="([^"]*)"/g)) {
    for (const name of (names ?? '').split(' ')) {
      if (!name.startsWith('/m/assets/')) continue;
      files.add(new URL(name.replace(/&amp;/g, '&'), origin).href);
    }
  }
  return [...files];
}

export interface DrawingDeps {
  open: () => Promise<Cache>;
  fetch: (request: Request) => Promise<Response>;
  /** Whether this worker's build precaches the file (workbox-precaching's getCacheKeyForURL). */
  isPrecached: (url: string) => boolean;
  now: () => number;
  /** The player's language, as the page last told it (TY until it has). */
  language: () => Promise<DrawingLanguage>;
  /** Aborts when this worker retires (sw/retirement.ts): nothing is asked for after, and a request under way stops. */
  retired?: AbortSignal;
}

export interface Drawings {
  /** The kept drawing for this navigation, if it fits this build and its age; undefined otherwise. */
  served(url: URL): Promise<Response | undefined>;
  /** Asks the server for the drawing when none fresh, fitting and in the player's language is kept; never rejects. */
  refresh(url: URL): Promise<void>;
}

export function createDrawings(deps: DrawingDeps): Drawings {
  /** The request under way per screen: one at a time; one in another language waits for it, then asks. */
  const asking = new Map<string, { language: DrawingLanguage; done: Promise<void> }>();

  /** Whether a kept answer was asked for no longer than `maxAge` ago (and not in the future). */
  const youngerThan = (response: Response, maxAge: number) => {
    const age = deps.now() - Number(response.headers.get(DRAWN_AT) ?? 0);
    return age >= 0 && age <= maxAge;
  };

  /** Whether every app file of a kept answer is in this worker's precache. */
  const fits = (response: Response) => {
    const files = (response.headers.get(APP_FILES) ?? '').split(' ').filter(Boolean);
    return files.length > 0 && files.every((f) => deps.isPrecached(f));
  };

  async function kept(key: string): Promise<Response | undefined> {
    try {
      return await (await deps.open()).match(key);
    } catch {
      return undefined;
    }
  }

  async function keep(key: string, response: Response): Promise<void> {
    try {
      const cache = await deps.open();
      await cache.put(key, response);
      const keys = await cache.keys();
      if (keys.length <= MAX_DRAWINGS) return;
      const dated = await Promise.all(
        keys.map(async (k) => ({ k, at: Number((await cache.match(k))?.headers.get(DRAWN_AT) ?? 0) })),
      );
      dated.sort((a, b) => a.at - b.at);
      await Promise.all(dated.slice(0, keys.length - MAX_DRAWINGS).map(({ k }) => cache.delete(k)));
    } catch {
      // Storage full or refused: the shell serves, as before.
    }
  }

  async function drop(key: string): Promise<void> {
    try {
      await (await deps.open()).delete(key);
    } catch {
      // Nothing to do: it is checked again on the next start.
    }
  }

  /** Asks the server for a screen's drawing in `language`, unless a fresh one in it is kept; never rejects. */
  async function ask(key: string, language: DrawingLanguage): Promise<void> {
    try {
      const current = await kept(key);
      if (
        current &&
        youngerThan(current, DRAWING_REFRESH_MS) &&
        (current.headers.get(DRAWN_IN) ?? FIRST_VISIT_LANGUAGE) === language
      )
        return;
      if (deps.retired?.aborted) return;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), DRAWING_FETCH_TIMEOUT_MS);
      const stop = () => controller.abort();
      deps.retired?.addEventListener('abort', stop, { once: true });
      let answer: Response;
      let html: string;
      try {
        answer = await deps.fetch(
          new Request(key, {
            credentials: 'omit',
            headers: { accept: 'text/html', language },
            signal: controller.signal,
          }),
        );
        if (answer.status !== 200 || !(answer.headers.get('content-type') ?? '').startsWith('text/html'))
          return;
        html = await answer.text();
      } finally {
        clearTimeout(timer);
        deps.retired?.removeEventListener('abort', stop);
      }
      const page = keptDrawing(html);
      // The server now draws nothing for this page (FIRST_SCREEN=off, say): the kept one goes too.
      if (page === undefined) return await drop(key);
      const headers = new Headers(answer.headers);
      for (const name of DROPPED_HEADERS) headers.delete(name);
      headers.set(DRAWN_AT, String(deps.now()));
      headers.set(DRAWN_IN, language);
      headers.set(APP_FILES, appFilesOf(page, new URL(key).origin).join(' '));
      const response = new Response(page, { status: 200, headers });
      // A page of another build (the server updated before this worker): kept only once a worker of its build is.
      if (!fits(response)) return;
      await keep(key, response);
    } catch {
      // Offline, timed out or refused: the kept drawing, or the shell, serves as before.
    }
  }

  async function refresh(url: URL): Promise<void> {
    const key = drawingKey(url);
    if (!key || deps.retired?.aborted) return;
    let language: DrawingLanguage;
    try {
      language = await deps.language();
    } catch {
      return;
    }
    const under = asking.get(key);
    if (under) {
      await under.done;
      // Asked in the same language meanwhile; another language asks again once that request is done.
      return under.language === language ? undefined : refresh(url);
    }
    const done = ask(key, language).finally(() => asking.delete(key));
    asking.set(key, { language, done });
    return done;
  }

  return {
    async served(url) {
      const key = drawingKey(url);
      if (!key) return undefined;
      const response = await kept(key);
      if (!response) return undefined;
      if (!youngerThan(response, DRAWING_MAX_AGE_MS) || !fits(response)) {
        await drop(key);
        return undefined;
      }
      return response;
    },

    refresh,
  };
}
