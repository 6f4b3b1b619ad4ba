import { eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { games } from '../db/schema/catalogue';

/** A game type filter: HOT means the hot list; otherwise the filter type or the home category. */
export function typeFilter(gameType: string): SQL | undefined {
  if (gameType === 'HOT') return isNotNull(games.hotRank);
  return or(eq(games.gameType, gameType), eq(games.gameCategory, gameType));
}
