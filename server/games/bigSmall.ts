import { BIG_SMALL_RULE, type BigSmallPick } from '../../src/api/contract/lotteryBets';
import { drawTime, issueNo, lastDrawIndex, type LotteryGame } from './lotteryDraws';

// Big/small on the reference lotteries whose draw is five digits (docs/lottery-bets.md). The sum of five digits
// runs 0-45 and is symmetric about 22.5, so SMALL (0-22) and BIG (23-45) each win exactly half the draws. A win
// pays 1.95 times the stake (stake included): return to player 97.5 %. Stakes are whole pesos, so every win is
// an exact number of centavos.

/** The win of a winning bet, per 100 centavos of stake. */
export const PAYOUT_PER_100 = Math.round(BIG_SMALL_RULE.odds * 100);
/** Stakes in centavos: whole pesos within the rule's limits. */
export const MIN_STAKE = BIG_SMALL_RULE.minAmount * 100;
export const MAX_STAKE = BIG_SMALL_RULE.maxAmount * 100;
/** Bets on a draw close this many seconds before it. */
export const CLOSE_BEFORE_S = BIG_SMALL_RULE.closeBeforeSeconds;

/** Whether a lottery takes big/small bets: its draws are five digits (not `6/45` picks, not `3D`). */
export function takesBigSmall(g: LotteryGame): boolean {
  return !/(\d+)\s*\/\s*(\d+)/.test(g.gameName) && !/(\d)D\b/.test(g.gameName);
}

/** The winning side of drawn digits. */
export function bigSmallOf(numbers: readonly string[]): BigSmallPick {
  const sum = numbers.reduce((s, n) => s + Number(n), 0);
  return sum >= 23 ? 'BIG' : 'SMALL';
}

/** What a stake wins on a draw: 1.95 × stake when the pick matches, else 0. */
export function winOf(pick: BigSmallPick, stake: number, numbers: readonly string[]): number {
  return bigSmallOf(numbers) === pick ? (stake * PAYOUT_PER_100) / 100 : 0;
}

/** Whether a stake (centavos) is allowed: whole pesos within the limits. */
export const stakeAllowed = (stake: number) =>
  Number.isSafeInteger(stake) && stake % 100 === 0 && stake >= MIN_STAKE && stake <= MAX_STAKE;

/** The draw open for bets at `nowMs`: the next one, or the one after when the next closes within the cut-off. */
export function openDraw(g: LotteryGame, nowMs: number) {
  let k = lastDrawIndex(g, nowMs) + 1;
  if (nowMs >= drawTime(g, k).getTime() - CLOSE_BEFORE_S * 1000) k += 1;
  return {
    k,
    issueNo: issueNo(g, k),
    drawAt: drawTime(g, k),
    closesAt: new Date(drawTime(g, k).getTime() - CLOSE_BEFORE_S * 1000),
  };
}
