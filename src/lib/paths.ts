/**
 * Every route of the app (the table is the contract's, src/api/contract/routes.ts), with its builders and aliases. The
 * router, the shell and every feature import these; no other file spells `/m/...` by hand. The rules about routes
 * live with their users: the guards in lib/guards.ts (stores and shell), the chrome and owners in src/app.
 */
export { paths, type RouteName, type RoutePath } from '../api/contract/routes';
import { paths, type RoutePath } from '../api/contract/routes';

/** Game categories of spec 02 §2 (the popular-games tabs). */
export type GameCategory =
  'HOT' | 'SPORTS' | 'ESPORTS' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE' | 'COCKFIGHT' | 'ELOTT' | 'LOTT';

/** Builds `path?query`, leaving out undefined values; keys keep the order given. */
function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `/m/gameList?gameType=...` (optionally one vendor); LOTT has its own screen (spec 02 §2 "Game list"). */
export function gameList(gameType: GameCategory | string, vendor?: string): string {
  return gameType === 'LOTT' ? paths.lottery : withQuery(paths.gameList, { gameType, vendor });
}

/** A vendor lobby screen: the vendors of a game type, each opening its lobby. */
export function gameLobby(gameType: string): string {
  return withQuery(paths.gameLobby, { gameType });
}

/** A lottery's draw screen. */
export function startLottery(code: string): string {
  return withQuery(paths.startLottery, { code });
}

/** A promotion's detail (spec 02 §2 "Promotions"). */
export function activityDetail(id: string | number): string {
  return withQuery(paths.activityDetail, { id });
}

/** The help centre with entry `i` active (spec 02 §2 "Help centre"); entry 0 is the default. */
export function helpDetail(i: number): string {
  return withQuery(paths.helpDetail, { i });
}

/** Notices of a content type, such as the agent announcements (`types=A`). */
export function memberNotice(types: string): string {
  return withQuery(paths.memberNotice, { types });
}

/** The account record, optionally for a content type (`types=A` from the agent grid). */
export function transactionRecord(types?: string): string {
  return withQuery(paths.transactionRecord, { types });
}

/** A lottery launch: `playType=trad&prize_mode=..&code=..&pageBack=home` (spec 02 §2 "Favourites and launch"). */
export interface LotteryLaunch {
  prizeMode: string;
  /** The lottery code; `lobby` when none is chosen. */
  code?: string;
  /**
   * The lottery vendor tapped (`vendor=TCG_SEA`), so its own lobby opens; beside the spec's query (docs/games.md
   * "Lottery vendors"): several vendors share a prize mode and `code=lobby`.
   */
  vendor?: string;
}

/** A vendor game launch: category, vendor, game id and node id (and showChoice for hot matches). */
export interface VendorLaunch {
  category: string;
  vendor: string;
  gameId: string | number;
  nodeId: string | number;
  showChoice?: boolean;
}

/** `/m/launchGame` with the query of a lottery or a vendor launch. */
export function launchGame(launch: LotteryLaunch | VendorLaunch): string {
  if ('prizeMode' in launch) {
    return withQuery(paths.launchGame, {
      playType: 'trad',
      prize_mode: launch.prizeMode,
      code: launch.code ?? 'lobby',
      vendor: launch.vendor,
      pageBack: 'home',
    });
  }
  return withQuery(paths.launchGame, {
    category: launch.category,
    vendor: launch.vendor,
    gameId: launch.gameId,
    nodeId: launch.nodeId,
    showChoice: launch.showChoice,
  });
}

/** Paths that lead to another route (spec 01 §2, spec 02 §2); matched after trimming a trailing slash. */
const ALIASES: Readonly<Record<string, RoutePath>> = {
  '': paths.home,
  '/': paths.home,
  '/m': paths.home,
  '/m/index': paths.home,
  '/m/index.html': paths.home,
  '/register.html': paths.register,
  '/m/register.html': paths.register,
  [paths.memberHome]: paths.mine,
};

const KNOWN = new Set<string>(Object.values(paths));

/** The canonical route of a pathname (aliases resolved), or undefined for an unknown path (the not-found screen). */
export function resolvePath(pathname: string): RoutePath | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const alias = ALIASES[trimmed] ?? ALIASES[pathname];
  if (alias) return alias;
  return KNOWN.has(trimmed) ? (trimmed as RoutePath) : undefined;
}

/** Every alias, for the router's redirects. */
export function aliases(): ReadonlyArray<readonly [string, RoutePath]> {
  return Object.entries(ALIASES).filter(([from]) => from !== '');
}
