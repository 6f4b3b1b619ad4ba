import { proxy } from 'valtio';
import { call } from '../../api/client';
import { addFavourite, listFavourites, removeFavourite } from '../../api/contract/favourites';
import type { GameItem } from '../../api/contract/games';

/**
 * The member's favourite games (spec 02 §2, §4): a set of node ids the tiles read. Adding one already present does
 * nothing; removing updates the list at once, then calls the server, and puts it back if the server refuses.
 */
export const state = proxy({ ids: [] as number[], loaded: false });

/** Loads the first pages of favourites so the tiles know their star (members only). */
export async function loadFavouriteIds(): Promise<void> {
  try {
    const answer = await call(listFavourites, { query: { pageNo: 1, pageSize: 200 } });
    state.ids = answer.content.map((g) => g.nodeId);
    state.loaded = true;
  } catch {
    // offline or refused: stars stay as they were
  }
}

/** Whether a game is a favourite. */
export function isFavourite(nodeId: number): boolean {
  return state.ids.includes(nodeId);
}

/** What a toggle did: the star afterwards, or the failure (the star as it was before). */
export type FavouriteOutcome = { favourite: boolean } | { failed: unknown };

/** Toggles a favourite; answers the star afterwards, or the error when the server refused or was not reached. */
export async function toggleFavourite(
  game: Pick<GameItem, 'nodeId' | 'vassalage'>,
): Promise<FavouriteOutcome> {
  const body = { nodeId: game.nodeId, vendor: game.vassalage };
  if (isFavourite(game.nodeId)) {
    state.ids = state.ids.filter((id) => id !== game.nodeId);
    try {
      await call(removeFavourite, { body });
      return { favourite: false };
    } catch (failed) {
      if (!isFavourite(game.nodeId)) state.ids = [game.nodeId, ...state.ids];
      return { failed };
    }
  }
  try {
    await call(addFavourite, { body });
    if (!isFavourite(game.nodeId)) state.ids = [game.nodeId, ...state.ids];
    return { favourite: true };
  } catch (failed) {
    return { failed };
  }
}

/** Forgets the favourites (the session ended). */
export function resetFavourites(): void {
  state.ids = [];
  state.loaded = false;
}
