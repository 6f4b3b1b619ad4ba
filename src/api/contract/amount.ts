import { number, refine } from 'superstruct';

/**
 * The largest amount one request may carry: ₱1,000,000,000.00. Each merchant sets its own limits below it (deposit,
 * withdrawal and transfer ranges in the merchants file); this one keeps every amount's centavos a safe integer, so
 * the server's conversion to centavos never fails on a number the contract let through.
 */
export const MAX_REQUEST_AMOUNT = 1_000_000_000;

/**
 * A money amount on the wire: a JSON number with at most two decimals (DECISIONS.md "Money"), whose centavos are a
 * safe integer.
 */
export const Amount = refine(
  number(),
  'Amount',
  (n) => Number.isFinite(n) && Number.isSafeInteger(Math.round(n * 100)) && Math.round(n * 100) / 100 === n,
);

/** An amount a player asks to move: more than zero and at most `MAX_REQUEST_AMOUNT`. */
export const RequestAmount = refine(Amount, 'RequestAmount', (n) => n > 0 && n <= MAX_REQUEST_AMOUNT);
