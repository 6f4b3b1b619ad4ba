import { array, defaulted, integer, object, optional, string, type, type Infer } from 'superstruct';
import { Amount } from './amount';
import { endpoint } from './endpoint';
import { queryInt } from './query';
import { queryIsoTime } from './queryIsoTime';
import { Text } from './text';

// The member's betting record and profit and loss (member centre, a later issue), written by the demo game's
// spins. Times are ISO 8601 (UTC). `from` is inclusive, `to` exclusive; without them the last 7 days.

export const BetRecord = object({
  id: integer(),
  betTime: string(),
  nodeId: integer(),
  gameName: string(),
  vassalage: string(),
  gameType: string(),
  bet: Amount,
  win: Amount,
  /** win - bet. */
  profit: Amount,
  balanceAfter: Amount,
});
export type BetRecord = Infer<typeof BetRecord>;

export const BetRecordsQuery = type({
  from: optional(queryIsoTime),
  to: optional(queryIsoTime),
  gameType: optional(Text),
  pageNo: defaulted(queryInt(1, 100000), 1),
  pageSize: defaulted(queryInt(1, 100), 20),
});
export type BetRecordsQuery = Infer<typeof BetRecordsQuery>;

export const BetTotals = object({ betCount: integer(), bet: Amount, win: Amount, profit: Amount });
export type BetTotals = Infer<typeof BetTotals>;

/** Bet records newest first, with the totals of the whole filtered range (not just the page). */
export const listBetRecords = endpoint({
  method: 'GET',
  path: '/wps/report/bets',
  access: 'member',
  query: BetRecordsQuery,
  body: null,
  answer: object({ list: array(BetRecord), pageNum: integer(), totalPages: integer(), totals: BetTotals }),
});

export const ProfitLossRow = object({
  nodeId: integer(),
  gameName: string(),
  vassalage: string(),
  gameType: string(),
  betCount: integer(),
  bet: Amount,
  win: Amount,
  profit: Amount,
});

/** Profit and loss over a range: the totals and one row per game, most bet first. */
export const getProfitLoss = endpoint({
  method: 'GET',
  path: '/wps/report/profitLoss',
  access: 'member',
  query: type({ from: optional(queryIsoTime), to: optional(queryIsoTime) }),
  body: null,
  answer: object({ totals: BetTotals, byGame: array(ProfitLossRow) }),
});
