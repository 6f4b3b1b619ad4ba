import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { listAnnouncements, listNotices, type Announcement } from '../../src/api/contract/announcements';
import type { ApiDeps } from '../deps';
import { activeWhere } from '../catalogue/activeWhere';
import { cdnUrl } from '../catalogue/imagePaths';
import { isoDate } from '../catalogue/isoDate';
import { toPromotion } from '../catalogue/toPromotion';
import { announcements, promotions } from '../db/schema/catalogue';
import { registerEndpoint } from '../http/route';
import { imagesOf, readerOf, wordingOf, type Reader } from '../content/wording';

type Row = typeof announcements.$inferSelect;

const toAnnouncement = (a: Row, cdn: string, reader: Reader): Announcement => ({
  id: a.id,
  ...wordingOf(a, reader, `announcement:${a.id}`),
  startDate: isoDate(a.startDate),
  endDate: isoDate(a.endDate),
  noExpiry: a.noExpiry ? 1 : 0,
  announcementImages: imagesOf(a, reader).map((i) => ({ url: cdnUrl(cdn, i.url), sequence: i.sequence })),
});

/**
 * Announcements by content type (spec 02 §3) and the notice list. Guests may call both; `token` is ignored.
 * Until per-member read state exists, footer.unreadCount is the number of live agent (A) announcements.
 */
export function registerAnnouncementRoutes(
  app: FastifyInstance,
  deps: Pick<ApiDeps, 'db' | 'merchants'>,
): void {
  const { db } = deps;

  registerEndpoint(app, listAnnouncements, async ({ query, req }) => {
    const m = deps.merchants.forRequest(req);
    const cdn = m.imageCdns[0]!;
    const reader = readerOf(req, m.languages.default, query);
    const types = new Set(query.types);
    const now = new Date();
    const rows = await db
      .select()
      .from(announcements)
      .where(
        and(
          inArray(announcements.type, [...types]),
          eq(announcements.groupName, query.groupName ?? 'm_home'),
          activeWhere(announcements, now),
        ),
      )
      .orderBy(asc(announcements.sort), asc(announcements.id));
    const of = (t: string) => rows.filter((r) => r.type === t);
    const promos = types.has('PR')
      ? await db.select().from(promotions).where(activeWhere(promotions, now)).orderBy(asc(promotions.sort))
      : [];
    return {
      banners: of('B').map((b) => ({
        id: b.id,
        title: wordingOf(b, reader, `announcement:${b.id}`).title,
        url: cdnUrl(cdn, imagesOf(b, reader)[0]?.url ?? ''),
        linkUrl: b.url,
      })),
      player: of('PL').map((a) => toAnnouncement(a, cdn, reader)),
      popup: of('PU').map((p) => ({
        id: p.id,
        ...wordingOf(p, reader, `announcement:${p.id}`),
        promotionType: p.promotionType ?? '',
        execution: (p.execution ?? 'B') as 'A' | 'B' | 'F',
      })),
      hot: of('H').map((a) => toAnnouncement(a, cdn, reader)),
      promotion: promos.map((p) => toPromotion(p, cdn, reader)),
      footer: { unreadCount: of('A').length },
    };
  });

  registerEndpoint(app, listNotices, async ({ query, req }) => {
    const reader = readerOf(req, deps.merchants.forRequest(req).languages.default, query);
    const rows = await db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.type, query.types ?? 'PL'),
          eq(announcements.groupName, 'm_home'),
          activeWhere(announcements, new Date()),
        ),
      )
      .orderBy(desc(announcements.startDate), desc(announcements.id));
    return rows.map((n) => ({
      id: n.id,
      ...wordingOf(n, reader, `announcement:${n.id}`),
      startDate: isoDate(n.startDate),
    }));
  });
}
