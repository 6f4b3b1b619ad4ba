import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { listVendors } from '../../api/contract/games';
import { categoryLabel } from '../../lib/categories';
import { launchTarget } from '../../lib/launch';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import './games.css';
import '../../i18n/games';

/** /m/gameLobby?gameType=: the providers of a lobby category (sports, e-sports, sabong, e-lottery); each opens its lobby. */
export default function GameLobbyScreen() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const gameType = (new URLSearchParams(useSearch()).get('gameType') ?? 'SPORTS').toUpperCase();
  const language = useSnapshot(languageState).language;
  const config = useSnapshot(configState).config;
  const { data, loading } = useCached(listVendors, { gameType, merchant: config?.merchantCode, language });
  const vendors = data ?? [];
  const open = (vassalage: string) => {
    const lobby = { vassalage, gameCategory: gameType, gameId: 'lobby', nodeId: 0 };
    navigate(actionTarget('launch', launchTarget(lobby, config?.elott ?? [])));
  };
  return (
    <section className="game-list" aria-labelledby="lobby-title">
      <h1 id="lobby-title" className="game-list-title">
        {i18n._(categoryLabel(gameType))}
      </h1>
      {vendors.length === 0 && (
        <p className="empty-state" role="status">
          {loading ? <Trans>Loading…</Trans> : <Trans>No games found.</Trans>}
        </p>
      )}
      <ul className="lobby-list">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className="lobby-card" onClick={() => open(v.vassalage)}>
              <img src={v.mobileLargeIcon} alt="" width={96} height={48} />
              <span className="lobby-card-text">
                <strong>{v.vendorName}</strong>
                <span className="lobby-card-meta">
                  <Trans>Open the lobby</Trans>
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
