import type { FastifyInstance } from 'fastify';
import { launchGame, type PlayMode } from '../../src/api/contract/launch';
import { DEMO_GAME_PATH } from '../demoGame/registerDemoGamePage';
import { slotLanguageOf } from '../demoGame/slotText';
import type { ApiDeps } from '../deps';
import { gameForLaunch } from '../games/findGame';
import { createLaunch, TICKET_TTL_MS } from '../games/launches';
import { ErrorCode } from '../../src/api/contract/errors';
import { ApiError, notSession } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { touchRecent } from './playerGames';
import { isTrialType } from '../../src/api/contract/memberTypes';

const playUnsupported = () =>
  new ApiError(403, ErrorCode.gamePlayUnsupported, 'This game has no free or trial play');

/**
 * Launches a catalogue game as the demo slot. Real money (`accountType=1`, the default) needs a session; free play
 * (`accountType=0`) does not. A trial account (type 4) always plays its trial credit. Free and trial play open
 * only games whose `supportPlay` is true. Launch rules: docs/calls.md.
 */
export function registerLaunchRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerEndpoint(app, launchGame, async ({ query, req }) => {
    const session = req.session;
    if ((query.accountType ?? 1) === 1 && !session) throw notSession();
    const game = await gameForLaunch(deps.db, query);
    const mode: PlayMode =
      session && isTrialType(session.type) ? 'trial' : session && query.accountType !== 0 ? 'real' : 'fun';
    // supportPlay: the game offers free and trial play; without it, only a member's real money opens it.
    if (mode !== 'real' && !game.supportPlay) throw playUnsupported();
    const now = deps.now();
    const money = mode !== 'fun';
    const ticket = await createLaunch(
      deps.db,
      {
        mode,
        merchant: money ? session!.merchant : deps.merchantOf(req),
        nodeId: game.nodeId,
        memberId: money ? session!.memberId : undefined,
        // The session hook accepted this very header, so it is the session's token.
        sessionToken: money ? String(req.headers.authorization).trim() : undefined,
      },
      now,
    );
    if (session) await touchRecent(deps.db, session.memberId, game.nodeId, new Date(now));
    return {
      // The game page speaks the app's language (TY when the launch names none).
      url: `${DEMO_GAME_PATH}?ticket=${ticket}&lang=${slotLanguageOf(query.language)}`,
      nodeId: game.nodeId,
      gameName: game.gameName,
      vassalage: game.vassalage,
      mode,
      ticketExpiresIn: TICKET_TTL_MS / 1000,
    };
  });
}
