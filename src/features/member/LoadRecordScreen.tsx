import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { listDeposits, type DepositStatus } from '../../api/contract/deposit';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { RecordScreen } from './RecordScreen';
import { RecordTotals } from './RecordTotals';
import { StatusChip } from './StatusChip';

const PAGE_SIZE = 20;

const TONE: Record<DepositStatus, 'done' | 'waiting' | 'failed'> = {
  paid: 'done',
  pending: 'waiting',
  failed: 'failed',
  expired: 'failed',
};

/** The load record (`/m/vouReport`): every deposit in the range with its status, newest first. */
export default function LoadRecordScreen() {
  const { t } = useLingui();
  const status: Record<DepositStatus, string> = {
    paid: t`Paid`,
    pending: t`Waiting for payment`,
    failed: t`Failed`,
    expired: t`Expired`,
  };
  return (
    <RecordScreen
      label={t`Load record`}
      load={({ range, pageNo, signal }) =>
        call(listDeposits, { query: { from: range.from, to: range.to, pageNo, pageSize: PAGE_SIZE }, signal })
      }
      isEmpty={(answer) => answer.list.length === 0}
      pageOf={(answer) => answer}
    >
      {(answer) => (
        <>
          <RecordTotals
            items={[
              { key: 'count', label: <Trans>Deposits</Trans>, value: answer.totals.count },
              { key: 'paid', label: <Trans>Paid</Trans>, value: formatMoney(answer.totals.paid) },
              { key: 'bonus', label: <Trans>Bonus</Trans>, value: formatMoney(answer.totals.bonus) },
            ]}
          />
          <ul className="records-list">
            {answer.list.map((d) => (
              <li key={d.id} className="records-row" data-record={d.id} data-status={d.status}>
                <div className="records-row-head">
                  <strong>{formatMoney(d.amount)}</strong>
                  <StatusChip tone={TONE[d.status]}>{status[d.status]}</StatusChip>
                </div>
                <div className="records-row-detail">
                  <span>{formatListDateTime(d.createdAt)}</span>
                  <span>{d.channelName}</span>
                  {d.bonus > 0 && (
                    <span>
                      <Trans>Bonus {formatMoney(d.bonus)}</Trans>
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </RecordScreen>
  );
}
