import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { listWithdrawals, type WithdrawalStatus } from '../../api/contract/withdraw';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { RecordScreen } from './RecordScreen';
import { RecordTotals } from './RecordTotals';
import { StatusChip } from './StatusChip';

const PAGE_SIZE = 20;

const TONE: Record<WithdrawalStatus, 'done' | 'waiting' | 'failed'> = {
  paid: 'done',
  pending: 'waiting',
  rejected: 'failed',
};

/** The withdraw record (`/m/withdrawReport`): every withdrawal in the range, its payee and status, newest first. */
export default function WithdrawRecordScreen() {
  const { t } = useLingui();
  const status: Record<WithdrawalStatus, string> = {
    paid: t`Paid out`,
    pending: t`On hold, awaiting approval`,
    rejected: t`Rejected, returned`,
  };
  return (
    <RecordScreen
      label={t`Withdraw record`}
      load={({ range, pageNo, signal }) =>
        call(listWithdrawals, {
          query: { from: range.from, to: range.to, pageNo, pageSize: PAGE_SIZE },
          signal,
        })
      }
      isEmpty={(answer) => answer.list.length === 0}
      pageOf={(answer) => answer}
    >
      {(answer) => (
        <>
          <RecordTotals
            items={[
              { key: 'count', label: <Trans>Withdrawals</Trans>, value: answer.totals.count },
              { key: 'paid', label: <Trans>Paid out</Trans>, value: formatMoney(answer.totals.paid) },
              { key: 'pending', label: <Trans>On hold</Trans>, value: formatMoney(answer.totals.pending) },
            ]}
          />
          <ul className="records-list">
            {answer.list.map((w) => (
              <li key={w.id} className="records-row" data-record={w.id} data-status={w.status}>
                <div className="records-row-head">
                  <strong>{formatMoney(w.amount)}</strong>
                  <StatusChip tone={TONE[w.status]}>{status[w.status]}</StatusChip>
                </div>
                <div className="records-row-detail">
                  <span>{formatListDateTime(w.requestedAt)}</span>
                  <span>
                    {w.bankName} {w.accountNumberMasked}
                  </span>
                </div>
                {w.remark && (
                  <p className="records-remark">
                    <Trans>Reason: {w.remark}</Trans>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </RecordScreen>
  );
}
