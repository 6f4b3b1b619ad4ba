import { Trans } from '@lingui/react/macro';
import type { BetTotals } from '../../api/contract/bets';
import { formatMoney } from '../../lib/money';
import { SignedAmount } from './SignedAmount';

/** The totals of the whole chosen range (not just the page): bets, stake, wins and profit. */
export function TotalsBar({ totals }: { totals: BetTotals }) {
  return (
    <dl className="records-totals" data-testid="records-totals">
      <div>
        <dt>
          <Trans>Bets</Trans>
        </dt>
        <dd data-total="betCount">{totals.betCount}</dd>
      </div>
      <div>
        <dt>
          <Trans>Stake</Trans>
        </dt>
        <dd data-total="bet">{formatMoney(totals.bet)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Won</Trans>
        </dt>
        <dd data-total="win">{formatMoney(totals.win)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Profit</Trans>
        </dt>
        <dd data-total="profit">
          <SignedAmount value={totals.profit} />
        </dd>
      </div>
    </dl>
  );
}
