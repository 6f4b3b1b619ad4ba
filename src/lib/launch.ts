import { launchGame } from './paths';

/**
 * Where a game opens (spec 02 §2 "Favourites and launch", §4 prize mode). Pure, so the rules are unit-tested:
 * - LOTT and ELOTT go to the lottery launch (`playType=trad`) with the merchant's prize mode and the game's code;
 * - TCG_LOTTO_VN and TCG_SEA are lobby vendors: they launch with code `lobby`;
 * - every other vendor launches with category, vendor, gameId and nodeId.
 */

/** Vendors that always open their own lobby. */
export const LOBBY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA'];
const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'];

/** The lottery prize mode: e-lottery when the config has an ELOTT entry under TCG_LOTTO_VN or LOTT (spec 02 §4). */
export function prizeModeOf(elott: readonly string[]): 'Elott' | 'Lott' {
  return elott.some((v) => v === 'TCG_LOTTO_VN' || v === 'LOTT') ? 'Elott' : 'Lott';
}

/** What the launch rules need from a game item. */
export interface LaunchableGame {
  vassalage: string;
  gameCategory: string;
  gameType?: string;
  gameId: string;
  nodeId: number;
}

/**
 * Whether a session may not open this game: `supportPlay` false means the game has no free or trial play, so a
 * trial account is refused (the server answers `game.play.unsupported`; docs/games.md "supportPlay").
 */
export function trialRefused(game: { supportPlay: boolean }, trial: boolean): boolean {
  return trial && !game.supportPlay;
}

/** The `/m/launchGame?...` path for a game. */
export function launchTarget(game: LaunchableGame, elott: readonly string[]): string {
  const lobby = LOBBY_VENDORS.includes(game.vassalage);
  if (LOTTERY_CATEGORIES.includes(game.gameCategory) || LOTTERY_CATEGORIES.includes(game.gameType ?? '')) {
    return launchGame({
      prizeMode: prizeModeOf(elott),
      code: lobby || !game.gameId ? 'lobby' : game.gameId,
      vendor: game.vassalage,
    });
  }
  return launchGame({
    category: game.gameCategory,
    vendor: game.vassalage,
    gameId: lobby ? 'lobby' : game.gameId,
    nodeId: game.nodeId,
  });
}

/** A hot match opens its room: vendor, gameId = roomId, nodeId and showChoice=false (spec 02 §2). */
export function hotMatchTarget(match: { vendor: string; roomId: string; nodeId: number }): string {
  return launchGame({
    category: 'SPORTS',
    vendor: match.vendor,
    gameId: match.roomId,
    nodeId: match.nodeId,
    showChoice: false,
  });
}
