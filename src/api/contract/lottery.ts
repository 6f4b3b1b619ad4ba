import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  string,
  type,
  type Infer,
} from 'superstruct';
import { endpoint, FRESH } from './endpoint';
import { queryInt } from './query';
import { Text } from './text';

// Lottery screens (spec 02 §2 launch rules, §3 "lottery menu, lottery list (query prizeMode), recent VN lottery,
// VN numero"). The reference server's lotteries are the LOTT and ELOTT games of the catalogue; their draws are
// computed from the clock (docs/calls.md "Lottery"). Big/small bets on them: lotteryBets.ts.

/** Spec 02 §5 prize modes: the lottery mode, ZY and the e-lottery mode. */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const PrizeMode = enums(PRIZE_MODES);
export type PrizeMode = Infer<typeof PrizeMode>;

export const LotteryMenuItem = object({
  vassalage: string(),
  vendorName: string(),
  /** LOTT or ELOTT. */
  gameType: string(),
  prizeModes: array(PrizeMode),
  /** The code a lobby launch uses (`lobby` for TCG_LOTTO_VN and TCG_SEA, spec 02 §2). */
  lobbyCode: string(),
  gameCount: integer(),
});
export type LotteryMenuItem = Infer<typeof LotteryMenuItem>;

/** The lottery vendors and the prize modes each offers. */
export const getLotteryMenu = endpoint({
  method: 'GET',
  path: '/wps/lottery/menu',
  access: 'guest',
  query: type({ language: optional(Text) }),
  body: null,
  answer: object({ list: array(LotteryMenuItem) }),
  swr: true,
  freshForMs: FRESH.catalogue,
});

export const Lottery = object({
  /** The game code (`gameId` of the catalogue), what `code=` of the launch route carries. */
  gameCode: string(),
  gameName: string(),
  nodeId: integer(),
  vassalage: string(),
  gameType: string(),
  prizeMode: PrizeMode,
  /** One draw every this many seconds, aligned to the epoch. */
  drawIntervalSeconds: integer(),
  iconUrl: string(),
  /** True when it takes big/small bets (lotteryBets.ts); absent in answers cached before bets existed. */
  bigSmall: optional(boolean()),
});
export type Lottery = Infer<typeof Lottery>;

/** Lotteries of one prize mode (default `Lott`): `Elott` lists the ELOTT games, `Lott` and `ZY` the LOTT games. */
export const listLotteries = endpoint({
  method: 'GET',
  path: '/wps/lottery/list',
  access: 'guest',
  query: type({ prizeMode: defaulted(PrizeMode, 'Lott'), language: optional(Text) }),
  body: null,
  answer: object({ list: array(Lottery) }),
  swr: true,
  freshForMs: FRESH.catalogue,
});

export const LotteryDraw = object({
  gameCode: string(),
  gameName: string(),
  /** The draw's issue number: `YYYYMMDD-NNNN` (UTC day, draw of the day from 1). */
  issueNo: string(),
  drawTime: string(),
  /** Drawn numbers as shown, e.g. `["07","12","23","31","38","41"]` or digits `["4","0","9"]`. */
  numbers: array(string()),
});
export type LotteryDraw = Infer<typeof LotteryDraw>;

/** The latest draws of the VN (TCG_LOTTO_VN) lotteries, newest first; `gameCode` narrows to one game. */
export const listRecentVnLottery = endpoint({
  method: 'GET',
  path: '/wps/lottery/recentVn',
  access: 'guest',
  query: type({ gameCode: optional(Text), size: defaulted(queryInt(1, 50), 10), language: optional(Text) }),
  body: null,
  answer: object({ list: array(LotteryDraw) }),
});

export const VnNumero = object({
  gameCode: string(),
  gameName: string(),
  /** The issue now open for bets, and when it draws. */
  currentIssue: string(),
  nextDrawTime: string(),
  lastDraw: nullable(LotteryDraw),
});
export type VnNumero = Infer<typeof VnNumero>;

/** The number board of each VN lottery: open issue, next draw time and last result. */
export const getVnNumero = endpoint({
  method: 'GET',
  path: '/wps/lottery/vnNumero',
  access: 'guest',
  query: type({ gameCode: optional(Text), language: optional(Text) }),
  body: null,
  answer: object({ list: array(VnNumero) }),
});
