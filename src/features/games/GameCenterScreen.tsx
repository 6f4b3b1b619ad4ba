import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { listGameMenus } from '../../api/contract/games';
import { categoryLabel } from '../../lib/categories';
import { gameList, gameLobby } from '../../lib/paths';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import './games.css';
import '../../i18n/games';

/** Categories whose vendors open their own lobbies rather than a list of games. */
const LOBBY_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT'];

/** /m/gameCenter: every category in the server's order, with how many games and providers it has. */
export default function GameCenterScreen() {
  const { i18n } = useLingui();
  const language = useSnapshot(languageState).language;
  const { data, loading } = useCached(listGameMenus, { language });
  const menus = (data?.list ?? []).filter((m) => m.gameCategory !== 'HOT' && m.gameCount > 0);
  return (
    <section className="game-list" aria-labelledby="center-title">
      <h1 id="center-title" className="game-list-title">
        <Trans>All games</Trans>
      </h1>
      {menus.length === 0 && (
        <p className="empty-state" role="status">
          {loading ? <Trans>Loading…</Trans> : <Trans>No games found.</Trans>}
        </p>
      )}
      <ul className="lobby-list">
        {menus.map((m) => (
          <li key={m.gameCategory}>
            <Link
              className="lobby-card"
              href={
                LOBBY_CATEGORIES.includes(m.gameCategory)
                  ? gameLobby(m.gameCategory)
                  : gameList(m.gameCategory)
              }
            >
              <span className="lobby-card-text">
                <strong>{i18n._(categoryLabel(m.gameCategory, { [m.gameCategory]: m.labelKey }))}</strong>
                <span className="lobby-card-meta">
                  <Trans>
                    {m.gameCount} games · {m.vendors.length} providers
                  </Trans>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
