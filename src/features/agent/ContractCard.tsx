import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../api/contract/contracts';
import { formatListDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { FigureTable, perMillePercent } from './ReportParts';

/** One contract on the contract screens: its rate and state, who and when, what it paid, and the answer to give. */
export function ContractCard({
  contract: c,
  side,
  busy,
  onDecide,
}: {
  contract: Contract;
  side: 'received' | 'given';
  busy: boolean;
  onDecide: (accept: boolean) => void;
}) {
  const { t } = useLingui();
  const statuses: Record<Contract['status'], string> = {
    proposed: t`Waiting for an answer`,
    active: t`Active`,
    refused: t`Refused`,
    ended: t`Ended`,
  };
  const periods: Record<Contract['period'], string> = {
    day: t`per day`,
    hour: t`per hour`,
    week: t`per week`,
    month: t`per month`,
  };
  return (
    <>
      <div className="agent-row-head">
        <strong>
          {perMillePercent(c.rate)} {periods[c.period]}
        </strong>
        <span className={`agent-tag${c.status === 'active' ? ' agent-tag-agent' : ''}`}>
          {statuses[c.status]}
        </span>
      </div>
      <p className="agent-row-line">
        {side === 'received' ? <Trans>From {c.upline}</Trans> : <Trans>To {c.downline}</Trans>} ·{' '}
        <Trans>proposed {formatListDate(c.proposedAt)}</Trans>
      </p>
      {c.status !== 'proposed' && c.status !== 'refused' && (
        <p className="agent-row-line" data-total-paid>
          <Trans>Paid so far: {formatMoney(c.totalPaid)}</Trans>
        </p>
      )}
      {c.payouts.length > 0 && (
        <FigureTable
          heads={[
            <Trans key="p">Period</Trans>,
            <Trans key="b">Team bets</Trans>,
            <Trans key="a">Paid</Trans>,
          ]}
          rows={c.payouts}
          keyOf={(p) => p.periodKey}
          attributes={(p) => ({ 'data-period': p.periodKey })}
          cells={(p) => [
            p.periodKey.replace('T', ' ').replace(/-/g, '/'),
            formatMoney(p.bets),
            formatMoney(p.amount),
          ]}
        />
      )}
      {side === 'received' && c.status === 'proposed' && (
        <div className="agent-balance-actions">
          <button type="button" className="btn" disabled={busy} onClick={() => onDecide(false)}>
            <Trans>Refuse</Trans>
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onDecide(true)}>
            <Trans>Accept</Trans>
          </button>
        </div>
      )}
    </>
  );
}
