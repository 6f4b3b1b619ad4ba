import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { changePaymentPassword } from '../../api/contract/security';
import { setPaymentPassword, type Reauth } from '../../api/contract/withdraw';
import { failureText } from './failureText';
import { hasProof, ReauthFields, type ReauthProof } from './ReauthFields';

const SIX_DIGITS = /^\d{6}$/;

interface Props {
  reauth: Reauth;
  onSet: () => void;
  /** `set` the first one (withdraw, security centre), or `change` it (security centre). */
  mode?: 'set' | 'change';
}

/**
 * Sets the payment password, or changes it, with re-authentication. Six digits, asked twice; nothing is kept after
 * the call.
 */
export function PaymentPasswordForm({ reauth, onSet, mode = 'set' }: Props) {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [proof, setProof] = useState<ReauthProof>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const mismatch = confirm.length === 6 && confirm !== pin;
  const ready = SIX_DIGITS.test(pin) && confirm === pin && hasProof(proof);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const body = { paymentPassword: pin, confirmPaymentPassword: confirm, ...proof };
      await (mode === 'set' ? call(setPaymentPassword, { body }) : call(changePaymentPassword, { body }));
      onSet();
    } catch (error) {
      setFailure(failureText(i18n, error));
      setBusy(false);
    }
  };
  const digits = (set: (s: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) =>
    set(e.target.value.replace(/\D/g, '').slice(0, 6));

  return (
    <form
      className="money-form money-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={mode === 'set' ? t`Set your payment password` : t`Change your payment password`}
    >
      <h2>
        {mode === 'set' ? (
          <Trans>Set your payment password</Trans>
        ) : (
          <Trans>Change your payment password</Trans>
        )}
      </h2>
      <p className="money-hint">
        <Trans>Six digits, asked for every withdrawal. Keep it different from your login password.</Trans>
      </p>
      <div className="money-field">
        <label htmlFor="pin-new">
          <Trans>Payment password</Trans>
        </label>
        <input
          id="pin-new"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={pin}
          onChange={digits(setPin)}
        />
      </div>
      <div className="money-field">
        <label htmlFor="pin-confirm">
          <Trans>Confirm payment password</Trans>
        </label>
        <input
          id="pin-confirm"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={confirm}
          onChange={digits(setConfirm)}
          aria-invalid={mismatch || undefined}
        />
        {mismatch && (
          <p className="money-problem" role="alert">
            <Trans>The payment passwords do not match</Trans>
          </p>
        )}
      </div>
      <ReauthFields idPrefix="pin" reauth={reauth} value={proof} onValue={setProof} />
      {failure && (
        <p className="money-failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary money-submit" disabled={!ready || busy}>
        <Trans>Save payment password</Trans>
      </button>
    </form>
  );
}
