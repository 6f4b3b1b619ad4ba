import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { GameItem } from '../../api/contract/games';
import { FIRST_ROW_TILES } from '../../api/contract/boot';
import { useFirstScreenShown, useListInTurn } from '../../hooks/firstScreen';
import { useGameLaunch } from '../../hooks/useGameLaunch';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { trialRefused } from '../../lib/launch';
import { useNavigate } from '../../lib/navigate';
import { paths } from '../../lib/paths';
import { actionAllowed, actionTarget } from '../../stores/actionGuard';
import { showToast } from '../../stores/ui';
import { GameTile } from '../../ui/GameTile';
import { useStableCallback } from '../../ui/useStableCallback';
import { state as favState, toggleFavourite } from './favourites';
import type { PagedGames } from './usePagedGames';

/**
 * The game list's grid (spec 02 §2): the tiles of the pages loaded so far, in a turn of their own beneath the server's drawing, with
 * their favourite stars, and the list's state below it (loading, failed with a retry, every game shown). On the
 * favourites tab an unstarred game leaves the grid at once and comes back if the server refused.
 */
export function GameGrid({ paged, favouritesTab }: { paged: PagedGames; favouritesTab: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const favIds = useSnapshot(favState).ids;
  const { trial, launch } = useGameLaunch();
  const favourite = async (game: GameItem) => {
    if (!actionAllowed('favourite')) return navigate(actionTarget('favourite', paths.gameList));
    const at = paged.games.findIndex((g) => g.nodeId === game.nodeId);
    const pending = toggleFavourite(game);
    const dropped = favouritesTab && favIds.includes(game.nodeId);
    if (dropped) paged.drop(game.nodeId);
    const result = await pending;
    if (!('failed' in result)) return;
    // Nothing changed on the server: the tile comes back, and the message says what happened.
    if (dropped) paged.restore(game, Math.max(0, at));
    showToast(i18n._(errorMessage(errorCodeOf(result.failed))));
  };
  const toggleTile = useStableCallback((game: GameItem) => void favourite(game));
  const tiles = useListInTurn(paged.games, (g, i) => (
    <GameTile
      key={g.nodeId}
      game={g}
      eager={i < FIRST_ROW_TILES}
      onLaunch={launch}
      realOnly={trialRefused(g, trial)}
      favourite={favIds.includes(g.nodeId)}
      onToggleFavourite={toggleTile}
    />
  ));
  useFirstScreenShown(paged.games.length > 0 || paged.done);
  return (
    <>
      {paged.games.length === 0 && !paged.loading ? (
        <p className="empty-state" role="status">
          {paged.failed ? t`Network slow or offline. Please try again.` : t`No games found.`}
        </p>
      ) : (
        <ul className="game-grid" aria-busy={paged.loading}>
          {tiles}
        </ul>
      )}
      <p className="list-status" role="status" aria-live="polite">
        {paged.loading
          ? t`Loading…`
          : paged.failed && paged.games.length > 0
            ? t`More games could not be loaded.`
            : paged.done && paged.games.length > 0
              ? t`That is every game here.`
              : ''}
      </p>
      {paged.failed && !paged.loading && (
        <button type="button" className="btn list-retry" onClick={paged.retry}>
          {t`Try again`}
        </button>
      )}
    </>
  );
}
