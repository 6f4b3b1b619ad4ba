import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getDeposit, type Deposit } from '../../api/contract/deposit';
import { formatMoney } from '../../lib/money';
import { reloadBalance } from '../../stores/balance';
import { loadMember } from '../../stores/member';

/** How often a pending deposit is asked about while the player waits on this screen. */
const POLL_MS = 3000;

/**
 * The deposit the player came back with from the pay page: pending until the provider's callback settles it, then
 * paid (with the bonus, if any), failed or expired. Asked about every 3 s while pending and on screen; a settled
 * deposit refreshes the balance once.
 */
export function DepositStatus({ id }: { id: number }) {
  const [deposit, setDeposit] = useState<Deposit>();
  const [lost, setLost] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const ask = () =>
      call(getDeposit, { query: { id }, signal: controller.signal }).then(
        (answer) => {
          setLost(false);
          setDeposit(answer.deposit);
          if (answer.deposit.status === 'pending') timer = setTimeout(ask, POLL_MS);
          else {
            void reloadBalance();
            // A paid first deposit ends the bonus offer: the bottom menu's bubble reads the member info.
            if (answer.deposit.status === 'paid') void loadMember(true);
          }
        },
        () => {
          if (controller.signal.aborted) return;
          setLost(true);
          timer = setTimeout(ask, POLL_MS);
        },
      );
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  if (!deposit)
    return (
      <p className="money-status" role="status">
        {lost ? (
          <Trans>Checking your deposit… (connection lost, retrying)</Trans>
        ) : (
          <Trans>Checking your deposit…</Trans>
        )}
      </p>
    );
  const amount = formatMoney(deposit.amount);
  const bonus = formatMoney(deposit.bonus);
  return (
    <div
      className={`money-status money-status-${deposit.status}`}
      role="status"
      data-deposit-status={deposit.status}
    >
      {deposit.status === 'pending' ? (
        <p>
          <Trans>Waiting for your payment of {amount}. This page updates by itself.</Trans>
        </p>
      ) : deposit.status === 'paid' ? (
        <>
          <p className="money-status-title">
            <Trans>Deposit received: {amount}</Trans>
          </p>
          {deposit.bonus > 0 && (
            <p>
              <Trans>First deposit bonus added: {bonus}</Trans>
            </p>
          )}
        </>
      ) : deposit.status === 'failed' ? (
        <p className="money-status-title">
          <Trans>The payment of {amount} failed. No money was taken.</Trans>
        </p>
      ) : (
        <p className="money-status-title">
          <Trans>The deposit of {amount} expired before it was paid.</Trans>
        </p>
      )}
    </div>
  );
}
