import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gameBets } from '../db/schema/index';
import type { MoneySettings } from '../merchants/schema';

/** VIP levels look at the valid bets of this many days. */
export const VIP_WINDOW_DAYS = 30;
export const DAY_MS = 86_400_000;

export type VipLevel = MoneySettings['vipLevels'][number];

/** A member's valid bets (centavos staked, every game, settled or not) in [from, to). */
export async function validBetsOf(db: Db, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${gameBets.bet}), 0)` })
    .from(gameBets)
    .where(and(eq(gameBets.memberId, memberId), gte(gameBets.createdAt, from), lt(gameBets.createdAt, to)));
  return Number(row?.n ?? 0);
}

/** The level valid bets reach: the highest whose threshold (pesos) they meet. */
export function levelFor(levels: readonly VipLevel[], validBetsCentavos: number): VipLevel {
  let reached = levels[0]!;
  for (const l of levels) if (validBetsCentavos >= Math.round(l.minValidBets * 100)) reached = l;
  return reached;
}

/** The rebate of valid bets at a rate in hundredths of a percent, rounded down to the centavo. */
export const rebateOf = (validBetsCentavos: number, rateBp: number): number =>
  Math.floor((validBetsCentavos * rateBp) / 10_000);

export const rateBpOf = (level: VipLevel): number => Math.round(level.rebatePercent * 100);
