import { number, refine } from 'superstruct';

/** A money amount on the wire: a JSON number with at most two decimals (DECISIONS.md "Money"). */
export const Amount = refine(
  number(),
  'Amount',
  (n) => Number.isFinite(n) && Math.round(n * 100) / 100 === n,
);
