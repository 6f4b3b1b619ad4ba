import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { call } from '../../api/client';
import { getWithdrawInfo, type Withdrawal, type WithdrawInfo } from '../../api/contract/withdraw';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { PayeeForm } from './PayeeForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { WithdrawForm } from './WithdrawForm';
import './money.css';
import './catalog';

/**
 * Withdraw (`/m/withdraw`): the withdrawable and held amounts, then whichever step the player is at: add a payee
 * account, set the payment password, request the withdrawal, and its result (held until an operator decides).
 */
export default function WithdrawScreen() {
  const [info, setInfo] = useState<WithdrawInfo>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [addingPayee, setAddingPayee] = useState(false);
  const [done, setDone] = useState<Withdrawal>();

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getWithdrawInfo, { signal: controller.signal }).then(setInfo, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [attempt]);
  const reload = () => setAttempt((n) => n + 1);

  if (failed)
    return (
      <section className="money money-state" role="alert">
        <p>
          <Trans>Your withdrawal details could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={reload}>
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

  return (
    <section className="money">
      <dl className="money-balances">
        <div>
          <dt>
            <Trans>Withdrawable</Trans>
          </dt>
          <dd data-withdrawable>{formatMoney(info.balance)}</dd>
        </div>
        <div>
          <dt>
            <Trans>On hold</Trans>
          </dt>
          <dd data-held>{formatMoney(info.held)}</dd>
        </div>
      </dl>
      {done ? (
        <div
          className="money-status money-status-pending money-card"
          role="status"
          data-withdraw-done={done.id}
        >
          <p className="money-status-title">
            <Trans>Withdrawal of {formatMoney(done.amount)} requested</Trans>
          </p>
          <p>
            <Trans>
              The amount is on hold until it is approved and sent to {done.bankName}{' '}
              {done.accountNumberMasked}.
            </Trans>
          </p>
          <div className="money-actions">
            <Link href={paths.withdrawReport} className="btn">
              <Trans>Withdraw record</Trans>
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => setDone(undefined)}>
              <Trans>New withdrawal</Trans>
            </button>
          </div>
        </div>
      ) : info.payees.length === 0 || addingPayee ? (
        <PayeeForm
          reauth={info.reauth}
          onAdded={() => {
            setAddingPayee(false);
            reload();
          }}
        />
      ) : !info.hasPaymentPassword ? (
        <PaymentPasswordForm reauth={info.reauth} onSet={reload} />
      ) : (
        <WithdrawForm
          info={info}
          onAddPayee={() => setAddingPayee(true)}
          onDone={(withdrawal) => {
            setDone(withdrawal);
            reload();
            void reloadBalance();
          }}
        />
      )}
    </section>
  );
}
