import { Plural, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getProfitLoss } from '../../api/contract/bets';
import { BetRow } from './BetRow';
import { RecordScreen } from './RecordScreen';
import { TotalsBar } from './TotalsBar';

/** Profit and loss (`/m/profitandloss`): the range's totals and one line per game, most bet first. */
export default function ProfitLossScreen() {
  const { t } = useLingui();
  return (
    <RecordScreen
      label={t`Profit and loss`}
      load={({ range, signal }) => call(getProfitLoss, { query: { from: range.from, to: range.to }, signal })}
      isEmpty={(answer) => answer.totals.betCount === 0}
    >
      {(answer) => (
        <>
          <TotalsBar totals={answer.totals} />
          <ul className="records-list">
            {answer.byGame.map((game) => (
              <BetRow
                key={game.nodeId}
                gameName={game.gameName}
                profit={game.profit}
                bet={game.bet}
                win={game.win}
                lead={<Plural value={game.betCount} one="# bet" other="# bets" />}
                data={{ 'data-game': game.nodeId }}
              />
            ))}
          </ul>
        </>
      )}
    </RecordScreen>
  );
}
