import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from '../../ui/Link';
import { listGameMenus } from '../../api/contract/games';
import { categoryLabel } from '../../lib/categories';
import { gameList, gameLobby } from '../../lib/paths';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { LobbyCardText } from './LobbyCardText';
import { LobbyList } from './LobbyList';

/** Categories whose vendors open their own lobbies rather than a list of games. */
const LOBBY_CATEGORIES = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT'];

/** /m/gameCenter: every category in the server's order, with how many games and providers it has. */
export default function GameCenterScreen() {
  const { i18n } = useLingui();
  const language = useSnapshot(languageState).language;
  const { data, loading } = useCached(listGameMenus, { language });
  const menus = (data?.list ?? []).filter((m) => m.gameCategory !== 'HOT' && m.gameCount > 0);
  return (
    <LobbyList
      titleId="center-title"
      title={<Trans>All games</Trans>}
      loading={loading}
      items={menus}
      keyOf={(m) => m.gameCategory}
      renderItem={(m) => (
        <Link
          className="lobby-card"
          href={
            LOBBY_CATEGORIES.includes(m.gameCategory) ? gameLobby(m.gameCategory) : gameList(m.gameCategory)
          }
        >
          <LobbyCardText
            name={i18n._(categoryLabel(m.gameCategory, { [m.gameCategory]: m.labelKey }))}
            meta={
              <Trans>
                {m.gameCount} games · {m.vendors.length} providers
              </Trans>
            }
          />
        </Link>
      )}
    />
  );
}
