import { object, record, string, unknown, type Infer } from 'superstruct';
import type { AnyEndpoint } from './endpoint';
import { getRuntimeConfig } from './config';
import type { AnnouncementsQuery } from './announcements';
import { listAnnouncements } from './announcements';
import type { GameListQuery, HotGamesQuery } from './games';
import { paths } from './routes';
import {
  getGameVendorConfig,
  getWinnerBoard,
  listAllVassalages,
  listGames,
  listHotGamesGet,
  listHotMatches,
  listVendors,
} from './games';

// Boot answers (docs/calls.md "Boot answers"): on a first visit the server writes into the page it sends the public
// answers the landing screen asks for first (the runtime config; what home's first screen shows; the game list's
// vendors and first page), so they arrive
// with the HTML instead of one round trip after another once the script runs. The page takes each at most once, in
// its first seconds, through the same envelope and schema checks as a fetched answer; anything else is fetched.

/** A first visit has no stored language: the app starts in its default, TY (stores/language.ts uses this). */
export const FIRST_VISIT_LANGUAGE = 'TY' as const;

/**
 * The languages a first screen is drawn in. A browser's navigation carries no `Language` header: a first visit is
 * drawn in FIRST_VISIT_LANGUAGE, a later one in the language the app's cookie names (DRAWING_LANGUAGE_COOKIE below);
 * the service worker asks for the drawing it keeps in the player's language with that header (sw/drawings.ts), the
 * same header the platform calls carry.
 */
export const DRAWING_LANGUAGES = ['TY', 'EN'] as const;
export type DrawingLanguage = (typeof DRAWING_LANGUAGES)[number];

/** Whether a value is one of DRAWING_LANGUAGES, exactly as written. */
export function isDrawingLanguage(value: unknown): value is DrawingLanguage {
  return (DRAWING_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The cookie in which the app names the player's language to the server (src/lib/paintHint.ts writes it at each start
 * and on each change), so that a page the browser asks for itself, which carries no `Language` header, is drawn in
 * the player's language rather than the first visit's. It holds TY or EN and nothing else: no account, no session.
 */
export const DRAWING_LANGUAGE_COOKIE = 'MC_LANGUAGE';

/** The code in a language header or cookie value, if it names one of DRAWING_LANGUAGES (any case, trimmed). */
function drawingCodeOf(value: unknown): DrawingLanguage | undefined {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isDrawingLanguage(code) ? code : undefined;
}

/** The value of DRAWING_LANGUAGE_COOKIE in a `Cookie` header, as written (the first one, when named twice). */
function languageCookieOf(cookieHeader: unknown): string | undefined {
  if (typeof cookieHeader !== 'string') return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === DRAWING_LANGUAGE_COOKIE) return part.slice(at + 1);
  }
  return undefined;
}

/**
 * The language to draw in: the request's `Language` header when it names one of DRAWING_LANGUAGES (the worker's
 * requests), else the app's language cookie when it names one (a browser's navigation), else the first visit's.
 */
export function drawingLanguageOf(header: unknown, cookieHeader?: unknown): DrawingLanguage {
  return drawingCodeOf(header) ?? drawingCodeOf(languageCookieOf(cookieHeader)) ?? FIRST_VISIT_LANGUAGE;
}

/** A drawn page's `<html lang>`, and the locale it is drawn in (TY is Tagalog, `fil`). */
export const DRAWING_LOCALES: Readonly<Record<DrawingLanguage, string>> = { TY: 'fil', EN: 'en' };

/** The drawing element's attribute naming the language it is drawn in (src/start.ts shows it only in that one). */
export const DRAWING_LANGUAGE_ATTRIBUTE = 'data-language';

/** The `<script type="application/json">` element that carries them. */
export const BOOT_ELEMENT_ID = 'mgp-boot';

/**
 * The `<style>` element of a first visit's page that sets the merchant's theme colours on `:root` (server/http/
 * bootShell.ts); the app counts what it sets as already set (src/lib/theme.ts).
 */
export const THEME_STYLE_ID = 'mgp-theme';

/**
 * The element a first visit's page carries the server's drawing of its first screen in (docs/performance.md "The
 * first screen, drawn by the server"): the app renders beside it, hidden, and removes it once its own screen shows.
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** The longest the server's drawing stays up if the app's screen never says it has shown (a failed chunk, a gate). */
export const FIRST_SCREEN_HOLD_MS = 4_000;

/** What the server loads from dist/ssr/ to draw a first screen (src/ssr/firstScreen.tsx). */
export interface FirstScreenDrawer {
  /** Loads a landing screen's module, so its drawing needs no wait. */
  prepare(pathname: string): Promise<void>;
  /** The screen's HTML for these boot answers; throws when it cannot draw. */
  render(pathname: string, search: string, boot: BootAnswers): string;
}

/** A boot answer is used only this long after the page started; later calls (a page kept for hours) fetch. */
export const BOOT_WINDOW_MS = 20_000;

export const BootAnswers = object({
  /** The `Language` the answers were made for; the page uses them only in that language. */
  language: string(),
  /** The merchant the host names; answers other than the config are used only under it. */
  merchant: string(),
  /** Each answer's envelope as the server sends it, by `bootUrl`. */
  answers: record(string(), unknown()),
});
export type BootAnswers = Infer<typeof BootAnswers>;

type QueryValue =
  string | number | boolean | Date | undefined | null | readonly (string | number | boolean)[];

/**
 * The one spelling of a GET: the path and its query, keys sorted, empty values left out, lists as repeated keys,
 * dates in ISO 8601. The server asks itself this URL; the page looks its calls up by it.
 */
export function bootUrl(path: string, query?: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query ?? {}).sort()) {
    const value = query?.[name];
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as (string | number | boolean | Date)[])
      search.append(name, v instanceof Date ? v.toISOString() : String(v));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Home's announcements call (banners, notices, popups, the hot list): the screen and the server build it here. */
export function homeAnnouncementsQuery(
  merchantCode: string | undefined,
  language: string,
): Infer<typeof AnnouncementsQuery> {
  return { types: ['B,PL,PU,H'], groupName: 'm_home', platform: 'M', merchantCode, language };
}

/** Home's hot-games call (its first category, HOT): the category content and the server build it here. */
export function homeHotGamesQuery(
  merchantCode: string | undefined,
  language: string,
): Infer<typeof HotGamesQuery> {
  return { isPlatform: 2, platform: 'html5', language, merchantCode };
}

/**
 * A grid's first row (three tiles across a phone): their pictures load at once, and a first visit's page preloads the
 * game list's (server/http/bootShell.ts), as they are the screen's largest paint.
 */
export const FIRST_ROW_TILES = 3;

/** The game list's page size (spec 02 §4: 26 a page). */
export const GAME_LIST_PAGE_SIZE = 26;

/** The game type `/m/gameList` shows for its query string (RNG without one). */
export const gameListType = (search: URLSearchParams): string =>
  (search.get('gameType') ?? 'RNG').toUpperCase();

/**
 * The game list's first call on arrival (the "all" tab, a vendor from the URL if any, no other filter): the list
 * screen (src/features/games/listRules.ts) and the server build the same URL (a test holds them together).
 */
export function gameListFirstQuery(
  gameType: string,
  vassalage: string | undefined,
  language: string,
  merchant: string | undefined,
): GameListQuery {
  return {
    merchant,
    clientType: 2,
    platform: 'html5',
    gameType,
    vassalage,
    pageNo: 1,
    pageSize: GAME_LIST_PAGE_SIZE,
    language,
  };
}

export interface BootCall {
  endpoint: AnyEndpoint;
  query?: Record<string, QueryValue>;
}

/**
 * What a first visit to `pathname` asks for before it can paint: every screen the config; home everything its first
 * screen shows (announcements and banners, hot matches, the vendor order and list, the hot games, the winner board),
 * so it paints once, whole, with nothing arriving later to push what is shown down; the game list its vendors and
 * first page (`search` is the page's query string).
 */
export function bootCalls(
  pathname: string,
  ctx: { merchantCode: string; language: string; search?: URLSearchParams },
): BootCall[] {
  const calls: BootCall[] = [{ endpoint: getRuntimeConfig }];
  const search = ctx.search ?? new URLSearchParams();
  // The hot list is a tab of its own, asked for differently; it is not a landing page anyone is sent to first.
  if (pathname === paths.gameList && gameListType(search) !== 'HOT') {
    const { merchantCode, language } = ctx;
    const gameType = gameListType(search);
    calls.push(
      { endpoint: listVendors, query: { gameType, merchant: merchantCode, language } },
      {
        endpoint: listGames,
        query: gameListFirstQuery(gameType, search.get('vendor') ?? undefined, language, merchantCode),
      },
    );
  }
  if (pathname === paths.home) {
    const { merchantCode, language } = ctx;
    calls.push(
      { endpoint: listAnnouncements, query: homeAnnouncementsQuery(merchantCode, language) },
      { endpoint: listHotMatches, query: { language } },
      { endpoint: getGameVendorConfig },
      { endpoint: listAllVassalages, query: { merchant: merchantCode } },
      { endpoint: listHotGamesGet, query: homeHotGamesQuery(merchantCode, language) },
      { endpoint: getWinnerBoard },
    );
  }
  return calls;
}

/**
 * The landing screens whose chunks the server names in the page (`<link rel="modulepreload">`), so they load beside
 * the entry instead of after it: route path to the screen's source module (src/app/screens.tsx; a test holds the two
 * together).
 */
export const LANDING_SCREENS: Readonly<Record<string, string>> = {
  [paths.home]: 'src/features/home/HomeScreen.tsx',
  [paths.login]: 'src/features/auth/LoginScreen.tsx',
  [paths.gameList]: 'src/features/games/GameListScreen.tsx',
};

/** The interface catalogue module of each wire language. */
export const LANGUAGE_CATALOGUES: Readonly<Record<string, string>> = {
  TY: 'src/i18n/locales/fil.ts',
  EN: 'src/i18n/locales/en.ts',
};
