import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { listAnnouncements, listNotices, type Announcement } from '../../src/api/contract/announcements';
import type { ApiDeps } from '../deps';
import { activeWhere } from '../catalogue/activeWhere';
import { cdnUrl } from '../catalogue/imagePaths';
import { isoDate } from '../catalogue/isoDate';
import { toPromotion } from '../catalogue/toPromotion';
import { announcements, promotions } from '../db/schema/catalogue';
import { registerEndpoint } from '../http/route';

type Row = typeof announcements.$inferSelect;

/** The language asked for: the query's `language`, else the `Language` header (`TY`, `EN`). */
function languageOf(query: { language?: string | undefined }, req: FastifyRequest): string {
  return (query.language ?? String(req.headers.language ?? '')).toUpperCase();
}

/** The row in the asked language: its translation when the merchant wrote one, else its default wording. */
function wordingOf(a: Row, language: string): { title: string; content: string } {
  return a.translations[language] ?? { title: a.title, content: a.content };
}

const toAnnouncement = (a: Row, cdn: string, language: string): Announcement => ({
  id: a.id,
  ...wordingOf(a, language),
  startDate: isoDate(a.startDate),
  endDate: isoDate(a.endDate),
  noExpiry: a.noExpiry ? 1 : 0,
  announcementImages: a.images.map((i) => ({ url: cdnUrl(cdn, i.url), sequence: i.sequence })),
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
    const cdn = deps.merchants.forRequest(req).imageCdns[0]!;
    const language = languageOf(query, req);
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
        title: wordingOf(b, language).title,
        url: cdnUrl(cdn, b.images[0]?.url ?? ''),
        linkUrl: b.url,
      })),
      player: of('PL').map((a) => toAnnouncement(a, cdn, language)),
      popup: of('PU').map((p) => ({
        id: p.id,
        ...wordingOf(p, language),
        promotionType: p.promotionType ?? '',
        execution: (p.execution ?? 'B') as 'A' | 'B' | 'F',
      })),
      hot: of('H').map((a) => toAnnouncement(a, cdn, language)),
      promotion: promos.map((p) => toPromotion(p, cdn)),
      footer: { unreadCount: of('A').length },
    };
  });

  registerEndpoint(app, listNotices, async ({ query, req }) => {
    const language = languageOf(query, req);
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
      ...wordingOf(n, language),
      startDate: isoDate(n.startDate),
    }));
  });
}
