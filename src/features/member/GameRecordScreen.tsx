import { useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { listBetRecords } from '../../api/contract/bets';
import { formatListDate } from '../../lib/format';
import { BetRow } from './BetRow';
import { RecordScreen } from './RecordScreen';
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
              <BetRow
                key={bet.id}
                gameName={bet.gameName}
                profit={bet.profit}
                bet={bet.bet}
                win={bet.win}
                lead={formatListDate(bet.betTime)}
                data={{ 'data-record': bet.id }}
              />
            ))}
          </ul>
        </>
      )}
    </RecordScreen>
  );
}
