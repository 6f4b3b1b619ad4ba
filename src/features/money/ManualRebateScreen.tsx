import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { claimRebate, getRebateQuote, type RebateQuote } from '../../api/contract/vip';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { state as networkState } from '../../stores/network';
import { failureText, readFailureText } from './failureText';
import { OfflineNotice } from './OfflineNotice';
import { useMoneyIntent } from './useMoneyIntent';
import './money.css';
import './catalog';

/**
 * The manual rebate (`/m/member/manualRebate`): the valid bets since the last claim, the VIP level's rate and the
 * rebate they make; one tap claims it, once per period, never sent offline.
 */
export default function ManualRebateScreen() {
  const { i18n } = useLingui();
  const online = useSnapshot(networkState).deviceOnline;
  const [quote, setQuote] = useState<RebateQuote>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState<number>();
  const intent = useMoneyIntent({ from: quote?.from });

  useEffect(() => {
    const controller = new AbortController();
    call(getRebateQuote, { signal: controller.signal }).then(setQuote, (error: unknown) => {
      if (!controller.signal.aborted) setFailure(readFailureText(i18n, error));
    });
    return () => controller.abort();
  }, [attempt, i18n]);

  const claim = async () => {
    if (busy || !online) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await call(claimRebate, { body: {}, idempotencyKey: intent.keyFor() });
      intent.done();
      setClaimed(answer.claim.amount);
      setAttempt((n) => n + 1);
      void reloadBalance();
    } catch (error) {
      setFailure(failureText(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  if (!quote)
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

  const enough = quote.amount >= quote.min;
  return (
    <section className="money">
      {claimed !== undefined && (
        <p className="money-status money-status-paid" role="status" data-rebate-claimed>
          <Trans>{formatMoney(claimed)} rebate added to your balance.</Trans>
        </p>
      )}
      <div className="money-card rebate-card">
        <p className="rebate-amount" data-rebate-amount={quote.amount}>
          {formatMoney(quote.amount)}
        </p>
        <dl className="rebate-facts">
          <dt>
            <Trans>Since</Trans>
          </dt>
          <dd>{formatListDateTime(quote.from)}</dd>
          <dt>
            <Trans>Valid bets</Trans>
          </dt>
          <dd>{formatMoney(quote.validBets)}</dd>
          <dt>
            <Trans>Your rate</Trans>
          </dt>
          <dd>
            <Trans>
              VIP {quote.level}, {quote.rebatePercent}%
            </Trans>
          </dd>
        </dl>
        {failure && (
          <p className="money-failure" role="alert">
            {failure}
          </p>
        )}
        {!online && <OfflineNotice />}
        <button
          type="button"
          className="btn btn-primary money-submit"
          disabled={!enough || busy || !online}
          onClick={() => void claim()}
        >
          {enough ? (
            <Trans>Claim {formatMoney(quote.amount)}</Trans>
          ) : (
            <Trans>Bet more to earn a rebate (at least {formatMoney(quote.min)})</Trans>
          )}
        </button>
      </div>
      <Link href={paths.rebateReport} className="btn">
        <Trans>Rebate report</Trans>
      </Link>
    </section>
  );
}
