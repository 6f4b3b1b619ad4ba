import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { call } from '../../api/client';
import { listLotteryBets, type LotteryBet } from '../../api/contract/lotteryBets';
import { formatMatchTime } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { reloadBalance } from '../../stores/balance';
import { msUntil } from './betRules';

/**
 * The member's latest bets on one lottery. Fetched again on `refresh` and just after the earliest open bet's draw,
 * when the server settles it; a settled win reloads the balance.
 */
export function MyLotteryBets({ gameCode, refresh }: { gameCode: string; refresh: number }) {
  const { t } = useLingui();
  const [bets, setBets] = useState<readonly LotteryBet[] | undefined>();
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    call(listLotteryBets, { query: { gameCode } }).then(
      (answer) => {
        if (!live) return;
        setBets((before) => {
          const settledNow = answer.list.some(
            (b) => b.status === 'won' && before?.find((o) => o.id === b.id)?.status === 'open',
          );
          if (settledNow) void reloadBalance();
          return answer.list;
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameCode, refresh, tick]);

  useEffect(() => {
    const open = (bets ?? []).filter((b) => b.status === 'open').map((b) => msUntil(b.drawTime, Date.now()));
    if (open.length === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(...open) + 2000);
    return () => clearTimeout(timer);
  }, [bets]);

  const status = (b: LotteryBet) =>
    b.status === 'open'
      ? t`Waiting for the draw`
      : b.status === 'won'
        ? t`Won ${formatMoney(b.win)}`
        : t`Lost`;
  return (
    <section aria-labelledby="my-bets-title">
      <h2 id="my-bets-title" className="section-title">
        <Trans>Your bets</Trans>
      </h2>
      {bets && bets.length === 0 ? (
        <p className="empty-state">
          <Trans>No bets on this lottery yet.</Trans>
        </p>
      ) : (
        <ul className="bet-list">
          {(bets ?? []).map((b) => (
            <li key={b.id} className="bet-row">
              <span>
                {b.pick === 'BIG' ? t`Big` : t`Small`} · {formatMoney(b.amount)}
              </span>
              <span className={`bet-status ${b.status}`}>{status(b)}</span>
              <span className="lobby-card-meta">
                {b.issueNo} · <time dateTime={b.drawTime}>{formatMatchTime(b.drawTime)}</time>
              </span>
              <span className="lobby-card-meta">{b.numbers ? b.numbers.join(' ') : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
