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

/** Toggles a favourite; answers whether it is a favourite afterwards, or undefined when the server refused. */
export async function toggleFavourite(
  game: Pick<GameItem, 'nodeId' | 'vassalage'>,
): Promise<boolean | undefined> {
  const body = { nodeId: game.nodeId, vendor: game.vassalage };
  if (isFavourite(game.nodeId)) {
    state.ids = state.ids.filter((id) => id !== game.nodeId);
    try {
      await call(removeFavourite, { body });
      return false;
    } catch {
      if (!isFavourite(game.nodeId)) state.ids = [game.nodeId, ...state.ids];
      return undefined;
    }
  }
  try {
    await call(addFavourite, { body });
    if (!isFavourite(game.nodeId)) state.ids = [game.nodeId, ...state.ids];
    return true;
  } catch {
    return undefined;
  }
}

/** Forgets the favourites (the session ended). */
export function resetFavourites(): void {
  state.ids = [];
  state.loaded = false;
}
