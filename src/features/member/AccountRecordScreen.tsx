import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '../../hooks/address';
import { call } from '../../api/client';
import { listAccountEntries } from '../../api/contract/withdraw';
import { formatListDateTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { ledgerKind } from './ledgerKinds';
import { RecordScreen } from './RecordScreen';
import { RecordTotals } from './RecordTotals';
import { SignedAmount } from './SignedAmount';

const PAGE_SIZE = 20;

/**
 * The account record (`/m/transaction/record`): every movement of the balance in the range, newest first. With
 * `?types=A` (agents, from the agent home) it lists the movements of the agent's direct downline, by account.
 */
export default function AccountRecordScreen() {
  const { t, i18n } = useLingui();
  const team = new URLSearchParams(useSearch()).get('types') === 'A';
  return (
    <RecordScreen
      key={team ? 'team' : 'own'}
      label={team ? t`Team account record` : t`Account record`}
      load={({ range, pageNo, signal }) =>
        call(listAccountEntries, {
          query: {
            from: range.from,
            to: range.to,
            pageNo,
            pageSize: PAGE_SIZE,
            ...(team ? { types: 'A' } : {}),
          },
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
              { key: 'count', label: <Trans>Entries</Trans>, value: answer.totals.count },
              { key: 'in', label: <Trans>In</Trans>, value: formatMoney(answer.totals.in) },
              { key: 'out', label: <Trans>Out</Trans>, value: formatMoney(answer.totals.out) },
            ]}
          />
          <ul className="records-list">
            {answer.list.map((e) => (
              <li key={e.id} className="records-row" data-record={e.id} data-kind={e.kind}>
                <div className="records-row-head">
                  <strong>{i18n._(ledgerKind(e.kind))}</strong>
                  <SignedAmount value={e.amount} />
                </div>
                <div className="records-row-detail">
                  <span>{formatListDateTime(e.time)}</span>
                  {team && <span>{e.account}</span>}
                  <span>
                    <Trans>Balance {formatMoney(e.balanceAfter)}</Trans>
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
