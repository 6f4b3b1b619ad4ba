import {
  array,
  boolean,
  defaulted,
  enums,
  number,
  object,
  optional,
  record,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Amount } from './amount';
import { endpoint, FRESH } from './endpoint';
import { queryBool, queryDecimal, queryInt } from './query';
import { Text } from './text';

/** The home categories of spec 02 §2, in their default order. */
export const GAME_CATEGORIES = [
  'HOT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
] as const;
export const GameCategory = enums(GAME_CATEGORIES);
export type GameCategory = Infer<typeof GameCategory>;

/** A game item (spec 02 §3). `iconUrl` is already prefixed with the merchant's first image CDN. */
export const GameItem = object({
  nodeId: number(),
  vassalage: string(),
  vendorNames: string(),
  gameName: string(),
  gameType: string(),
  gameCategory: string(),
  gameId: string(),
  iconUrl: string(),
  supportPlay: boolean(),
  isNew: boolean(),
  gameClassify: string(),
  minBet: Amount,
  minLine: number(),
});
export type GameItem = Infer<typeof GameItem>;

/** A vendor. `tileUrl` follows spec 02's `{CDN}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/{vassalage}-WHITE.png`. */
export const Vendor = object({
  vassalage: string(),
  vendorName: string(),
  accountTypeName: string(),
  mobileSmallIcon: string(),
  mobileLargeIcon: string(),
  tileUrl: string(),
  categories: array(string()),
  /** The game classifications this vendor's games use (the game-list filter offers them). */
  classifications: array(string()),
});
export type Vendor = Infer<typeof Vendor>;

/** Spec 02 §3 game list query; unknown keys (such as `token`) are accepted and ignored. */
export const GameListQuery = type({
  merchant: optional(Text),
  clientType: optional(queryInt(0, 9)),
  platform: optional(Text),
  gameName: optional(Text),
  gameType: optional(Text),
  isNew: optional(queryBool),
  pageNo: defaulted(queryInt(1, 100000), 1),
  pageSize: defaulted(queryInt(1, 200), 26),
  vassalage: optional(Text),
  gameClassify: optional(Text),
  minBet: optional(queryDecimal),
  minLine: optional(queryInt(0, 10000)),
  language: optional(Text),
});
export type GameListQuery = Infer<typeof GameListQuery>;

export const GameListAnswer = object({ games: array(GameItem), pageNum: number(), totalPages: number() });

export const listGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  access: 'guest',
  query: GameListQuery,
  body: null,
  answer: GameListAnswer,
  swr: true,
});

/** Spec 02 §3 hot games query (isPlatform 2, language, platform, gameType, merchantCode). */
export const HotGamesQuery = type({
  isPlatform: optional(queryInt(0, 9)),
  language: optional(Text),
  platform: optional(Text),
  gameType: optional(Text),
  merchantCode: optional(Text),
});
export const HotGamesAnswer = object({ list: array(GameItem) });

/** Upstream's method; the body carries the hot games query. */
export const listHotGames = endpoint({
  method: 'POST',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  access: 'guest',
  query: null,
  body: HotGamesQuery,
  answer: HotGamesAnswer,
});

/** The same call as a GET with the query in the URL, so the stale-while-revalidate layer can cache it. */
export const listHotGamesGet = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  access: 'guest',
  query: HotGamesQuery,
  body: null,
  answer: HotGamesAnswer,
  swr: true,
  freshForMs: FRESH.hotGames,
});

const VendorQuery = type({ gameType: optional(Text), merchant: optional(Text), language: optional(Text) });

/** Vendors, optionally of one game type or category. */
export const listVendors = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  access: 'guest',
  query: VendorQuery,
  body: null,
  answer: array(Vendor),
  swr: true,
  freshForMs: FRESH.catalogue,
});

/** Every vendor ("all vassalages"); our path. */
export const listAllVassalages = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getAllVassalage',
  access: 'guest',
  query: type({ merchant: optional(Text) }),
  body: null,
  answer: array(Vendor),
  swr: true,
  freshForMs: FRESH.catalogue,
});

export const VassalGameType = object({ gameType: string(), vendors: array(Vendor) });

/** Game type to vendors. */
export const listVassalGameTypes = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  access: 'guest',
  query: type({ gameType: optional(Text), typeId: optional(Text), merchant: optional(Text) }),
  body: null,
  answer: array(VassalGameType),
  swr: true,
  freshForMs: FRESH.catalogue,
});

/**
 * The text key of each home category's label (spec 02 §2): what the server sends as `mapping`, and what the app falls
 * back to when a server's mapping lacks a category.
 */
export const CATEGORY_TEXT_KEYS: Readonly<Record<string, string>> = {
  HOT: 'hot',
  SPORTS: 'SPORTS',
  ESPORTS: 'Esport',
  LIVE: 'hd_live',
  FISH: 'Fishing',
  RNG: 'RNG',
  PVP: 'PVP',
  INHOUSE: 'in_house',
  COCKFIGHT: 'Sabong',
  ELOTT: 'ELOTT',
  LOTT: 'LOTT',
};

/**
 * Home-category order with each category's vendors, and `mapping` from category to its label's text key
 * (spec 02 §2: hot, SPORTS, Esport, Fishing, hd_live, PVP, LOTT, RNG, in_house, Sabong). Our path.
 */
export const GameVendorConfig = object({
  sorting: array(object({ gameCategory: GameCategory, vendorNames: array(string()) })),
  mapping: record(string(), string()),
});
export const getGameVendorConfig = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendorConfig',
  access: 'guest',
  query: null,
  body: null,
  answer: GameVendorConfig,
  swr: true,
  freshForMs: FRESH.catalogue,
});

export const WinnerEntry = object({
  vo: object({
    userName: string(),
    gameName: string(),
    vassalage: string(),
    winAmount: Amount,
    winTime: string(),
  }),
});
/** The winner board, highest win first. */
export const getWinnerBoard = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  access: 'guest',
  query: null,
  body: null,
  answer: object({ list: array(WinnerEntry) }),
  swr: true,
});

export const HotMatch = object({
  matchTime: string(),
  league: string(),
  homeTeam: string(),
  awayTeam: string(),
  homeTeamImageUrl: string(),
  awayTeamImageUrl: string(),
  vendor: string(),
  roomId: string(),
  nodeId: number(),
});
export type HotMatch = Infer<typeof HotMatch>;
/** Upcoming hot matches for the home ticker, soonest first. Our path. */
export const listHotMatches = endpoint({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotMatches',
  access: 'guest',
  query: type({ language: optional(Text) }),
  body: null,
  answer: object({ list: array(HotMatch) }),
  swr: true,
});

export const GameMenu = object({
  gameCategory: GameCategory,
  /** The label's text key (spec 02 §2). */
  labelKey: string(),
  /** Vendors (vassalage) under this category, in vendor order. */
  vendors: array(string()),
  gameCount: number(),
});
export type GameMenu = Infer<typeof GameMenu>;

/** The game menus of the game centre screens: each home category in the server's order, with its vendors. Our path. */
export const listGameMenus = endpoint({
  method: 'GET',
  path: '/wps/game/menus',
  access: 'guest',
  query: type({ language: optional(Text) }),
  body: null,
  answer: object({ list: array(GameMenu) }),
  swr: true,
});
