import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { bindEmail, bindMobile, sendBindCode } from '../../api/contract/security';
import { failureText } from './failureText';

/** Seconds before another code can be asked for. */
const RESEND_S = 60;

/**
 * Binds a mobile number (`sms`) or an e-mail address (`mail`): the address, a code sent to it, and the login
 * password. Nothing typed here is kept after the call.
 */
export function BindForm({ channel, onBound }: { channel: 'sms' | 'mail'; onBound: () => void }) {
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const valid = channel === 'sms' ? /^\d{7,20}$/.test(address) : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setFailure(undefined);
    try {
      await call(sendBindCode, {
        body: channel === 'sms' ? { channel, mobileNum: address } : { channel, email: address },
      });
      setSentTo(address);
      setWait(RESEND_S);
    } catch (error) {
      setFailure(failureText(i18n, error));
    }
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || !sentTo || !code || !password) return;
    setBusy(true);
    setFailure(undefined);
    try {
      if (channel === 'sms')
        await call(bindMobile, { body: { mobileNum: sentTo, verificationCode: code, password } });
      else await call(bindEmail, { body: { email: sentTo, verificationCode: code, password } });
      onBound();
    } catch (error) {
      setFailure(failureText(i18n, error));
      setBusy(false);
    }
  };
  const id = `bind-${channel}`;

  return (
    <form
      className="money-form money-card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={channel === 'sms' ? t`Bind a mobile number` : t`Bind an e-mail address`}
    >
      <div className="money-field">
        <label htmlFor={`${id}-address`}>
          {channel === 'sms' ? <Trans>Mobile number</Trans> : <Trans>E-mail address</Trans>}
        </label>
        <div className="money-inline">
          <input
            id={`${id}-address`}
            inputMode={channel === 'sms' ? 'numeric' : 'email'}
            type={channel === 'sms' ? 'tel' : 'email'}
            autoComplete={channel === 'sms' ? 'tel-national' : 'email'}
            maxLength={channel === 'sms' ? 20 : 120}
            value={address}
            onChange={(e) =>
              setAddress(channel === 'sms' ? e.target.value.replace(/\D/g, '') : e.target.value.trim())
            }
          />
          <button type="button" className="btn" disabled={!valid || wait > 0} onClick={() => void send()}>
            {wait > 0 ? <Trans>Resend in {wait} s</Trans> : <Trans>Send code</Trans>}
          </button>
        </div>
      </div>
      <div className="money-field">
        <label htmlFor={`${id}-code`}>
          <Trans>Verification code</Trans>
        </label>
        <input
          id={`${id}-code`}
          autoComplete="one-time-code"
          maxLength={20}
          disabled={!sentTo}
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
        />
      </div>
      <div className="money-field">
        <label htmlFor={`${id}-password`}>
          <Trans>Login password</Trans>
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {failure && (
        <p className="money-failure" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary money-submit"
        disabled={busy || !sentTo || !code || !password}
      >
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
