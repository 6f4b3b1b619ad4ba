import { and, desc, eq, lte } from 'drizzle-orm';
import type { BigSmallPick } from '../../src/api/contract/lotteryBets';
import type { Db } from '../db/client';
import { gameBets, lotteryBets } from '../db/schema/index';
import { credit } from '../wallet/ledger';
import { winOf } from './bigSmall';
import { drawNumbers } from './lotteryDraws';

// Settlement of big/small lottery bets (docs/lottery-bets.md). A bet is settled once its draw time has passed:
// one conditional update moves it from `open` to `won`/`lost` (so two settlers never pay twice), the win is
// credited through the ledger with the bet's reference, and its bet record gets the win and the drawn digits.
// Runs on the member's own lottery and bet-record calls, and on a timer in the server process.

type BetRow = typeof lotteryBets.$inferSelect;

async function settleOne(db: Db, bet: BetRow, secret: Buffer, now: number): Promise<void> {
  const numbers = drawNumbers(
    { gameCode: bet.gameCode, gameName: bet.gameName, gameType: bet.gameType },
    bet.drawIndex,
    secret,
  );
  const win = winOf(bet.pick as BigSmallPick, bet.stake, numbers);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(lotteryBets)
      .set({ status: win > 0 ? 'won' : 'lost', win, numbers, settledAt: new Date(now) })
      .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, 'open')))
      .returning({ id: lotteryBets.id });
    if (!claimed) return;
    if (win > 0)
      await credit(tx, {
        memberId: bet.memberId,
        amount: win,
        reason: 'lottery.win',
        reference: bet.reference,
      });
    if (bet.betRecordId !== null)
      await tx
        .update(gameBets)
        .set({ win, outcome: [bet.issueNo, bet.pick, ...numbers] })
        .where(eq(gameBets.id, bet.betRecordId));
  });
}

/** Settles the open bets whose draw is at or before `now` (one member's, or everyone's); answers how many. */
export async function settleDueLotteryBets(
  db: Db,
  secret: Buffer,
  now: number,
  memberId?: number,
): Promise<number> {
  const due = await db
    .select()
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.status, 'open'),
        lte(lotteryBets.drawAt, new Date(now)),
        memberId === undefined ? undefined : eq(lotteryBets.memberId, memberId),
      ),
    )
    .orderBy(lotteryBets.drawAt, lotteryBets.id)
    .limit(500);
  for (const bet of due) await settleOne(db, bet, secret, now);
  return due.length;
}

/** The member's latest lottery bets, newest first, optionally of one game. */
export function latestLotteryBets(db: Db, memberId: number, gameCode: string, limit = 20) {
  return db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.memberId, memberId), gameCode ? eq(lotteryBets.gameCode, gameCode) : undefined))
    .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
    .limit(limit);
}
