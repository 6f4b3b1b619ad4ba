import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { listBetRecords } from '../../api/contract/bets';
import { formatListDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { RecordScreen } from './RecordScreen';
import { SignedAmount } from './SignedAmount';
import { TotalsBar } from './TotalsBar';

/** Bets per page: the contract's default page size, asked for by name so the paging matches the answer. */
const PAGE_SIZE = 20;

/** The betting record (`/m/gameRecord`): every bet in the range, newest first, with the range's totals. */
export default function GameRecordScreen() {
  const { t } = useLingui();
  return (
    <RecordScreen
      label={t`Betting record`}
      load={({ range, pageNo, signal }) =>
        call(listBetRecords, {
          query: { from: range.from, to: range.to, pageNo, pageSize: PAGE_SIZE },
          signal,
        })
      }
      isEmpty={(answer) => answer.list.length === 0}
      pageOf={(answer) => answer}
    >
      {(answer) => (
        <>
          <TotalsBar totals={answer.totals} />
          <ul className="records-list">
            {answer.list.map((bet) => (
              <li key={bet.id} className="records-row" data-record={bet.id}>
                <div className="records-row-head">
                  <strong>{bet.gameName}</strong>
                  <SignedAmount value={bet.profit} />
                </div>
                <div className="records-row-detail">
                  <span>{formatListDate(bet.betTime)}</span>
                  <span>
                    <Trans>Stake {formatMoney(bet.bet)}</Trans>
                  </span>
                  <span>
                    <Trans>Won {formatMoney(bet.win)}</Trans>
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
