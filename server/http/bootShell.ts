import { INTERNAL_HEADER, INTERNAL_TOKEN } from './internalCalls';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOT_ELEMENT_ID,
  bootCalls,
  FIRST_ROW_TILES,
  FIRST_SCREEN_ID,
  type FirstScreenDrawer,
  bootUrl,
  LANDING_SCREENS,
  DRAWING_LANGUAGE_ATTRIBUTE,
  DRAWING_LOCALES,
  drawingLanguageOf,
  type DrawingLanguage,
  LANGUAGE_CATALOGUES,
  type BootAnswers,
  THEME_STYLE_ID,
} from '../../src/api/contract/boot';
import { getRuntimeConfig, themeBackground, themeEntries, themeRule } from '../../src/api/contract/config';
import { CACHE_BYTES } from '../cache/budgets';
import { LruCache } from '../cache/lruCache';
import type { EncodedAnswer } from './publicAnswers';
import { originOf } from './laneEntries';
import { inlineStyleHashes } from './securityHeaders';
import { listAnnouncements } from '../../src/api/contract/announcements';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { listGames } from '../../src/api/contract/games';

// The first visit's page (docs/calls.md "Boot answers"): the built shell, with what the landing screen needs named in
// its head so the browser fetches it beside the entry script, instead of one round trip after another once the
// script has run:
// - `<link rel="modulepreload">` for the route's screen chunk and everything it imports, and the language catalogue;
// - the public answers the screen asks for first (the runtime config; home's announcements), made by asking this
//   server the same URL with the visitor's own headers, in a `<script type="application/json">` the page reads;
// - `<link rel="preload" as="image">` for home's first banner and the game list's first row, the largest paint.
// - on the landing screens, the server's drawing of the screen itself (`drawer`, src/ssr/firstScreen.tsx): the app's
//   own components rendered to HTML with those answers, shown until the app's screen shows (src/hooks/firstScreen.ts),
//   so the largest paint comes with the page instead of after the app's script has loaded and run.
// The worker's precached shell (`/m/index.html`) never gets any of it: an installed app renders from its caches.
// A page is drawn, and its answers asked, in the language of a `Language` header (TY, EN), else of the app's language
// cookie, else in FIRST_VISIT_LANGUAGE: the worker sends the player's language in the header when it asks for the
// drawing it keeps; a browser's navigation sends no header, and the cookie once the app has run in that browser.

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** JSON inside `<script>`: nothing in it may close the element or open a comment. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The merchant's theme colours in a config answer's envelope, or none (`themeEntries` checks each). */
function themeColoursOf(json: unknown): Record<string, string> {
  const colors = (json as { value?: { theme?: { colors?: unknown } } } | null)?.value?.theme?.colors;
  if (colors === null || typeof colors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(colors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The merchant's theme as the page's last style (`:root`, after the app's stylesheets, so it wins as the app's own
 * setting would: src/lib/theme.ts), and its theme-color: the drawing paints in the merchant's colours, and the app,
 * finding them in `THEME_STYLE_ID`, sets none of them again when it starts (each custom property set on the root
 * restyles the whole page). The policy allows the style by its hash (`styleHashes`).
 */
function themed(theme: readonly [string, string][]): { style: string; bg: string | undefined } {
  if (theme.length === 0) return { style: '', bg: undefined };
  return {
    style: `<style id="${THEME_STYLE_ID}">${themeRule(theme)}</style>`,
    bg: themeBackground(theme),
  };
}

/** The request headers a boot answer is asked with: the visitor's, so a region gate or proxy sees the same caller. */
const PASSED_HEADERS = [
  'host',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
];

export interface BootShellOptions {
  appDir: string;
  /** The merchant code of the request's host. */
  merchantOf: (req: FastifyRequest) => string;
  /** Draws a landing screen's first screen; without it the page carries the answers alone. */
  drawer?: FirstScreenDrawer | undefined;
  /** Told when a drawing fails: the page then goes without it. */
  onDrawError?: (err: unknown) => void;
  /**
   * The public answer cache whose answers a page carries: a page is kept while its generation stands (a catalogue
   * change, a merchants reload or a change feed reset on any instance bumps it) and for its time to live, so a
   * guest's landing screen is served without a render or an internal call. Without it, every page is made anew.
   */
  answers?: { readonly generation: number; readonly ttlMs: number } | undefined;
}

/** A page as sent: its bytes, compressed once per coding (publicAnswers.ts answerBytes). */
export interface ShellPage extends EncodedAnswer {
  /** The policy's hashes for the page's own inline styles (the merchant's theme), beside the built shell's. */
  styleHashes?: readonly string[];
}

interface KeptPage {
  page: ShellPage;
  generation: number;
  expires: number;
}

/** How many pages are kept: landing screens × languages × hosts, with room for the game list's queries. */
const KEPT_PAGES = 500;

/** How many of the game list's first tiles have their pictures preloaded: its first row, the largest paint. */
export const PRELOADED_TILES = FIRST_ROW_TILES;

/** The start loader's source module, as the build manifest names it. */
export const START_MODULE = 'src/start.ts';

const imageUrl = (u: unknown): u is string => typeof u === 'string' && /^(https?:)?\//.test(u);

/** The pictures of a boot answer that a screen paints first and largest: home's first banner, the list's first row. */
function largestPaints(endpoint: AnyEndpoint, json: unknown): string[] {
  const value = (json as { value?: unknown }).value as
    { banners?: { url?: unknown }[]; games?: { iconUrl?: unknown }[] } | undefined;
  if (endpoint === listAnnouncements) {
    const banner = value?.banners?.[0]?.url;
    return imageUrl(banner) ? [banner] : [];
  }
  if (endpoint !== listGames) return [];
  return (Array.isArray(value?.games) ? value.games.slice(0, PRELOADED_TILES) : [])
    .map((g) => g.iconUrl)
    .filter(imageUrl);
}

export function createBootShell(app: FastifyInstance, opts: BootShellOptions) {
  let manifest: Record<string, ManifestChunk> | null | undefined;
  const readManifest = () => {
    if (manifest !== undefined) return manifest;
    const path = join(opts.appDir, '.vite', 'manifest.json');
    manifest = existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>)
      : null;
    return manifest;
  };

  /** The screen module's chunk and its static imports, less what the shell loads anyway. */
  function preloadsOf(modules: string[]): { scripts: string[]; styles: string[] } {
    const m = readManifest();
    if (!m) return { scripts: [], styles: [] };
    const shell = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      if (into.has(key) || !m[key]) return;
      into.add(key);
      for (const i of m[key]!.imports ?? []) walk(i, into);
    };
    walk('index.html', shell);
    const wanted = new Set<string>();
    for (const mod of modules) walk(mod, wanted);
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const key of wanted) {
      if (shell.has(key)) continue;
      scripts.push(`/m/${m[key]!.file}`);
      for (const css of m[key]!.css ?? []) styles.push(`/m/${css}`);
    }
    return { scripts, styles };
  }

  async function answersFor(req: FastifyRequest, pathname: string, merchant: string, language: string) {
    const answers: Record<string, unknown> = {};
    const headers: Record<string, string> = { accept: 'application/json', language, device: 'MOBILE' };
    for (const name of PASSED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const images: string[] = [];
    let theme: [name: string, value: string][] = [];
    const search = new URLSearchParams(req.url.split('?')[1] ?? '');
    for (const call of bootCalls(pathname, { merchantCode: merchant, language, search })) {
      const url = bootUrl(call.endpoint.path, call.query);
      const res = await app.inject({
        method: 'GET',
        url,
        // As the page asks: the config before the merchant is known, the rest with its `Merchant` header.
        headers: {
          ...(call.endpoint === getRuntimeConfig ? headers : { ...headers, merchant }),
          // The page's own request id, and the mark of an in-process call (not a player's request).
          'x-request-id': req.id,
          [INTERNAL_HEADER]: INTERNAL_TOKEN,
        },
        remoteAddress: req.socket.remoteAddress ?? '127.0.0.1',
      });
      if (res.statusCode !== 200) continue;
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch {
        continue;
      }
      answers[url] = json;
      images.push(...largestPaints(call.endpoint, json));
      if (call.endpoint === getRuntimeConfig) theme = themeEntries(themeColoursOf(json)).safe;
    }
    return { answers, images, theme };
  }

  /**
   * The built shell's entry script, and the start loader that takes its place on a drawn page (src/start.ts): it
   * loads the entry, named on its element, once the drawing has painted. None without both in the build.
   */
  function startScript(
    modules: string[],
  ): { entryTag: string; startTag: string; firstChunks: string[] } | undefined {
    const m = readManifest();
    const entry = m?.['index.html']?.file;
    const start = m?.[START_MODULE]?.file;
    if (!entry || !start) return undefined;
    // The screen's modules ride on the loader's element: it preloads them a few per task before the entry, so the
    // entry's own preloading finds them there (one task of a dozen link insertions was a long task on its own).
    const named = modules.length > 0 ? ` data-app-modules="${attr(modules.join(' '))}"` : '';
    // The entry's own chunks (React's, the one that runs it, and the libraries', vite.config.ts), which the loader has
    // evaluated a task apiece before the entry: each after the ones it imports, so that its task runs its own code and
    // not theirs (React's chunk is compiled in one task, and its modules run in the next).
    const firstKeys = m['index.html']?.imports ?? [];
    const ordered: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !firstKeys.includes(key)) return;
      seen.add(key);
      for (const dep of m[key]?.imports ?? []) visit(dep);
      ordered.push(key);
    };
    firstKeys.forEach(visit);
    const firstChunks = ordered.flatMap((key) => {
      const file = m[key]?.file;
      return file ? [`/m/${file}`] : [];
    });
    const first = firstChunks.length > 0 ? ` data-app-first="${attr(firstChunks.join(' '))}"` : '';
    return {
      entryTag: `<script type="module" crossorigin src="/m/${entry}"></script>`,
      startTag: `<script type="module" crossorigin src="/m/${attr(start)}" data-app-entry="/m/${attr(entry)}"${named}${first}></script>`,
      firstChunks,
    };
  }

  /** The landing screen drawn from the boot answers, or nothing (no drawer, not a landing screen, a failure). */
  function drawing(pathname: string, search: string, boot: BootAnswers): string | undefined {
    if (!opts.drawer || !LANDING_SCREENS[pathname]) return undefined;
    try {
      return opts.drawer.render(pathname, search, boot);
    } catch (err) {
      opts.onDrawError?.(err);
      return undefined;
    }
  }

  const kept = new LruCache<KeptPage>(KEPT_PAGES, {
    maxBytes: CACHE_BYTES.firstScreens,
    sizeOf: (page, key) => page.page.body.length + key.length * 2 + 128,
  });

  /**
   * The shell for this request: with its landing screen's preloads and boot answers when it has any. The same page
   * serves every request with the same host (and proxy headers), path, query and language, so it is kept
   * (docs/performance.md "The first screen, kept"): nothing in it is the visitor's own (a navigation carries no
   * session; the answers are the public ones).
   */
  return async function shellFor(req: FastifyRequest, html: string): Promise<ShellPage> {
    const pathname = (req.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (pathname === '/m/index.html' || req.method !== 'GET') return { body: Buffer.from(html) };
    const language = drawingLanguageOf(req.headers.language, req.headers.cookie);
    const answers = opts.answers;
    const keep = answers !== undefined && answers.ttlMs > 0;
    const key = keep ? JSON.stringify([originOf(req.raw), req.url, language]) : '';
    if (keep) {
      const hit = kept.get(key);
      if (hit && hit.generation === answers.generation && hit.expires > Date.now()) return hit.page;
    }
    const since = answers?.generation;
    const made = await pageFor(req, html, pathname, language);
    const page: ShellPage = { body: Buffer.from(made.html), styleHashes: made.styleHashes };
    // Not kept when the answers it carries changed while it was made.
    if (keep && since === answers.generation)
      kept.set(key, { page, generation: since, expires: Date.now() + answers.ttlMs });
    return page;
  };

  async function pageFor(req: FastifyRequest, html: string, pathname: string, language: DrawingLanguage) {
    const merchant = opts.merchantOf(req);
    const modules = [LANDING_SCREENS[pathname], LANGUAGE_CATALOGUES[language]].filter(
      (x): x is string => !!x,
    );
    const { scripts, styles } = preloadsOf(modules);
    const { answers, images, theme } = await answersFor(req, pathname, merchant, language);
    const boot: BootAnswers = { language, merchant, answers };
    const query = req.url.includes('?') ? `?${req.url.split('?')[1] ?? ''}` : '';
    const drawn = drawing(pathname, query, boot);
    // A drawn page starts with the start loader, which loads the app once the drawing has painted.
    const start = drawn === undefined ? undefined : startScript(scripts);
    const later = start !== undefined && html.includes(start.entryTag);
    const head = [
      ...images.map(
        (src, i) =>
          `<link rel="preload" as="image"${i === 0 ? ' fetchpriority="high"' : ''} href="${attr(src)}">`,
      ),
      // A drawn page loads its script after the drawing has painted (src/start.ts): preloading it would only hold
      // that paint back, competing with the styles and pictures it needs. The start loader preloads them then.
      ...(later ? [] : scripts).map((s) => `<link rel="modulepreload" crossorigin href="${attr(s)}">`),
      // A drawn screen needs its screen's styles before it paints; otherwise they only start early.
      ...styles.map((s) =>
        drawn === undefined
          ? `<link rel="preload" as="style" crossorigin href="${attr(s)}">`
          : `<link rel="stylesheet" crossorigin href="${attr(s)}">`,
      ),
    ].join('');
    const data = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafe(JSON.stringify(boot))}</script>`;
    const { style, bg } = themed(theme);
    const styleHashes = style === '' ? [] : inlineStyleHashes(style);
    const page = (
      bg === undefined ? html : html.replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${attr(bg)}"`)
    )
      .replace('</head>', `${head}${style}</head>`)
      .replace('</body>', `${data}</body>`);
    if (drawn === undefined) return { html: page, styleHashes };
    // Inert and hidden from assistive technology: a picture of the screen until the app's own screen replaces it.
    // It names its language, so a start shows it only to a player of that language (src/start.ts).
    // The shell preloads the entry's own chunks (React's is 66 KiB gzip); on a drawn page they too come after the paint.
    const unpreloaded =
      later && start
        ? start.firstChunks.reduce(
            (p, href) => p.replace(`<link rel="modulepreload" crossorigin href="${href}">`, ''),
            page.replace(start.entryTag, start.startTag),
          )
        : page;
    return {
      html: unpreloaded
        .replace(/<html lang="[^"]*"/, `<html lang="${DRAWING_LOCALES[language]}"`)
        .replace(
          '<div id="root">',
          `<div id="${FIRST_SCREEN_ID}" ${DRAWING_LANGUAGE_ATTRIBUTE}="${language}" aria-hidden="true" inert>${drawn}</div><div id="root">`,
        ),
      styleHashes,
    };
  }
}
