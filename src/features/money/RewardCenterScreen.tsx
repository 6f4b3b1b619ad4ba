import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { claimReward, listRewards, REMARK_MAX, type Reward } from '../../api/contract/rewards';
import { promotionDate } from '../../lib/promotionPeriod';
import { state as configState } from '../../stores/config';
import { formatMoney } from '../../lib/money';
import { reloadBalance } from '../../stores/balance';
import { state as networkState } from '../../stores/network';
import { failureText, readFailureText } from './failureText';
import { OfflineNotice } from './OfflineNotice';
import { useMoneyIntent } from './useMoneyIntent';
import './money.css';
import './catalog';
import { Img } from '../../ui/Img';

/**
 * The reward center (`/m/rewardCenter`): the rewards of live promotions, what each asks and how far the member is,
 * and a claim with an optional remark (at most 140 characters) that credits once; never sent offline.
 */
export default function RewardCenterScreen() {
  const { t, i18n } = useLingui();
  const online = useSnapshot(networkState).deviceOnline;
  const timeZone = useSnapshot(configState).config?.timeZone;
  const [rewards, setRewards] = useState<Reward[]>();
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<number>();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState<number>();
  const intent = useMoneyIntent({ promotionId: open, remark });

  useEffect(() => {
    const controller = new AbortController();
    call(listRewards, { signal: controller.signal }).then(
      (answer) => setRewards(answer.list),
      (error: unknown) => !controller.signal.aborted && setFailure(readFailureText(i18n, error)),
    );
    return () => controller.abort();
  }, [attempt, i18n]);

  const claim = async (promotionId: number) => {
    if (busy || !online) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await call(claimReward, {
        body: { promotionId, ...(remark.trim() ? { remark: remark.trim() } : {}) },
        idempotencyKey: intent.keyFor(),
      });
      intent.done();
      setClaimed(answer.amount);
      setOpen(undefined);
      setRemark('');
      setAttempt((n) => n + 1);
      void reloadBalance();
    } catch (error) {
      setFailure(failureText(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  if (!rewards)
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

  const asks = (r: Reward) =>
    r.requirement.kind === 'deposit' ? (
      <Trans>
        Deposit {formatMoney(r.requirement.amount)} during the promotion (
        {formatMoney(r.requirement.progress)} so far)
      </Trans>
    ) : r.requirement.kind === 'bets' ? (
      <Trans>
        Bet {formatMoney(r.requirement.amount)} during the promotion ({formatMoney(r.requirement.progress)} so
        far)
      </Trans>
    ) : (
      <Trans>No requirement</Trans>
    );

  return (
    <section className="money">
      {claimed !== undefined && (
        <p className="money-status money-status-paid" role="status" data-reward-claimed>
          <Trans>{formatMoney(claimed)} added to your balance.</Trans>
        </p>
      )}
      {failure && (
        <p className="money-failure" role="alert">
          {failure}
        </p>
      )}
      {!online && <OfflineNotice />}
      {rewards.length === 0 ? (
        <p className="money-state">
          <Trans>No rewards right now. New promotions bring new rewards.</Trans>
        </p>
      ) : (
        <ul className="reward-list">
          {rewards.map((r) => (
            <li key={r.promotionId} className="money-card reward-card" data-reward={r.promotionId}>
              {r.image && <Img src={r.image} alt="" className="reward-image" loading="lazy" />}
              <div className="reward-head">
                <strong>{r.title}</strong>
                <span className="reward-amount">{formatMoney(r.amount)}</span>
              </div>
              <p className="money-hint">{asks(r)}</p>
              {r.endDate && (
                <p className="money-hint">
                  <Trans>Until {promotionDate(r.endDate, timeZone)}</Trans>
                </p>
              )}
              {r.claimed ? (
                <p className="reward-state" data-state="claimed">
                  <Trans>Claimed</Trans>
                </p>
              ) : !r.claimable ? (
                <p className="reward-state" data-state="locked">
                  <Trans>Not yet available</Trans>
                </p>
              ) : open === r.promotionId ? (
                <div className="money-form">
                  <div className="money-field">
                    <label htmlFor={`remark-${r.promotionId}`}>
                      <Trans>Remark (optional)</Trans>
                    </label>
                    <textarea
                      id={`remark-${r.promotionId}`}
                      rows={2}
                      maxLength={REMARK_MAX}
                      value={remark}
                      onChange={(e) => setRemark(e.target.value)}
                    />
                    <p className="money-hint">
                      {remark.length}/{REMARK_MAX}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-primary money-submit"
                    disabled={busy || !online}
                    onClick={() => void claim(r.promotionId)}
                  >
                    <Trans>Claim {formatMoney(r.amount)}</Trans>
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={t`Claim ${formatMoney(r.amount)}: ${r.title}`}
                  onClick={() => {
                    setOpen(r.promotionId);
                    setRemark('');
                  }}
                >
                  <Trans>Claim</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
