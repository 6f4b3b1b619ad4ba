import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import type { Db } from '../db/client';
import { games, vendors } from '../db/schema/catalogue';
import { ApiError } from '../http/envelope';

export type GameRow = typeof games.$inferSelect;

export const gameNotFound = () => new ApiError(404, ErrorCode.gameNotFound, 'Game not found');

/** The game of `nodeId`, which must belong to `vendor` (a favourite or launch names both). */
export async function gameByNode(db: Db, nodeId: number, vendor: string): Promise<GameRow> {
  const [row] = await db.select().from(games).where(eq(games.nodeId, nodeId));
  if (!row || row.vassalage !== vendor) throw gameNotFound();
  return row;
}

/**
 * The game a launch names: by `nodeId` if given, else by vendor and `gameId`. `gameId=lobby` (or none) for a
 * vendor without a lobby game opens its first game (spec 02 §2: TCG_LOTTO_VN and TCG_SEA launch with `lobby`).
 */
export async function gameForLaunch(
  db: Db,
  q: { vendor: string; nodeId?: number | undefined; gameId?: string | undefined },
): Promise<GameRow> {
  if (q.nodeId !== undefined) return gameByNode(db, q.nodeId, q.vendor);
  if (q.gameId && q.gameId !== 'lobby') {
    const [row] = await db
      .select()
      .from(games)
      .where(and(eq(games.vassalage, q.vendor), eq(games.gameId, q.gameId)));
    if (!row) throw gameNotFound();
    return row;
  }
  const rows = await db
    .select({ g: games })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(eq(games.vassalage, q.vendor))
    .orderBy(asc(games.sort), asc(games.nodeId));
  const lobby = rows.find((r) => r.g.gameId === 'lobby') ?? rows[0];
  if (!lobby) throw gameNotFound();
  return lobby.g;
}
