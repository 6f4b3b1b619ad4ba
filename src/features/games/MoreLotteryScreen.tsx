import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { getLotteryMenu } from '../../api/contract/lottery';
import { launchGame } from '../../lib/paths';
import { actionTarget } from '../../stores/actionGuard';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import './games.css';
import '../../i18n/games';

/** /m/moreLottery: every lottery provider and the prize modes it offers; each mode opens that provider's lobby. */
export default function MoreLotteryScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const language = useSnapshot(languageState).language;
  const { data, loading } = useCached(getLotteryMenu, { language });
  const vendors = data?.list ?? [];
  const modeLabel = (m: string) => (m === 'Elott' ? t`E-lottery` : m === 'ZY' ? t`ZY` : t`Lottery`);
  return (
    <section className="game-list" aria-labelledby="more-lottery-title">
      <h1 id="more-lottery-title" className="game-list-title">
        <Trans>More lotteries</Trans>
      </h1>
      {vendors.length === 0 && (
        <p className="empty-state" role="status">
          {loading ? <Trans>Loading…</Trans> : <Trans>No games found.</Trans>}
        </p>
      )}
      <ul className="lobby-list">
        {vendors.map((v) => (
          <li key={v.vassalage} className="lobby-card">
            <span className="lobby-card-text" style={{ flex: 1 }}>
              <strong>{v.vendorName}</strong>
              <span className="lobby-card-meta">
                <Trans>{v.gameCount} games</Trans>
              </span>
            </span>
            {v.prizeModes.map((m) => (
              <button
                key={m}
                type="button"
                className="btn"
                onClick={() =>
                  navigate(actionTarget('launch', launchGame({ prizeMode: m, code: v.lobbyCode })))
                }
              >
                {modeLabel(m)}
              </button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
