import { Trans, useLingui } from '@lingui/react/macro';
import { REMARK_MAX, type Reward } from '../../api/contract/rewards';
import { formatMoney } from '../../lib/money';
import { promotionDate } from '../../lib/promotionPeriod';
import { Img } from '../../ui/Img';

/** What a reward asks of the member, and how far they are. */
function Asks({ r }: { r: Reward }) {
  if (r.requirement.kind === 'deposit')
    return (
      <Trans>
        Deposit {formatMoney(r.requirement.amount)} during the promotion (
        {formatMoney(r.requirement.progress)} so far)
      </Trans>
    );
  if (r.requirement.kind === 'bets')
    return (
      <Trans>
        Bet {formatMoney(r.requirement.amount)} during the promotion ({formatMoney(r.requirement.progress)} so
        far)
      </Trans>
    );
  return <Trans>No requirement</Trans>;
}

/**
 * One reward of the reward center: its picture, title, amount, what it asks and until when; then claimed, not yet
 * available, its claim button, or (`open`) the claim with its optional remark.
 */
export function RewardCard({
  r,
  timeZone,
  open,
  remark,
  onRemark,
  busy,
  online,
  onOpen,
  onClaim,
}: {
  r: Reward;
  timeZone: string | undefined;
  open: boolean;
  remark: string;
  onRemark: (remark: string) => void;
  busy: boolean;
  online: boolean;
  onOpen: () => void;
  onClaim: () => void;
}) {
  const { t } = useLingui();
  return (
    <li className="money-card reward-card" data-reward={r.promotionId}>
      {r.image && <Img src={r.image} alt="" className="reward-image" loading="lazy" />}
      <div className="reward-head">
        <strong>{r.title}</strong>
        <span className="reward-amount">{formatMoney(r.amount)}</span>
      </div>
      <p className="money-hint">
        <Asks r={r} />
      </p>
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
      ) : open ? (
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
              onChange={(e) => onRemark(e.target.value)}
            />
            <p className="money-hint">
              {remark.length}/{REMARK_MAX}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-primary money-submit"
            disabled={busy || !online}
            onClick={onClaim}
          >
            <Trans>Claim {formatMoney(r.amount)}</Trans>
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          aria-label={t`Claim ${formatMoney(r.amount)}: ${r.title}`}
          onClick={onOpen}
        >
          <Trans>Claim</Trans>
        </button>
      )}
    </li>
  );
}
