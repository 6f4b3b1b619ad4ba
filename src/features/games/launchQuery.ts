import { call } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { ErrorCode } from '../../api/contract/errors';
import type { LaunchAnswer, LaunchQuery } from '../../api/contract/launch';
import { getLotteryMenu, listLotteries } from '../../api/contract/lottery';
import type { LaunchRequest } from './launchRequest';

// The launch screen's steps (src/features/games/LaunchScreen.tsx): what to ask the server for, and what a failure means.

/**
 * The launch query of a lottery: its game from the list, else the lobby of the vendor tapped, else of the first
 * vendor offering the prize mode.
 */
export async function lotteryQuery(
  request: Extract<LaunchRequest, { kind: 'lottery' }>,
  language: string,
): Promise<LaunchQuery> {
  if (request.code !== 'lobby') {
    const { list } = await call(listLotteries, { query: { prizeMode: request.prizeMode, language } });
    const game = list.find((l) => l.gameCode === request.code);
    if (game)
      return { vendor: game.vassalage, nodeId: game.nodeId, gameId: game.gameCode, category: game.gameType };
  }
  const { list } = await call(getLotteryMenu, { query: { language } });
  const vendor =
    list.find((v) => v.vassalage === request.vendor) ??
    list.find((v) => v.prizeModes.includes(request.prizeMode)) ??
    list[0];
  if (!vendor) throw new ApiError('server', 'game.not.found', 404, 'no lottery vendor');
  return { vendor: vendor.vassalage, gameId: vendor.lobbyCode, category: vendor.gameType };
}

export type Phase =
  | { kind: 'loading' }
  | { kind: 'playing'; game: LaunchAnswer }
  | { kind: 'failed'; reason: 'notFound' | 'realOnly' | 'network' };

/** Why a launch failed, for the message: a refusal the player can act on, or a network error worth a retry. */
export function failureOf(error: unknown): 'notFound' | 'realOnly' | 'network' {
  if (!(error instanceof ApiError)) return 'network';
  if (error.errorCode === ErrorCode.gamePlayUnsupported) return 'realOnly';
  return error.status === 404 ? 'notFound' : 'network';
}
