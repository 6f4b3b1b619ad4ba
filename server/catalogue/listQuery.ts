import type { GameListQuery } from '../../src/api/contract/games';

// What a game list query asks, read once for both ways of answering it: the database's (./gameList.ts) and the kept
// catalogue's (./keptCatalogue.ts), which must filter alike.

/** The filters of a game list that the kept counts (`catalogue_game_counts`) cannot answer. */
export function finerList(q: GameListQuery): boolean {
  return (
    !!searchedName(q) ||
    q.isNew !== undefined ||
    !!q.gameClassify ||
    q.minBet !== undefined ||
    q.minLine !== undefined
  );
}

/** The searched name, trimmed; undefined for none. */
export function searchedName(q: GameListQuery): string | undefined {
  return q.gameName?.trim() || undefined;
}

/** The vendors asked for (a comma list); empty for all. */
export function vendorsOf(q: GameListQuery): string[] {
  return (q.vassalage ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** The minimum bet asked for, in centavos. */
export function minBetCentavos(q: GameListQuery): number | undefined {
  return q.minBet === undefined ? undefined : Math.round(q.minBet * 100);
}
