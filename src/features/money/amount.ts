/**
 * What the player typed in an amount field, read as pesos: digits with at most two decimals (a comma as thousands
 * separator is allowed). Anything else is `undefined`, never rounded: ₱100.005 is a typo, not ₱100.01.
 */
export function parsePesos(text: string): number | undefined {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain);
}

export type AmountProblem = 'format' | 'low' | 'high' | 'balance';

/** Why an amount cannot be sent, or undefined when it can: the format, the limits, then the balance if given. */
export function amountProblem(
  amount: number | undefined,
  limits: { min: number; max: number; balance?: number },
): AmountProblem | undefined {
  if (amount === undefined || amount <= 0) return 'format';
  if (amount < limits.min) return 'low';
  if (amount > limits.max) return 'high';
  if (limits.balance !== undefined && amount > limits.balance) return 'balance';
  return undefined;
}
