import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { listRebateClaims } from '../../api/contract/vip';
import { formatListDate, formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { RecordScreen } from './RecordScreen';
import { RecordTotals } from './RecordTotals';

const PAGE_SIZE = 20;

/** The rebate report (`/m/member/rebateReport`): each rebate claimed, its period, valid bets, rate and amount. */
export default function RebateReportScreen() {
  const { t } = useLingui();
  return (
    <RecordScreen
      label={t`Rebate report`}
      load={({ range, pageNo, signal }) =>
        call(listRebateClaims, {
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
              { key: 'count', label: <Trans>Claims</Trans>, value: answer.totals.count },
              { key: 'amount', label: <Trans>Rebate paid</Trans>, value: formatMoney(answer.totals.amount) },
            ]}
          />
          <ul className="records-list">
            {answer.list.map((c) => (
              <li key={c.id} className="records-row" data-record={c.id}>
                <div className="records-row-head">
                  <strong>{formatMoney(c.amount)}</strong>
                  <span>{formatListDateTime(c.createdAt)}</span>
                </div>
                <div className="records-row-detail">
                  <span>
                    {formatListDate(c.from)} – {formatListDate(c.to)}
                  </span>
                  <span>
                    <Trans>Valid bets {formatMoney(c.validBets)}</Trans>
                  </span>
                  <span>
                    <Trans>
                      VIP {c.level}, {c.rebatePercent}%
                    </Trans>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </RecordScreen>
  );
}
