import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../lib/money';
import type { AmountProblem } from './amount';

interface Props {
  id: string;
  label: string;
  text: string;
  onText: (text: string) => void;
  onBlur: () => void;
  limits: { min: number; max: number };
  problem: AmountProblem | undefined;
  quickAmounts?: readonly number[];
  chipsLabel?: string;
}

/** A peso amount: the field with its limits, its problem in words, and optional one-tap amount chips. */
export function AmountField({
  id,
  label,
  text,
  onText,
  onBlur,
  limits,
  problem,
  quickAmounts,
  chipsLabel,
}: Props) {
  const { t } = useLingui();
  const min = formatMoney(limits.min);
  const max = formatMoney(limits.max);
  const message =
    problem === 'format'
      ? t`Enter an amount in pesos, with at most two decimals`
      : problem === 'low'
        ? t`The least is ${min}`
        : problem === 'high'
          ? t`The most is ${max}`
          : problem === 'balance'
            ? t`This is more than your balance`
            : undefined;
  return (
    <div className="money-field">
      <label htmlFor={id}>{label}</label>
      <div className="money-amount-input">
        <span aria-hidden="true">₱</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => onText(e.target.value)}
          onBlur={onBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-problem` : ''}`}
        />
      </div>
      <p id={`${id}-hint`} className="money-hint">
        <Trans>
          From {min} to {max}
        </Trans>
      </p>
      {message && (
        <p id={`${id}-problem`} className="money-problem" role="alert">
          {message}
        </p>
      )}
      {quickAmounts && quickAmounts.length > 0 && (
        <div className="money-chips" role="group" aria-label={chipsLabel}>
          {quickAmounts.map((a) => (
            <button
              key={a}
              type="button"
              className="money-chip"
              aria-pressed={text !== '' && Number(text.replace(/,/g, '')) === a}
              onClick={() => onText(String(a))}
            >
              {formatMoney(a)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
