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

/**
 * The jackpot's draw cycle: it starts at its minimum at each draw and reaches its maximum just before the next, about
 * ₱2,000 a second, as the ticks of the spec's counter grew (up to ₱999.99 every 250 ms).
 */
export const JACKPOT_DRAW_MS = 5 * 24 * 3600 * 1000;

/**
 * The jackpot at a moment, in centavos: a function of the clock alone, so every load, every tab and every player sees
 * the same figure, and it only grows between draws (issue 51: each load started it anew at random, and it jumped by
 * hundreds of millions between loads a second apart). Draws fall every JACKPOT_DRAW_MS from the epoch.
 */
export function jackpotAt(nowMs: number): number {
  const into = ((nowMs % JACKPOT_DRAW_MS) + JACKPOT_DRAW_MS) % JACKPOT_DRAW_MS;
  const span = JACKPOT_MAX_CENTS - 1 - JACKPOT_MIN_CENTS;
  return JACKPOT_MIN_CENTS + Math.floor((into / JACKPOT_DRAW_MS) * span);
}

/** The animated counter's start: a whole amount between 1.2e9 and 1.3e9. */
export function counterStart(random: Random = Math.random): number {
  return between(COUNTER_START_MIN, COUNTER_START_MAX, random);
}

/**
 * Where the counter starts on this load: its random start, or the figure this device last showed when that is higher,
 * so the total paid out to players never goes down from one load to the next (issue 67).
 */
export function counterStartAfter(lastShown: unknown, random: Random = Math.random): number {
  const start = counterStart(random);
  return typeof lastShown === 'number' && Number.isSafeInteger(lastShown) && lastShown > start
    ? lastShown
    : start;
}

/** The animated counter's next step: 10000 to 50000 more, after 3, 4 or 5 s. */
export function counterNext(value: number, random: Random = Math.random): { value: number; delayMs: number } {
  return { value: value + between(10_000, 50_000, random), delayMs: between(3, 5, random) * 1000 };
}
