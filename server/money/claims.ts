import type { Db } from '../db/client';
import { missionPayouts, rebateClaims, rewardClaims } from '../db/schema/index';
import { credit } from '../wallet/ledger';
import { lockOnce } from './onceLock';

export interface RebatePeriod {
  memberId: number;
  from: Date;
  to: Date;
  validBets: number;
  rateBp: number;
  vipLevel: number;
  amount: number;
}

/**
 * Pays a rebate period: the claim row (unique per member and period start) and the `rebate.manual` credit in one
 * transaction. Answers null when the period was already claimed (nothing is paid then).
 */
export async function payRebate(
  tx: Db,
  p: RebatePeriod,
): Promise<{ claim: typeof rebateClaims.$inferSelect; balance: number } | null> {
  const [claim] = await tx
    .insert(rebateClaims)
    .values({
      memberId: p.memberId,
      fromAt: p.from,
      toAt: p.to,
      validBets: p.validBets,
      rateBp: p.rateBp,
      vipLevel: p.vipLevel,
      amount: p.amount,
      createdAt: p.to,
    })
    .onConflictDoNothing()
    .returning();
  if (!claim) return null;
  const { balance } = await credit(tx, {
    memberId: p.memberId,
    amount: p.amount,
    reason: 'rebate.manual',
    reference: `rebate:${claim.id}`,
  });
  return { claim, balance };
}

/** Pays a reward once per member and promotion (unique index); null when it was already claimed. */
export async function payReward(
  tx: Db,
  r: { memberId: number; promotionId: number; amount: number; remark: string; now: Date },
): Promise<{ balance: number } | null> {
  const [claim] = await tx
    .insert(rewardClaims)
    .values({
      memberId: r.memberId,
      promotionId: r.promotionId,
      amount: r.amount,
      remark: r.remark,
      createdAt: r.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!claim) return null;
  return credit(tx, {
    memberId: r.memberId,
    amount: r.amount,
    reason: 'reward.claim',
    reference: `reward:${claim.id}`,
  });
}

/**
 * Pays a mission's reward once per member; null when it was already paid. Under the member's mission lock, so a
 * board read and the settler paying at once queue, and the second finds the payout (the unique index stays too).
 * Meeting the target cannot be undone (bets only add up), so the caller's reading of it stands.
 */
export async function payMission(
  tx: Db,
  m: { merchant: string; missionId: string; memberId: number; amount: number; now: Date },
): Promise<{ balance: number } | null> {
  await lockOnce(tx, 'mission', m.memberId);
  const [row] = await tx
    .insert(missionPayouts)
    .values({
      merchant: m.merchant,
      missionId: m.missionId,
      memberId: m.memberId,
      amount: m.amount,
      createdAt: m.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  return credit(tx, {
    memberId: m.memberId,
    amount: m.amount,
    reason: 'mission.reward',
    reference: `mission:${row.id}`,
  });
}
