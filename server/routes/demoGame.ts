import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEMO_BETS, funSpinDemoGame, openDemoGame, spinDemoGame } from '../../src/api/contract/demoGame';
import { ErrorCode } from '../../src/api/contract/errors';
import type { ApiDeps } from '../deps';
import { games } from '../db/schema/catalogue';
import { gameBets } from '../db/schema/demo-game';
import { gameNotFound, type GameRow } from '../games/findGame';
import {
  moveFunBalance,
  resolveCredential,
  spendTicket,
  type CredentialCheck,
  type GameCredential,
} from '../games/launches';
import { multiplierOf, RTP_PERCENT, spinReels } from '../games/slot';
import { ApiError, notSession } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { balanceOf, credit, debit, insufficientFunds } from '../wallet/ledger';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { moneyCall } from '../wallet/money-call';

const ticketInvalid = () => new ApiError(401, ErrorCode.gameTicketInvalid, 'Launch ticket invalid or spent');
const gameSessionInvalid = () => new ApiError(401, ErrorCode.gameSessionInvalid, 'Game session invalid');

/**
 * The demo slot's calls (docs/demo-game.md): `open` spends a launch ticket for a game credential; the spins run in
 * a scope of their own whose hook accepts only game credentials in `Authorization`, so a member's session token
 * cannot spin and a game credential reaches no other endpoint.
 */
export function registerDemoGameRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const check = (req: FastifyRequest): CredentialCheck => {
    const merchant = deps.merchantOf(req);
    return {
      now: deps.now(),
      idleMs: deps.config.sessionIdleMs,
      merchants: [merchant, deps.trialMerchantOf(merchant)],
    };
  };
  const gameOf = async (nodeId: number): Promise<GameRow> => {
    const [row] = await db.select().from(games).where(eq(games.nodeId, nodeId));
    if (!row) throw gameNotFound();
    return row;
  };

  registerEndpoint(app, openDemoGame, async ({ body, req }) => {
    const c = check(req);
    const spent = await spendTicket(db, body.ticket, c);
    if (!spent) throw ticketInvalid();
    const { launch } = spent;
    const game = await gameOf(launch.nodeId);
    const balance = launch.session ? await balanceOf(db, launch.session.memberId) : launch.funBalance;
    return {
      credential: spent.credential,
      expiresIn: Math.max(0, Math.floor((launch.expiresAt.getTime() - c.now) / 1000)),
      mode: launch.mode,
      nodeId: game.nodeId,
      gameName: game.gameName,
      vassalage: game.vassalage,
      balance: toWireAmount(balance),
      bets: [...DEMO_BETS],
      rtp: RTP_PERCENT,
    };
  });

  app.register(async (scope) => {
    const credentials = new WeakMap<FastifyRequest, GameCredential>();
    scope.addHook('onRequest', async (req) => {
      // Only a game credential counts here; the session hook's member session is dropped.
      req.session = null;
      const auth = req.headers.authorization;
      if (typeof auth !== 'string' || auth.length === 0) return;
      const credential = await resolveCredential(db, auth.trim(), check(req));
      if (!credential) return;
      credentials.set(req, credential);
      req.session = credential.session;
    });

    registerEndpoint(scope, spinDemoGame, async ({ body, req }) => {
      const credential = credentials.get(req);
      const session = credential?.session;
      if (!credential || !session) throw notSession();
      const game = await gameOf(credential.nodeId);
      const stake = fromWireAmount(body.bet);
      return moneyCall(db, req, body, async (tx) => {
        const reels = spinReels();
        const win = stake * multiplierOf(reels);
        const reference = `bet:${randomUUID()}`;
        const movement = { memberId: session.memberId, reference };
        let { balance } = await debit(tx, { ...movement, amount: stake, reason: 'game.bet' });
        if (win > 0) ({ balance } = await credit(tx, { ...movement, amount: win, reason: 'game.win' }));
        const [record] = await tx
          .insert(gameBets)
          .values({
            memberId: session.memberId,
            launchId: credential.launchId,
            nodeId: game.nodeId,
            gameName: game.gameName,
            vassalage: game.vassalage,
            gameType: game.gameType,
            bet: stake,
            win,
            balanceAfter: balance,
            outcome: reels,
            reference,
            createdAt: new Date(deps.now()),
          })
          .returning({ id: gameBets.id });
        return {
          reels,
          bet: body.bet,
          win: toWireAmount(win),
          balance: toWireAmount(balance),
          betId: record!.id,
        };
      });
    });

    registerEndpoint(scope, funSpinDemoGame, async ({ body, req }) => {
      const credential = credentials.get(req);
      if (!credential || credential.mode !== 'fun') throw gameSessionInvalid();
      const stake = fromWireAmount(body.bet);
      const reels = spinReels();
      const win = stake * multiplierOf(reels);
      const balance = await moveFunBalance(db, credential.launchId, stake, win);
      if (balance === null) throw insufficientFunds();
      return { reels, bet: body.bet, win: toWireAmount(win), balance: toWireAmount(balance), betId: 0 };
    });
  });
}
