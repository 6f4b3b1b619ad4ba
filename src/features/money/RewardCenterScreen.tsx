import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { call } from '../../api/client';
import { claimReward, listRewards, type Reward } from '../../api/contract/rewards';
import { state as configState } from '../../stores/config';
import { formatMoney } from '../../lib/money';
import { reloadBalance } from '../../stores/balance';
import { state as networkState } from '../../stores/network';
import { failureText, readFailureText } from './failureText';
import { OfflineNotice } from './OfflineNotice';
import { useMoneyIntent } from './useMoneyIntent';
import './money.css';
import './catalog';
import { RewardCard } from './RewardCard';

/**
 * The reward center (`/m/rewardCenter`): the rewards of live promotions, what each asks and how far the member is,
 * and a claim with an optional remark (at most 140 characters) that credits once; never sent offline.
 */
export default function RewardCenterScreen() {
  const { i18n } = useLingui();
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
            <RewardCard
              key={r.promotionId}
              r={r}
              timeZone={timeZone}
              open={open === r.promotionId}
              remark={remark}
              onRemark={setRemark}
              busy={busy}
              online={online}
              onOpen={() => {
                setOpen(r.promotionId);
                setRemark('');
              }}
              onClaim={() => void claim(r.promotionId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
