import { FIRST_ROW_TILES, homeHotGamesQuery } from '../../api/contract/boot';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { useSnapshot } from 'valtio';
import { listGames, listHotGamesGet, type GameItem, type Vendor } from '../../api/contract/games';
import { trialRefused } from '../../lib/launch';
import { gameList } from '../../lib/paths';
import { state as configState } from '../../stores/config';
import { state as languageState } from '../../stores/language';
import { useCached } from '../../stores/useCached';
import { GameTile } from '../../ui/GameTile';
import { VendorTiles } from './VendorTiles';
import { useFirstScreenShown, useListInTurn } from '../../hooks/firstScreen';

/** How many games a home tab shows before "more". */
export const HOME_TAB_GAMES = 12;
const LIST_TYPES = ['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS'];

interface CategoryContentProps {
  category: string;
  vendors: readonly string[];
  allVendors: readonly Vendor[];
  cdn: string;
  onLaunch: (game: GameItem) => void;
  /** A trial session: games without free or trial play are marked. */
  trial: boolean;
  onVendor: (category: string, vassalage: string) => void;
}

function Grid({
  games,
  onLaunch,
  trial,
  loading,
}: {
  games: readonly GameItem[];
  onLaunch: (g: GameItem) => void;
  trial: boolean;
  loading: boolean;
}) {
  const { t } = useLingui();
  const tiles = useListInTurn(games, (g, i) => (
    <GameTile
      key={g.nodeId}
      game={g}
      eager={i < FIRST_ROW_TILES}
      onLaunch={onLaunch}
      realOnly={trialRefused(g, trial)}
    />
  ));
  if (games.length === 0)
    return (
      <p className={loading ? 'empty-state games-loading' : 'empty-state'}>
        {loading ? t`Loading…` : t`No games here yet.`}
      </p>
    );
  return <ul className="game-grid">{tiles}</ul>;
}

/**
 * What each tab shows (spec 02 §2): HOT the hot games; RNG, PVP, LIVE, FISH and SPORTS that type's list; INHOUSE
 * the RNG games of the in-house vendors; the rest vendor tiles.
 */
export function CategoryContent({
  category,
  vendors,
  allVendors,
  cdn,
  onLaunch,
  trial,
  onVendor,
}: CategoryContentProps) {
  const { t } = useLingui();
  const language = useSnapshot(languageState).language;
  const merchantCode = useSnapshot(configState).config?.merchantCode;
  const isHot = category === 'HOT';
  const isList = LIST_TYPES.includes(category) || category === 'INHOUSE';
  // The same call the server answers in a first visit's page (boot answers).
  const hot = useCached(listHotGamesGet, homeHotGamesQuery(merchantCode, language), isHot);
  const list = useCached(
    listGames,
    {
      merchant: merchantCode,
      clientType: 2,
      platform: 'html5',
      gameType: category === 'INHOUSE' ? 'RNG' : category,
      // In-house and sports are the tab's own vendors: e-sports and sabong games are of type SPORTS too, and have
      // tabs of their own (src/lib/categories.ts).
      vassalage: category === 'INHOUSE' || category === 'SPORTS' ? vendors.join(',') : undefined,
      pageNo: 1,
      pageSize: HOME_TAB_GAMES,
      language,
    },
    isList,
  );
  // Home's drawing showed this tab's games: it stays until they are here too (or failed).
  useFirstScreenShown(!(isHot && hot.loading) && !(isList && list.loading));
  return (
    <div id="cat-panel" role="tabpanel" aria-labelledby={`cat-tab-${category}`} className="category-panel">
      {isHot && (
        <Grid
          games={(hot.data?.list ?? []).slice(0, HOME_TAB_GAMES)}
          onLaunch={onLaunch}
          trial={trial}
          loading={hot.loading}
        />
      )}
      {isList && (
        <Grid games={list.data?.games ?? []} onLaunch={onLaunch} trial={trial} loading={list.loading} />
      )}
      {!isHot && !isList && (
        <VendorTiles
          cdn={cdn}
          vendors={vendors.map(
            (code) => allVendors.find((v) => v.vassalage === code) ?? { vassalage: code, vendorName: code },
          )}
          onOpen={(v) => onVendor(category, v)}
        />
      )}
      {category !== 'ESPORTS' && category !== 'COCKFIGHT' && category !== 'ELOTT' && (
        <Link className="btn more-games" href={gameList(isHot ? 'HOT' : category)}>
          {t`See all games`}
        </Link>
      )}
    </div>
  );
}
