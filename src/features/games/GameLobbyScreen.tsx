import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { useSearch } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { categoryLabel } from '../../lib/categories';
import { launchTarget } from '../../lib/launch';
import { actionTarget } from '../../stores/actionGuard';
import { state as configState } from '../../stores/config';
import { LobbyCardText } from './LobbyCardText';
import { LobbyList } from './LobbyList';
import { useVendors } from './useVendors';
import { Img } from '../../ui/Img';

/** /m/gameLobby?gameType=: the providers of a lobby category (sports, e-sports, sabong, e-lottery); each opens its lobby. */
export default function GameLobbyScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const gameType = (new URLSearchParams(useSearch()).get('gameType') ?? 'SPORTS').toUpperCase();
  const elott = useSnapshot(configState).config?.elott;
  const { vendors, loading } = useVendors(gameType);
  const open = (vassalage: string) => {
    const lobby = { vassalage, gameCategory: gameType, gameId: 'lobby', nodeId: 0 };
    navigate(actionTarget('launch', launchTarget(lobby, elott ?? [])));
  };
  return (
    <LobbyList
      titleId="lobby-title"
      title={i18n._(categoryLabel(gameType))}
      loading={loading}
      items={vendors}
      keyOf={(v) => v.vassalage}
      renderItem={(v) => (
        <button type="button" className="lobby-card" onClick={() => open(v.vassalage)}>
          <Img src={v.mobileLargeIcon} alt="" width={96} height={48} />
          <LobbyCardText name={v.vendorName} meta={<Trans>Open the lobby</Trans>} />
        </button>
      )}
    />
  );
}
