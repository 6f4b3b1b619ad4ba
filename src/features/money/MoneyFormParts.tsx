import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { OfflineNotice } from './OfflineNotice';

/** Payment passwords are six digits (spec 01 §6): what cannot be one is never typed. */
export const PAYMENT_PASSWORD_DIGITS = 6;

/** The payment password a money call asks for: six digits, hidden, never stored. */
export function PaymentPasswordInput({
  id,
  value,
  onValue,
}: {
  id: string;
  value: string;
  onValue: (pin: string) => void;
}) {
  return (
    <div className="money-field">
      <label htmlFor={id}>
        <Trans>Payment password</Trans>
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_DIGITS))}
      />
    </div>
  );
}

/**
 * The end of every money form (deposit, withdraw, upline transfer): why the last try failed, the offline notice, and
 * the main button, which says the amount once it is a valid one and waits while the call is out or offline.
 * The three end the form together, in the page's flow: a failure shows right above the button the player tapped.
 */
export function MoneySubmit({
  failure,
  online,
  busy,
  children,
}: {
  failure: string | undefined;
  online: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="money-submit-bar">
      {failure && (
        <p className="money-failure" role="alert">
          {failure}
        </p>
      )}
      {!online && <OfflineNotice />}
      <button type="submit" className="btn btn-primary money-submit" disabled={busy || !online}>
        {children}
      </button>
    </div>
  );
}
