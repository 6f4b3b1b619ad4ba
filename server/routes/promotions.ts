import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { getPromotion, listPromotionCategories, listPromotions } from '../../src/api/contract/promotions';
import type { ApiDeps } from '../deps';
import { activeWhere } from '../catalogue/activeWhere';
import { toPromotion } from '../catalogue/toPromotion';
import { promotionCategories, promotions } from '../db/schema/catalogue';
import { notFound } from '../http/envelope';
import { registerEndpoint } from '../http/route';

/** Live promotions (all, or of one category), one promotion's detail, and the category tab bar. */
export function registerPromotionRoutes(app: FastifyInstance, deps: Pick<ApiDeps, 'db' | 'merchants'>): void {
  const { db } = deps;
  const cdnOf = (req: Parameters<ApiDeps['merchants']['forRequest']>[0]) =>
    deps.merchants.forRequest(req).imageCdns[0]!;

  registerEndpoint(app, listPromotions, async ({ query, req }) => {
    const rows = await db
      .select()
      .from(promotions)
      .where(activeWhere(promotions, new Date()))
      .orderBy(asc(promotions.sort));
    const cdn = cdnOf(req);
    return rows
      .filter((p) => query.categoryId === undefined || p.categoryIds.includes(query.categoryId))
      .map((p) => toPromotion(p, cdn));
  });

  registerEndpoint(app, getPromotion, async ({ query, req }) => {
    const [row] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, query.id), activeWhere(promotions, new Date())));
    if (!row) throw notFound();
    return toPromotion(row, cdnOf(req));
  });

  registerEndpoint(app, listPromotionCategories, async () =>
    (await db.select().from(promotionCategories).orderBy(asc(promotionCategories.sort))).map((c) => ({
      id: c.id,
      title: c.title,
    })),
  );
}
