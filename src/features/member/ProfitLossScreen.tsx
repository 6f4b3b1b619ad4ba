import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { getProfitLoss } from '../../api/contract/bets';
import { formatMoney } from '../../lib/money';
import { RecordScreen } from './RecordScreen';
import { SignedAmount } from './SignedAmount';
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
              <li key={game.nodeId} className="records-row" data-game={game.nodeId}>
                <div className="records-row-head">
                  <strong>{game.gameName}</strong>
                  <SignedAmount value={game.profit} />
                </div>
                <div className="records-row-detail">
                  <span>
                    <Plural value={game.betCount} one="# bet" other="# bets" />
                  </span>
                  <span>
                    <Trans>Stake {formatMoney(game.bet)}</Trans>
                  </span>
                  <span>
                    <Trans>Won {formatMoney(game.win)}</Trans>
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
