import { array, defaulted, enums, integer, nullable, object, string, type, type Infer } from 'superstruct';
import { Amount, RequestAmount } from './amount';
import { endpoint } from './endpoint';
import { LotteryDraw } from './lottery';
import { RequiredText, Text } from './text';

// Big/small bets on the reference lotteries whose draw is five digits (docs/lottery-bets.md). A bet names the issue
// the player saw; a closed or past issue is refused with 422 `lottery.draw.closed`. The stake is debited at once
// (idempotent per `Idempotency-Key`); the win is credited when the draw has happened.

export const BIG_SMALL = ['BIG', 'SMALL'] as const;
export const BigSmallPick = enums(BIG_SMALL);
export type BigSmallPick = Infer<typeof BigSmallPick>;

/** The one bet type: the sum of the five drawn digits is SMALL (0-22) or BIG (23-45); a win pays odds × stake. */
export const BIG_SMALL_RULE = {
  odds: 1.95,
  minAmount: 1,
  maxAmount: 10_000,
  closeBeforeSeconds: 10,
} as const;

export const BigSmallRule = object({
  odds: Amount,
  /** Whole pesos from `minAmount` to `maxAmount`. */
  minAmount: integer(),
  maxAmount: integer(),
  closeBeforeSeconds: integer(),
});

export const LotteryIssue = object({
  gameCode: string(),
  gameName: string(),
  nodeId: integer(),
  /** The issue open for bets now, when it stops taking bets and when it draws (ISO 8601). */
  issueNo: string(),
  closesAt: string(),
  drawTime: string(),
  lastDraw: LotteryDraw,
  /** The big/small rule when this lottery takes bets; null otherwise. */
  bigSmall: nullable(BigSmallRule),
});
export type LotteryIssue = Infer<typeof LotteryIssue>;

/** Any lottery's open issue and last result. Never cached: it changes every draw. */
export const getLotteryIssue = endpoint({
  method: 'GET',
  path: '/wps/lottery/issue',
  access: 'guest',
  query: type({ gameCode: RequiredText }),
  body: null,
  answer: LotteryIssue,
});

export const PlaceLotteryBetBody = type({
  gameCode: RequiredText,
  issueNo: RequiredText,
  pick: BigSmallPick,
  amount: RequestAmount,
});

export const LotteryBet = object({
  id: integer(),
  gameCode: string(),
  gameName: string(),
  issueNo: string(),
  drawTime: string(),
  pick: BigSmallPick,
  amount: Amount,
  /** `open` until the draw, then `won` or `lost`. */
  status: enums(['open', 'won', 'lost']),
  win: Amount,
  /** The drawn digits once settled. */
  numbers: nullable(array(string())),
  betTime: string(),
});
export type LotteryBet = Infer<typeof LotteryBet>;

/**
 * Takes a big/small bet on an open issue: debits the stake and writes the bet record in one transaction, once per
 * `Idempotency-Key`. Refusals: 422 `lottery.draw.closed` (issue closed or not the open one),
 * 422 `wallet.insufficient.funds`, 400 `request.invalid` (amount not whole pesos within the limits, or a lottery
 * without big/small), 403 `game.play.unsupported` (a trial account on a game without trial play).
 */
export const placeLotteryBet = endpoint({
  method: 'POST',
  path: '/wps/lottery/bet',
  access: 'member',
  query: null,
  body: PlaceLotteryBetBody,
  answer: object({ bet: LotteryBet, balance: Amount }),
  idempotent: true,
});

/** The member's latest 20 lottery bets, newest first (bets whose draw has happened are settled first). */
export const listLotteryBets = endpoint({
  method: 'GET',
  path: '/wps/lottery/bets',
  access: 'member',
  query: type({ gameCode: defaulted(Text, '') }),
  body: null,
  answer: object({ list: array(LotteryBet) }),
});
