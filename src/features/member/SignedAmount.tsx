import { formatMoney } from '../../lib/money';

/** A profit: signed (+ for a gain), coloured by its sign, ₱ with two decimals. */
export function SignedAmount({ value }: { value: number }) {
  const tone = value > 0 ? 'gain' : value < 0 ? 'loss' : 'even';
  return (
    <span className={`amount-${tone}`} data-amount={value}>
      {value > 0 ? `+${formatMoney(value)}` : formatMoney(value)}
    </span>
  );
}
