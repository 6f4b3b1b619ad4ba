import type { Db } from '../db/client';
import { gameBets } from '../db/schema/index';

/**
 * A bet record of the demo slot: `bet` centavos staked and `win` won at `at`, for tests that need bets (levels,
 * rebates, reports, missions, red rain) without spinning the slot through the ledger.
 */
export const betRecord = (memberId: number, o: { bet: number; win?: number; at: Date }) => ({
  memberId,
  nodeId: 1,
  gameName: 'Demo Slot',
  vassalage: 'DEMO',
  gameType: 'RNG',
  bet: o.bet,
  win: o.win ?? 0,
  balanceAfter: 0,
  outcome: [],
  reference: `test:${Math.random()}`,
  createdAt: o.at,
});

/** Inserts one `betRecord`. */
export const addBet = (db: Db, memberId: number, o: { bet: number; win?: number; at: Date }) =>
  db.insert(gameBets).values(betRecord(memberId, o));
