import { useLingui } from '@lingui/react/macro';
import type { GameItem } from '../api/contract/games';
import { LazyImage } from './LazyImage';
import { usePress } from './usePress';
import './game-tile.css';

interface GameTileProps {
  game: Pick<GameItem, 'nodeId' | 'gameName' | 'iconUrl' | 'vendorNames' | 'isNew'>;
  onLaunch: () => void;
  /** Marks a game a trial account cannot open (no free or trial play). */
  realOnly?: boolean | undefined;
  /** Shown only where favourites apply (the game list). */
  favourite?: { on: boolean; onToggle: () => void } | undefined;
  /** The first row: its picture loads at once (the page preloads it; it is the screen's largest paint). */
  eager?: boolean | undefined;
}

/**
 * One game in a grid: a real button that launches it, and an optional favourite toggle beside it. Press feedback
 * follows spec 02 §9's delays; where favourites apply, a long press toggles the favourite (the star does the same).
 */
export function GameTile({ game, onLaunch, realOnly, favourite, eager }: GameTileProps) {
  const { t } = useLingui();
  const press = usePress(favourite?.onToggle);
  return (
    <li className="game-tile">
      <button
        type="button"
        className="game-tile-launch"
        onClick={onLaunch}
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
      {favourite && (
        <button
          type="button"
          className={`game-tile-fav${favourite.on ? ' on' : ''}`}
          aria-pressed={favourite.on}
          aria-label={t`Favourite: ${game.gameName}`}
          onClick={favourite.onToggle}
        >
          <span aria-hidden="true">{favourite.on ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
