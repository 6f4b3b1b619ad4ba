import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../lib/money';
import { SignedAmount } from './SignedAmount';

interface BetRowProps {
  gameName: string;
  profit: number;
  bet: number;
  win: number;
  /** The first detail: the bet's date, or how many bets a game line sums up. */
  lead: ReactNode;
  /** Names the row for tests and tools, e.g. `{ 'data-record': id }`. */
  data: Record<`data-${string}`, string | number>;
}

/** One line of bets: the game and its signed profit, then the lead detail, the stake and the win. */
export function BetRow({ gameName, profit, bet, win, lead, data }: BetRowProps) {
  return (
    <li className="records-row" {...data}>
      <div className="records-row-head">
        <strong>{gameName}</strong>
        <SignedAmount value={profit} />
      </div>
      <div className="records-row-detail">
        <span>{lead}</span>
        <span>
          <Trans>Stake {formatMoney(bet)}</Trans>
        </span>
        <span>
          <Trans>Won {formatMoney(win)}</Trans>
        </span>
      </div>
    </li>
  );
}
