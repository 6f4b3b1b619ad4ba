import { call } from '../../api/client';
import { listFavourites } from '../../api/contract/favourites';
import { listGames, listHotGamesGet } from '../../api/contract/games';
import { listRecentGames } from '../../api/contract/recent';
import { listQuery, PAGE_SIZE, RECENT_PAGE_SIZE, type ListState } from './listRules';
import type { GamePage } from './usePagedGames';

/** One page of what a list state shows: the game list, or the hot, favourite or recent games of the type. */
export async function fetchTab(
  state: ListState,
  page: number,
  language: string,
  merchant: string | undefined,
): Promise<GamePage> {
  const gameType = state.gameType;
  switch (state.tab) {
    case 'hot': {
      const answer = await call(listHotGamesGet, {
        query: { isPlatform: 2, platform: 'html5', gameType, language, merchantCode: merchant },
      });
      const games = answer.list.filter((g) => !state.vendor || g.vassalage === state.vendor);
      return { games, totalPages: 1 };
    }
    case 'fav': {
      const answer = await call(listFavourites, {
        query: { pageNo: page, pageSize: PAGE_SIZE, gameType, language },
      });
      return { games: answer.content, totalPages: answer.totalPages };
    }
    case 'recent': {
      const query = { page, pageSize: RECENT_PAGE_SIZE, gameType, language, clientType: 2 };
      const answer = await call(listRecentGames, { query });
      return { games: answer.list, totalPages: answer.totalPages };
    }
    default: {
      const answer = await call(listGames, { query: listQuery(state, page, language, merchant) });
      return { games: answer.games, totalPages: answer.totalPages };
    }
  }
}
