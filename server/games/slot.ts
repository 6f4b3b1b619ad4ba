import { randomInt } from 'node:crypto';
import { DEMO_SYMBOLS, type DemoSymbol } from '../../src/api/contract/demoGame';

// The demo slot's maths (docs/demo-game.md). Three independent reels, each a weighted draw of one symbol out of
// 32 stops. Wins: three of a kind pays its multiplier; otherwise exactly two cherries pay 2x. Multipliers are
// whole numbers, so a win in centavos is bet × multiplier exactly.

/** Stops per symbol on every reel, in DEMO_SYMBOLS order (CHERRY, LEMON, BELL, STAR, SEVEN); 32 in all. */
export const REEL_WEIGHTS: Readonly<Record<DemoSymbol, number>> = {
  CHERRY: 8,
  LEMON: 10,
  BELL: 7,
  STAR: 4,
  SEVEN: 3,
};
/** Three of a kind pays bet × this. */
export const THREE_OF_A_KIND: Readonly<Record<DemoSymbol, number>> = {
  CHERRY: 10,
  LEMON: 5,
  BELL: 20,
  STAR: 40,
  SEVEN: 100,
};
export const TWO_CHERRIES = 2;

const STOPS = DEMO_SYMBOLS.flatMap((s) => Array<DemoSymbol>(REEL_WEIGHTS[s]).fill(s));

/** The multiplier of a set of reels. */
export function multiplierOf(reels: readonly DemoSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return THREE_OF_A_KIND[a];
  return reels.filter((s) => s === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

/** Draws the reels; `draw(n)` gives an integer in [0, n). Crypto randomness by default. */
export function spinReels(draw: (n: number) => number = (n) => randomInt(n)): DemoSymbol[] {
  return [0, 1, 2].map(() => STOPS[draw(STOPS.length)]!);
}

/** The exact long-run return to player, as a fraction of the stake, by enumerating all 32³ outcomes. */
export function returnToPlayer(): number {
  let paid = 0;
  for (const a of STOPS) for (const b of STOPS) for (const c of STOPS) paid += multiplierOf([a, b, c]);
  return paid / STOPS.length ** 3;
}

/** The RTP in percent, as the game page shows it (two decimals). */
export const RTP_PERCENT = Math.round(returnToPlayer() * 10000) / 100;
