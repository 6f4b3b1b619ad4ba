import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  getPromotion,
  listPromotionCategories,
  listPromotions,
  type Promotion,
} from '../../src/api/contract/promotions';
import type { ApiDeps } from '../deps';
import { activeWhere } from '../catalogue/activeWhere';
import { toPromotion } from '../catalogue/toPromotion';
import { promotionCategories, promotions } from '../db/schema/catalogue';
import { notFound } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { readerOf, wordingOf } from '../content/wording';

/** Live promotions (all, or of one category), one promotion's detail, and the category tab bar. */
export function registerPromotionRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'db' | 'merchants'>): void {
  const { db } = deps;
  type Req = Parameters<ApiDeps['merchants']['forRequest']>[0];
  /** The promotion as the wire's, with where a member acts on it when the merchant offers that. */
  const withClaim = (req: Req, query: { language?: string | undefined }) => {
    const m = deps.merchants.forRequest(req);
    const cdn = m.imageCdns[0]!;
    const reader = readerOf(req, m.languages.default, query);
    return (p: typeof promotions.$inferSelect): Promotion => {
      const out = toPromotion(p, cdn, reader);
      if (m.flags.REWCEN3 === true && m.money.rewards.some((r) => r.promotionId === p.id))
        return { ...out, claim: 'reward' };
      if (m.flags.MISSION === true && m.money.missions.some((x) => x.promotionId === p.id))
        return { ...out, claim: 'mission' };
      return out;
    };
  };

  registerEndpoint(app, listPromotions, async ({ query, req }) => {
    const rows = await db
      .select()
      .from(promotions)
      .where(activeWhere(promotions, new Date()))
      .orderBy(asc(promotions.sort));
    return rows
      .filter((p) => query.categoryId === undefined || p.categoryIds.includes(query.categoryId))
      .map(withClaim(req, query));
  });

  registerEndpoint(app, getPromotion, async ({ query, req }) => {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, query.id), activeWhere(promotions, new Date())));
    if (!row) throw notFound();
    return withClaim(req, query)(row);
  });

  registerEndpoint(app, listPromotionCategories, async ({ query, req }) => {
    const reader = readerOf(req, deps.merchants.forRequest(req).languages.default, query);
    return (await db.select().from(promotionCategories).orderBy(asc(promotionCategories.sort))).map((c) => ({
      id: c.id,
      title: wordingOf({ ...c, content: '' }, reader, `promotion-category:${c.id}`).title,
    }));
  });
}
