import { memo, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GameItem } from '../api/contract/games';
import { LazyImage } from './LazyImage';
import { usePress } from './usePress';
import './game-tile.css';

interface GameTileProps {
  game: GameItem;
  /** Called with the tile's game. Keep its identity (useStableCallback), or every tile renders again with its list. */
  onLaunch: (game: GameItem) => void;
  /** Marks a game a trial account cannot open (no free or trial play). */
  realOnly?: boolean | undefined;
  /** Whether the game is a favourite; the star shows only where favourites apply (the game list), with the toggle. */
  favourite?: boolean | undefined;
  /** Toggles the game's favourite (a stable callback, as `onLaunch`). */
  onToggleFavourite?: ((game: GameItem) => void) | undefined;
  /** The first row: its picture loads at once (the page preloads it; it is the screen's largest paint). */
  eager?: boolean | undefined;
}

/**
 * One game in a grid: a real button that launches it, and an optional favourite toggle beside it. Press feedback
 * follows spec 02 §9's delays; where favourites apply, a long press toggles the favourite (the star does the same).
 * Memoised on its props: a list that renders again (a page arriving, its loading flag, the vendors) leaves alone the
 * tiles whose game, marks and callbacks have not changed, instead of diffing every tile of the grid each time.
 */
export const GameTile = memo(function GameTile({
  game,
  onLaunch,
  realOnly,
  favourite,
  onToggleFavourite,
  eager,
}: GameTileProps) {
  const { t } = useLingui();
  const toggle = useMemo(
    () => (onToggleFavourite ? () => onToggleFavourite(game) : undefined),
    [onToggleFavourite, game],
  );
  const press = usePress(toggle);
  return (
    <li className="game-tile">
      <button
        type="button"
        className="game-tile-launch"
        onClick={() => onLaunch(game)}
        {...press.handlers}
        data-pressed={press['data-pressed']}
      >
        <span className="game-tile-art">
          <LazyImage
            className="game-tile-img"
            src={game.iconUrl}
            alt=""
            width={120}
            height={120}
            eager={eager}
          />
          {realOnly && <span className="game-tile-real-only">{t`Real money only`}</span>}
        </span>
        <span className="game-tile-name">{game.gameName}</span>
        <span className="game-tile-vendor">{game.vendorNames}</span>
        {game.isNew && <span className="game-tile-badge">{t`New`}</span>}
      </button>
      {toggle && (
        <button
          type="button"
          className={`game-tile-fav${favourite ? ' on' : ''}`}
          aria-pressed={favourite === true}
          aria-label={t`Favourite: ${game.gameName}`}
          onClick={toggle}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
});
