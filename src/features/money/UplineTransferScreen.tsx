import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { getTransferInfo, type TransferInfo } from '../../api/contract/transfer';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { state as configState } from '../../stores/config';
import { loadMember, state as memberState } from '../../stores/member';
import { mayTransferToUpline } from '../../api/contract/memberTypes';
import { state as networkState } from '../../stores/network';
import { readFailureText } from './failureText';
import { TransferForm } from './TransferForm';
import './money.css';
import './catalog';

/**
 * Transfer to the upline agent (`/m/upLine/transfer`): the agent, the balance, the amount and the payment password;
 * sealed, once per intent, never sent offline. The server decides who may (flag, upline, member type).
 */
export default function UplineTransferScreen() {
  const { t, i18n } = useLingui();
  const online = useSnapshot(networkState).deviceOnline;
  const [info, setInfo] = useState<TransferInfo>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<number>();
  const flagOn = useSnapshot(configState).config?.flags.AGETRANSFERUP3 === true;
  const member = useSnapshot(memberState).info;
  // Known before any call: the flag, an upline, and a member type that may transfer (spec 01 §2). A member who may
  // not is told so, and no private call is made that the server would refuse.
  const allowed =
    member === undefined ? undefined : flagOn && member.toUpline && mayTransferToUpline(member.type);

  useEffect(() => {
    if (member === undefined) void loadMember();
  }, [member]);

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    call(getTransferInfo, { signal: controller.signal }).then(setInfo, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(readFailureText(i18n, error));
    });
    return () => controller.abort();
  }, [attempt, i18n, allowed]);

  if (allowed === false)
    return (
      <section className="money money-state" data-transfer-unavailable>
        <p>
          <Trans>Transfers to an agent are not available for this account.</Trans>
        </p>
      </section>
    );

  if (!info)
    return failure ? (
      <section className="money money-state" role="alert">
        <p>{failure}</p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    ) : (
      <p className="money money-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );

  return (
    <section className="money">
      <dl className="money-balances">
        <div>
          <dt>
            <Trans>Your balance</Trans>
          </dt>
          <dd>{formatMoney(info.balance)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Your agent</Trans>
          </dt>
          <dd data-upline>{info.upline}</dd>
        </div>
      </dl>
      {done !== undefined && (
        <p className="money-status money-status-paid" role="status" data-transfer-done>
          <Trans>
            {formatMoney(done)} sent to {info.upline}.
          </Trans>
        </p>
      )}
      {!info.hasPaymentPassword ? (
        <div className="money-card">
          <p>
            <Trans>Transfers ask for your payment password. Set it in the security centre first.</Trans>
          </p>
          <Link href={paths.securityCenter} className="btn btn-primary">
            <Trans>Security centre</Trans>
          </Link>
        </div>
      ) : (
        <TransferForm
          info={info}
          online={online}
          onSent={(amount) => {
            setDone(amount);
            setAttempt((n) => n + 1);
          }}
        />
      )}
      {info.recent.length > 0 && (
        <section aria-label={t`Recent transfers`}>
          <h2 className="money-subtitle">
            <Trans>Recent transfers</Trans>
          </h2>
          <ul className="money-recent">
            {info.recent.map((r) => (
              <li key={r.id}>
                <span>{formatListDateTime(r.createdAt)}</span>
                <strong>{formatMoney(r.amount)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
