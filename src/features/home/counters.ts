/**
 * The home counters (spec 01 §9, spec 02 §2). They are display figures, not balances, but they still move in whole
 * centavos (integers) so no float drifts into the two decimals.
 */

export const JACKPOT_MIN_CENTS = 100_000_000 * 100;
export const JACKPOT_MAX_CENTS = 1_000_000_000 * 100;
export const COUNTER_START_MIN = 1_200_000_000;
export const COUNTER_START_MAX = 1_300_000_000;

type Random = () => number;

const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1));

/** A jackpot start between 1e8 and 1e9 pesos, in centavos. */
export function jackpotStart(random: Random = Math.random): number {
  return between(JACKPOT_MIN_CENTS, JACKPOT_MAX_CENTS - 1, random);
}

/** One jackpot tick: grows by up to ₱999.99 and wraps back into the range at 1e9. */
export function jackpotNext(cents: number, random: Random = Math.random): number {
  const next = cents + between(1, 99_999, random);
  return next >= JACKPOT_MAX_CENTS ? JACKPOT_MIN_CENTS + (next - JACKPOT_MAX_CENTS) : next;
}

/** The animated counter's start: a whole amount between 1.2e9 and 1.3e9. */
export function counterStart(random: Random = Math.random): number {
  return between(COUNTER_START_MIN, COUNTER_START_MAX, random);
}

/** The animated counter's next step: 10000 to 50000 more, after 3, 4 or 5 s. */
export function counterNext(value: number, random: Random = Math.random): { value: number; delayMs: number } {
  return { value: value + between(10_000, 50_000, random), delayMs: between(3, 5, random) * 1000 };
}
