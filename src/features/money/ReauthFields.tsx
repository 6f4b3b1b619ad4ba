import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { sendReauthSms, type Reauth } from '../../api/contract/withdraw';
import { failureText } from './failureText';

/** Seconds before another code can be asked for (the server's resend gap). */
const RESEND_S = 60;

export interface ReauthProof {
  password?: string;
  smsCode?: string;
}

interface Props {
  idPrefix: string;
  reauth: Reauth;
  value: ReauthProof;
  onValue: (proof: ReauthProof) => void;
}

/**
 * Re-authentication for a change of withdrawal details: the login password, or for an account with a mobile an
 * SMS code sent to it. Nothing typed here is stored anywhere but this form's state.
 */
export function ReauthFields({ idPrefix, reauth, value, onValue }: Props) {
  const { t, i18n } = useLingui();
  const [by, setBy] = useState<'password' | 'sms'>('password');
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setFailure(undefined);
    try {
      await call(sendReauthSms);
      setSent(true);
      setWait(RESEND_S);
    } catch (error) {
      setFailure(failureText(i18n, error));
    }
  };

  return (
    <fieldset className="money-reauth">
      <legend>
        <Trans>Confirm it is you</Trans>
      </legend>
      {reauth.sms && (
        <div className="money-segmented" role="radiogroup" aria-label={t`Confirm with`}>
          {(['password', 'sms'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${idPrefix}-by`}
                checked={by === option}
                onChange={() => {
                  setBy(option);
                  onValue({});
                }}
              />
              <span>{option === 'password' ? <Trans>Login password</Trans> : <Trans>SMS code</Trans>}</span>
            </label>
          ))}
        </div>
      )}
      {by === 'password' || !reauth.sms ? (
        <div className="money-field">
          <label htmlFor={`${idPrefix}-password`}>
            <Trans>Login password</Trans>
          </label>
          <input
            id={`${idPrefix}-password`}
            type="password"
            autoComplete="current-password"
            value={value.password ?? ''}
            onChange={(e) => onValue({ password: e.target.value })}
          />
        </div>
      ) : (
        <div className="money-field">
          <label htmlFor={`${idPrefix}-sms`}>
            <Trans>Code sent to {reauth.sms.mobileMasked}</Trans>
          </label>
          <div className="money-inline">
            <input
              id={`${idPrefix}-sms`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              value={value.smsCode ?? ''}
              disabled={!sent}
              onChange={(e) => onValue({ smsCode: e.target.value.replace(/\D/g, '') })}
            />
            <button type="button" className="btn" disabled={wait > 0} onClick={() => void send()}>
              {wait > 0 ? <Trans>Resend in {wait} s</Trans> : <Trans>Send code</Trans>}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="money-failure" role="alert">
          {failure}
        </p>
      )}
    </fieldset>
  );
}

/** Whether the proof has something to send. */
export const hasProof = (p: ReauthProof) => Boolean(p.password || p.smsCode);
