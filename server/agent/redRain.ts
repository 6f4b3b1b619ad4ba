import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { dayIn, startOfDayIn } from '../../src/api/contract/zonedTime';
import type { Db } from '../db/client';
import { gameBets, redRainClaims, redRainWindows } from '../db/schema/index';
import type { Merchant } from '../merchants/merchantRegistry';
import { credit } from '../wallet/ledger';
import { fromWireAmount } from '../wallet/money';

// Red rain (docs/agents.md "Red rain"): daily windows of the merchant; in an open window each member who has bet
// that day grabs once a random amount within the window's range and what is left of its budget, through the ledger.

type RedRainEvent = Merchant['money']['redRain'][number];

export interface WindowToday {
  event: RedRainEvent;
  day: string;
  from: Date;
  to: Date;
}

/** Today's windows (the merchant day of `now`), in start order. */
export function windowsToday(m: Merchant, timeZone: string, now: Date): WindowToday[] {
  const day = dayIn(now, timeZone);
  const midnight = startOfDayIn(day, timeZone).getTime();
  return m.money.redRain
    .map((event) => {
      const [h, min] = event.start.split(':').map(Number) as [number, number];
      const from = new Date(midnight + (h * 60 + min) * 60_000);
      return { event, day, from, to: new Date(from.getTime() + event.minutes * 60_000) };
    })
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

/** A member may grab when it has bet during the merchant day. */
export async function betToday(db: Db, memberId: number, timeZone: string, now: Date): Promise<boolean> {
  const from = startOfDayIn(dayIn(now, timeZone), timeZone);
  const [row] = await db
    .select({ id: gameBets.id })
    .from(gameBets)
    .where(and(eq(gameBets.memberId, memberId), sql`${gameBets.createdAt} >= ${from}`))
    .limit(1);
  return row !== undefined;
}

export type GrabOutcome =
  { ok: true; amount: number; balance: number } | { ok: false; reason: 'closed' | 'claimed' | 'exhausted' };

/**
 * One grab, inside the caller's transaction: the window's row is locked, so concurrent grabs share the budget
 * exactly; the unique (window, member) claim makes a second grab impossible.
 */
export async function grab(
  tx: Db,
  w: WindowToday,
  merchant: string,
  memberId: number,
  now: Date,
  draw: (min: number, max: number) => number = (min, max) => randomInt(min, max + 1),
): Promise<GrabOutcome> {
  if (now < w.from || now >= w.to) return { ok: false, reason: 'closed' };
  await tx.insert(redRainWindows).values({ merchant, eventId: w.event.id, day: w.day }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(redRainWindows)
    .where(
      and(
        eq(redRainWindows.merchant, merchant),
        eq(redRainWindows.eventId, w.event.id),
        eq(redRainWindows.day, w.day),
      ),
    )
    .for('update');
  const [already] = await tx
    .select({ id: redRainClaims.id })
    .from(redRainClaims)
    .where(
      and(
        eq(redRainClaims.merchant, merchant),
        eq(redRainClaims.eventId, w.event.id),
        eq(redRainClaims.day, w.day),
        eq(redRainClaims.memberId, memberId),
      ),
    );
  if (already) return { ok: false, reason: 'claimed' };
  const remaining = fromWireAmount(w.event.budget) - (row?.spent ?? 0);
  const min = fromWireAmount(w.event.minAmount);
  if (remaining < min) return { ok: false, reason: 'exhausted' };
  const amount = draw(min, Math.min(fromWireAmount(w.event.maxAmount), remaining));
  await tx
    .insert(redRainClaims)
    .values({ merchant, eventId: w.event.id, day: w.day, memberId, amount, at: now });
  await tx
    .update(redRainWindows)
    .set({ spent: sql`${redRainWindows.spent} + ${amount}` })
    .where(
      and(
        eq(redRainWindows.merchant, merchant),
        eq(redRainWindows.eventId, w.event.id),
        eq(redRainWindows.day, w.day),
      ),
    );
  const { balance } = await credit(tx, {
    memberId,
    amount,
    reason: 'redrain.claim',
    reference: `redrain:${w.event.id}:${w.day}`,
  });
  return { ok: true, amount, balance };
}
