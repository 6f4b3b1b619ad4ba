import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { call } from '../../api/client';
import { getSecurityInfo, type SecurityInfo } from '../../api/contract/security';
import { paths } from '../../lib/paths';
import { loadMember, loadUnread } from '../../stores/member';
import { BindForm } from './BindForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import './money.css';
import './catalog';

type Open = 'pin' | 'mobile' | 'email' | undefined;

/**
 * The security centre (`/m/securityCenter`): the login password (through change password), the payment password,
 * and the mobile number and e-mail address bound to the account. Each change asks for re-authentication and leaves
 * a notice in the message centre.
 */
export default function SecurityCentreScreen() {
  const [info, setInfo] = useState<SecurityInfo>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<Open>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getSecurityInfo, { signal: controller.signal }).then(setInfo, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [attempt]);
  const done = () => {
    setOpen(undefined);
    setSaved(true);
    setAttempt((n) => n + 1);
    void loadMember(true);
    // The change left a notice: the message indicator shows it at once.
    void loadUnread();
  };

  if (failed)
    return (
      <section className="money money-state" role="alert">
        <p>
          <Trans>Your security settings could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  if (!info)
    return (
      <p className="money money-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );

  const row = (key: Open, title: ReactNode, state: ReactNode, action: ReactNode, form: ReactNode) => (
    <li className="security-row" data-security={key}>
      <div className="security-head">
        <div>
          <strong>{title}</strong>
          <p className="money-hint">{state}</p>
        </div>
        {action}
      </div>
      {open === key && form}
    </li>
  );
  const toggle = (key: Open, label: ReactNode) => (
    <button
      type="button"
      className="btn btn-small"
      aria-expanded={open === key}
      onClick={() => {
        setSaved(false);
        setOpen(open === key ? undefined : key);
      }}
    >
      {open === key ? <Trans>Cancel</Trans> : label}
    </button>
  );

  return (
    <section className="money">
      {saved && (
        <p className="money-status money-status-paid" role="status">
          <Trans>Saved. A notice is in your messages.</Trans>
        </p>
      )}
      <ul className="security-list">
        {row(
          undefined,
          <Trans>Login password</Trans>,
          <Trans>Change it from time to time, and never share it.</Trans>,
          <Link href={paths.changePsw} className="btn btn-small">
            <Trans>Change</Trans>
          </Link>,
          null,
        )}
        {row(
          'pin',
          <Trans>Payment password</Trans>,
          info.hasPaymentPassword ? <Trans>Already set</Trans> : <Trans>Not set: withdrawals need it</Trans>,
          toggle('pin', info.hasPaymentPassword ? <Trans>Change</Trans> : <Trans>Set</Trans>),
          <PaymentPasswordForm
            reauth={info.reauth}
            onSet={done}
            mode={info.hasPaymentPassword ? 'change' : 'set'}
          />,
        )}
        {row(
          'mobile',
          <Trans>Mobile number</Trans>,
          info.mobile ?? <Trans>Not bound</Trans>,
          toggle('mobile', info.mobile ? <Trans>Change</Trans> : <Trans>Bind</Trans>),
          <BindForm channel="sms" onBound={done} />,
        )}
        {row(
          'email',
          <Trans>E-mail address</Trans>,
          info.email ?? <Trans>Not bound</Trans>,
          toggle('email', info.email ? <Trans>Change</Trans> : <Trans>Bind</Trans>),
          <BindForm channel="mail" onBound={done} />,
        )}
      </ul>
    </section>
  );
}
