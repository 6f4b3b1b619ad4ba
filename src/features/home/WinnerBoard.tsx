import { useLingui } from '@lingui/react/macro';
import type { Infer } from 'superstruct';
import type { WinnerEntry } from '../../api/contract/games';
import { formatMoney } from '../../lib/money';

type Winner = Infer<typeof WinnerEntry>;

/** Highest win first (spec 02 §3), whatever order the answer came in. */
export function sortWinners(list: readonly Winner[]): Winner[] {
  return [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** The winner board. */
export function WinnerBoard({ list }: { list: readonly Winner[] }) {
  const { t } = useLingui();
  if (list.length === 0) return null;
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="section-title">
        {t`Big winners`}
      </h2>
      <ol className="winner-list">
        {sortWinners(list)
          .slice(0, 10)
          .map((w, i) => (
            <li key={`${w.vo.userName}-${w.vo.winTime}-${i}`}>
              <span className="winner-name">{w.vo.userName}</span>
              <span className="winner-game">{w.vo.gameName}</span>
              <span className="winner-amount">{formatMoney(w.vo.winAmount)}</span>
            </li>
          ))}
      </ol>
    </section>
  );
}
