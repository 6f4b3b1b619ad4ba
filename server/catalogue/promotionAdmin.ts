import { asc, inArray, sql } from 'drizzle-orm';
import { dayRangeIn, startOfDayIn } from '../../src/api/contract/zonedTime';
import type { Db } from '../db/client';
import { operatorActions } from '../db/schema/index';
import { promotionCategories, promotions } from '../db/schema/catalogue';
import type { Worded } from '../content/wording';
import { promoPath } from './imagePaths';

// Promotions as an operator publishes them (docs/operators.md "Promotions"): dates are the merchant's days, a
// promotion without an end runs long term, and the picture is drawn from the title until a merchant uploads one.

export interface NewPromotion {
  /** The text in each language (server/content/wording.ts); `language` is the one kept in title/content. */
  texts: Worded;
  categoryIds: number[];
  /** `YYYY-MM-DD`, the first day, in the time zone. */
  start: string;
  /** `YYYY-MM-DD`, the last day (inclusive); absent means long term. */
  end?: string | undefined;
  timeZone: string;
  operator: string;
  now: Date;
}

export type AddOutcome = { ok: true; id: number } | { ok: false; reason: string };

export async function addPromotion(db: Db, p: NewPromotion): Promise<AddOutcome> {
  if (p.end !== undefined && p.end < p.start) return { ok: false, reason: 'end is before start' };
  const known = p.categoryIds.length
    ? await db
        .select({ id: promotionCategories.id })
        .from(promotionCategories)
        .where(inArray(promotionCategories.id, p.categoryIds))
    : [];
  const missing = p.categoryIds.filter((id) => !known.some((k) => k.id === id));
  if (missing.length) return { ok: false, reason: `no such category: ${missing.join(', ')}` };
  const startDate = startOfDayIn(p.start, p.timeZone);
  const endDate = p.end ? new Date(dayRangeIn(p.end, p.timeZone).to.getTime() - 1) : startDate;
  // Ids are the catalogue's own (not a sequence): the next one, retried once if another operator took it.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [top] = await tx
          .select({
            id: sql<number>`coalesce(max(${promotions.id}), 0)::int`,
            sort: sql<number>`coalesce(max(${promotions.sort}), 0)::int`,
          })
          .from(promotions);
        const id = (top?.id ?? 0) + 1;
        await tx.insert(promotions).values({
          id,
          ...p.texts,
          categoryIds: p.categoryIds,
          images: [{ url: promoPath(id, p.texts.title), sequence: 1 }],
          startDate,
          endDate,
          noExpiry: p.end === undefined,
          sort: (top?.sort ?? 0) + 1,
        });
        await tx.insert(operatorActions).values({
          operator: p.operator,
          action: 'promotion.add',
          target: `promotion:${id}`,
          reason: p.texts.title,
          createdAt: p.now,
        });
        return { ok: true as const, id };
      });
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

/** Every promotion, in the list's order, live or not. */
export function allPromotions(db: Db) {
  return db.select().from(promotions).orderBy(asc(promotions.sort));
}
