import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getVipStatus, type VipStatus } from '../../api/contract/vip';
import { formatMoney } from '../../lib/money';
import './member.css';
import './catalog';

/**
 * VIP levels and benefits (`/m/member/benefits`): the member's level from their valid bets of the last 30 days, how
 * far the next level is, and the merchant's level table with each level's rebate.
 */
export default function VipBenefitsScreen() {
  const { t } = useLingui();
  const [vip, setVip] = useState<VipStatus>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getVipStatus, { signal: controller.signal }).then(setVip, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, [attempt]);

  if (failed)
    return (
      <section className="mine records-state" role="alert">
        <p>
          <Trans>Your VIP level could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  if (!vip)
    return (
      <p className="mine records-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );

  const progress = vip.next ? Math.min(1, vip.validBets / vip.next.minValidBets) : 1;
  return (
    <section className="mine vip" aria-label={t`VIP benefits`}>
      <div className="vip-card" data-vip-level={vip.level}>
        <p className="vip-level">
          <Trans>
            VIP {vip.level} · {vip.name}
          </Trans>
        </p>
        <p>
          <Trans>
            Valid bets in the last {vip.windowDays} days: {formatMoney(vip.validBets)}
          </Trans>
        </p>
        <p>
          <Trans>Rebate on your bets: {vip.rebatePercent}%</Trans>
        </p>
        {vip.next ? (
          <>
            <progress
              className="vip-progress"
              max={1}
              value={progress}
              aria-label={t`Progress to the next level`}
            />
            <p className="money-hint">
              <Trans>
                {formatMoney(vip.next.remaining)} more in valid bets to reach VIP {vip.next.level} ·{' '}
                {vip.next.name}
              </Trans>
            </p>
          </>
        ) : (
          <p className="money-hint">
            <Trans>You are at the highest level.</Trans>
          </p>
        )}
      </div>
      <table className="vip-table">
        <caption>
          <Trans>Levels and benefits</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Level</Trans>
            </th>
            <th scope="col">
              <Trans>Valid bets (30 days)</Trans>
            </th>
            <th scope="col">
              <Trans>Rebate</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {vip.levels.map((l) => (
            <tr key={l.level} aria-current={l.level === vip.level ? 'true' : undefined}>
              <th scope="row">
                VIP {l.level} · {l.name}
              </th>
              <td>{formatMoney(l.minValidBets)}</td>
              <td>{l.rebatePercent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
