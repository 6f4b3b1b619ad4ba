/**
 * Money as players see it. Amounts arrive as JSON numbers with at most two decimals; the client only formats them
 * (peso sign, thousands separators, two decimals) and never does arithmetic on them (DECISIONS.md "Money").
 * Kept apart from the date formats so the header does not pull dayjs into the first paint.
 */

export const PESO = '₱';

/** `₱1,234.50`; a negative amount is `-₱1,234.50`; a missing or non-finite amount is `₱--`. */
export function formatMoney(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return `${PESO}--`;
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && `${whole}${cents}` !== '000' ? '-' : '';
  return `${sign}${PESO}${grouped}.${cents}`;
}
