import type { GameItem } from '../../src/api/contract/games';
import type { games } from '../db/schema/catalogue';
import { cdnUrl, gameArtPath } from './imagePaths';

/** A games row (with its vendor's name) as the wire's game item, images under the merchant's CDN. */
export function toGameItem(row: typeof games.$inferSelect, vendorName: string, cdn: string): GameItem {
  return {
    nodeId: row.nodeId,
    vassalage: row.vassalage,
    vendorNames: vendorName,
    gameName: row.gameName,
    gameType: row.gameType,
    gameCategory: row.gameCategory,
    gameId: row.gameId,
    iconUrl: cdnUrl(cdn, gameArtPath(row.nodeId, row.gameName)),
    supportPlay: row.supportPlay,
    isNew: row.isNew,
    gameClassify: row.gameClassify,
    minBet: row.minBetCentavos / 100,
    minLine: row.minLine,
  };
}
