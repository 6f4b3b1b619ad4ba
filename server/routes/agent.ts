import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getTeamKpi, listAgentNotices, readAgentNotice } from '../../src/api/contract/agent';
import { ErrorCode } from '../../src/api/contract/errors';
import { isAgentType } from '../../src/api/contract/memberTypes';
import { periodOf, teamKpi, teamKpiDays } from '../agent/team';
import { activeWhere } from '../catalogue/activeWhere';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { announcementReads } from '../db/schema/index';
import { announcements } from '../db/schema/catalogue';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { merchantTimeZone } from '../merchants/runtimeConfig';

const MAX_PERIOD_MS = 93 * 86_400_000;

/** The agent area is for agents: every type but 0, 4 and 40 (spec 02 §6). */
export function requireAgent(req: FastifyRequest): { memberId: number } {
  const s = req.session!;
  if (!isAgentType(s.type)) throw new ApiError(403, ErrorCode.functionNotAvailable, 'Agents only');
  return { memberId: s.memberId };
}

export function registerAgentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  registerEndpoint(app, getTeamKpi, async ({ query, req }) => {
    const { memberId } = requireAgent(req);
    const tz = merchantTimeZone(deps.merchants.forRequest(req));
    const period = periodOf(query.startDate, query.endDate, tz);
    if (period.to <= period.from || period.to.getTime() - period.from.getTime() > MAX_PERIOD_MS)
      throw new ApiError(400, ErrorCode.badRequest, 'A period of 1 to 92 days, endDate not before startDate');
    const now = new Date(deps.now());
    return {
      list: await teamKpiDays(db, memberId, period, tz, query.size),
      footer: await teamKpi(db, memberId, period, now),
    };
  });

  /** Live agent announcements with this member's read marks, newest first. */
  const noticesOf = async (memberId: number, now: Date) => {
    const rows = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.type, 'A'), activeWhere(announcements, now)))
      .orderBy(desc(announcements.startDate), desc(announcements.id));
    const read = rows.length
      ? await db
          .select({ id: announcementReads.announcementId })
          .from(announcementReads)
          .where(
            and(
              eq(announcementReads.memberId, memberId),
              inArray(
                announcementReads.announcementId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : [];
    const readIds = new Set(read.map((r) => r.id));
    return rows.map((r) => ({ row: r, read: readIds.has(r.id) }));
  };

  registerEndpoint(app, listAgentNotices, async ({ req }) => {
    const { memberId } = requireAgent(req);
    const language = String(req.headers.language ?? '').toUpperCase();
    const list = await noticesOf(memberId, new Date(deps.now()));
    return {
      list: list.map(({ row, read }) => ({
        id: row.id,
        ...(row.translations[language] ?? { title: row.title, content: row.content }),
        startDate: isoDate(row.startDate),
        read,
      })),
      footer: { unreadCount: list.filter((n) => !n.read).length },
    };
  });

  registerEndpoint(app, readAgentNotice, async ({ body, req }) => {
    const { memberId } = requireAgent(req);
    const now = new Date(deps.now());
    const list = await noticesOf(memberId, now);
    if (!list.some((n) => n.row.id === body.id))
      throw new ApiError(404, ErrorCode.notFound, 'No such notice');
    await db
      .insert(announcementReads)
      .values({ memberId, announcementId: body.id, readAt: now })
      .onConflictDoNothing();
    return { unreadCount: list.filter((n) => !n.read && n.row.id !== body.id).length };
  });
}
