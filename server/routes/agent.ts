import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  getAgentDividends,
  getAgentRebate,
  getRedRain,
  getTeamRebate,
  getTeamKpi,
  getTeamOverview,
  grabRedRain,
  getTeamPnl,
  listAgentNotices,
  listTeamBets,
  listTeamMembers,
  openDownlineAccount,
  readAgentNotice,
} from '../../src/api/contract/agent';
import { ErrorCode } from '../../src/api/contract/errors';
import { getsContractPrompts, isAgentType, MemberType } from '../../src/api/contract/memberTypes';
import { memberByUsername } from '../accounts/members';
import { passes, registerFields } from '../accounts/registerFields';
import { merchantEntryOf, registerSettingsOf } from '../accounts/settings';
import { checkConfirmation } from '../accounts/validateRegistration';
import { hashPassword } from '../auth/password';
import { teamBets, teamMembers, teamOverview, teamPnl } from '../agent/reports';
import { periodOf, teamKpi, teamKpiDays } from '../agent/team';
import { activeWhere } from '../catalogue/activeWhere';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import {
  agentContracts,
  announcementReads,
  contractPayouts,
  members,
  redRainClaims,
  redRainWindows,
} from '../db/schema/index';
import { rebatesOf, settleAgentRebates, teamRebateShares } from '../agent/rebates';
import { betToday, grab, windowsToday } from '../agent/redRain';
import { dayIn } from '../../src/api/contract/zonedTime';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { moneyCall } from '../wallet/money-call';
import { refuseTrial } from './deposit';
import { announcements } from '../db/schema/catalogue';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { merchantTimeZone } from '../merchants/runtimeConfig';
import { nameIn, readerOf, wordingOf } from '../content/wording';

const MAX_PERIOD_MS = 93 * 86_400_000;

/** The agent area is for agents: every type but 0, 4 and 40 (spec 02 §6). */
export function requireAgent(req: FastifyRequest): { memberId: number } {
  const s = req.session!;
  if (!isAgentType(s.type)) throw new ApiError(403, ErrorCode.functionNotAvailable, 'Agents only');
  return { memberId: s.memberId };
}

export function registerAgentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  /** The period of a report in the merchant's days: 1 to 92 of them, end not before start. */
  const periodFor = (req: FastifyRequest, q: { startDate: string; endDate: string }) => {
    const tz = merchantTimeZone(deps.merchants.forRequest(req));
    const period = periodOf(q.startDate, q.endDate, tz);
    if (period.to <= period.from || period.to.getTime() - period.from.getTime() > MAX_PERIOD_MS)
      throw new ApiError(400, ErrorCode.badRequest, 'A period of 1 to 92 days, endDate not before startDate');
    return { period, tz };
  };

  registerEndpoint(app, getTeamOverview, async ({ query, req }) => {
    const { memberId } = requireAgent(req);
    return teamOverview(db, memberId, periodFor(req, query).period, deps.teamBalances);
  });
  registerEndpoint(app, listTeamMembers, async ({ query, req }) =>
    teamMembers(db, requireAgent(req).memberId, { ...query, username: query.username.trim() }),
  );
  registerEndpoint(app, getTeamPnl, async ({ query, req }) =>
    teamPnl(db, requireAgent(req).memberId, periodFor(req, query).period, {
      ...query,
      username: query.username.trim(),
    }),
  );
  registerEndpoint(app, listTeamBets, async ({ query, req }) =>
    teamBets(db, requireAgent(req).memberId, periodFor(req, query).period, {
      ...query,
      username: query.username.trim(),
    }),
  );

  registerEndpoint(app, getTeamKpi, async ({ query, req }) => {
    const { memberId } = requireAgent(req);
    const { period, tz } = periodFor(req, query);
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
    const reader = readerOf(req, deps.merchants.forRequest(req).languages.default);
    const list = await noticesOf(memberId, new Date(deps.now()));
    return {
      list: list.map(({ row, read }) => ({
        id: row.id,
        ...wordingOf(row, reader, `announcement:${row.id}`),
        startDate: isoDate(row.startDate),
        read,
      })),
      footer: { unreadCount: list.filter((n) => !n.read).length },
    };
  });

  registerEndpoint(
    app,
    openDownlineAccount,
    async ({ body, req }) => {
      const { memberId: agentId } = requireAgent(req);
      const m = merchantEntryOf(deps, req);
      const settings = registerSettingsOf(deps, m);
      const rules = new Map(registerFields(settings).map((f) => [f.name, f]));
      const username = body.username.trim();
      const nickname = body.nickname?.trim() ?? '';
      const check = (name: 'username' | 'password' | 'nickname', value: string) => {
        const rule = rules.get(name)!;
        if (!passes(rule, value)) throw new ApiError(400, rule.message, 'Invalid field', { field: name });
      };
      check('username', username);
      check('password', body.password);
      if (nickname) check('nickname', nickname);
      checkConfirmation(body.password, body.confirmPassword);
      const taken = () =>
        new ApiError(409, ErrorCode.usernameExists, 'Username already exists', { field: 'username' });
      if (await memberByUsername(db, m.code, username)) throw taken();
      const passwordHash = await hashPassword(body.password);
      const [row] = await db
        .insert(members)
        .values({
          merchant: m.code,
          username,
          passwordHash,
          nickname,
          type: MemberType.member,
          regDate: new Date(deps.now()),
          uplineId: agentId,
          mustChangePassword: true,
        })
        .onConflictDoNothing()
        .returning({ username: members.username });
      if (!row) throw taken();
      return { userName: row.username };
    },
    { openBody: deps.openJwe },
  );

  registerEndpoint(app, getRedRain, async ({ req }) => {
    refuseTrial(req);
    const m = deps.merchants.forRequest(req);
    const tz = merchantTimeZone(m);
    const now = new Date(deps.now());
    const memberId = req.session!.memberId;
    const windows = windowsToday(m, tz, now);
    const day = dayIn(now, tz);
    const spent = await db
      .select()
      .from(redRainWindows)
      .where(and(eq(redRainWindows.merchant, m.code), eq(redRainWindows.day, day)));
    const mine = await db
      .select()
      .from(redRainClaims)
      .where(
        and(
          eq(redRainClaims.merchant, m.code),
          eq(redRainClaims.day, day),
          eq(redRainClaims.memberId, memberId),
        ),
      );
    return {
      windows: windows.map((w) => {
        const used = spent.find((s) => s.eventId === w.event.id)?.spent ?? 0;
        const claim = mine.find((c) => c.eventId === w.event.id);
        return {
          id: w.event.id,
          name: nameIn(w.event.name, readerOf(req, m.languages.default), `red-rain:${w.event.id}`),
          start: isoDate(w.from),
          end: isoDate(w.to),
          status: now < w.from ? ('upcoming' as const) : now < w.to ? ('open' as const) : ('ended' as const),
          minAmount: w.event.minAmount,
          maxAmount: w.event.maxAmount,
          remaining: toWireAmount(Math.max(0, fromWireAmount(w.event.budget) - used)),
          claimed: claim ? toWireAmount(claim.amount) : null,
        };
      }),
      eligible: await betToday(db, memberId, tz, now),
      serverTime: isoDate(now),
    };
  });

  registerEndpoint(app, grabRedRain, async ({ body, req }) => {
    refuseTrial(req);
    const m = deps.merchants.forRequest(req);
    const tz = merchantTimeZone(m);
    const memberId = req.session!.memberId;
    return moneyCall(db, req, body, async (tx) => {
      const now = new Date(deps.now());
      const w = windowsToday(m, tz, now).find((x) => x.event.id === body.id);
      if (!w) throw new ApiError(409, ErrorCode.redRainClosed, 'No such red rain today');
      if (!(await betToday(tx, memberId, tz, now)))
        throw new ApiError(409, ErrorCode.redRainNotEligible, 'Bet today to take part');
      const out = await grab(tx, w, m.code, memberId, now);
      if (!out.ok)
        throw new ApiError(
          409,
          out.reason === 'closed'
            ? ErrorCode.redRainClosed
            : out.reason === 'claimed'
              ? ErrorCode.redRainClaimed
              : ErrorCode.redRainExhausted,
          `Red rain: ${out.reason}`,
        );
      return { amount: toWireAmount(out.amount), balance: toWireAmount(out.balance) };
    });
  });

  /** A report period clamped to the whole days (yesterday at the latest): rebates are paid per whole day. */
  const wholeDays = (req: FastifyRequest, q: { startDate: string; endDate: string }) => {
    const tz = merchantTimeZone(deps.merchants.forRequest(req));
    const today = dayIn(new Date(deps.now()), tz);
    const yesterday = dayIn(new Date(deps.now()).getTime() - 86_400_000, tz);
    const endDate = q.endDate >= today ? yesterday : q.endDate;
    return { startDate: q.startDate, endDate, tz };
  };

  registerEndpoint(app, getAgentRebate, async ({ query, req }) => {
    const { memberId } = requireAgent(req);
    periodFor(req, query);
    const m = deps.merchants.forRequest(req);
    const { startDate, endDate, tz } = wholeDays(req, query);
    await settleAgentRebates(db, memberId, m, tz, new Date(deps.now()));
    const r =
      endDate < startDate
        ? { rows: [], total: 0, teamBets: 0 }
        : await rebatesOf(db, memberId, startDate, endDate);
    return {
      list: r.rows.map((x) => ({
        day: x.day,
        teamBets: toWireAmount(x.teamBets),
        rate: x.rate,
        amount: toWireAmount(x.amount),
      })),
      total: toWireAmount(r.total),
      teamBets: toWireAmount(r.teamBets),
      tiers: m.money.agentRebate,
    };
  });

  registerEndpoint(app, getTeamRebate, async ({ query, req }) => {
    const { memberId } = requireAgent(req);
    periodFor(req, query);
    const m = deps.merchants.forRequest(req);
    const { startDate, endDate, tz } = wholeDays(req, query);
    await settleAgentRebates(db, memberId, m, tz, new Date(deps.now()));
    if (endDate < startDate) return { list: [], rebateTotal: 0, pageNum: query.pageNo, totalPages: 1 };
    const r = await rebatesOf(db, memberId, startDate, endDate);
    const shares = await teamRebateShares(
      db,
      memberId,
      periodOf(startDate, endDate, tz),
      r.total,
      r.teamBets,
      query,
    );
    return {
      list: shares.rows.map((s) => ({
        username: s.username,
        bets: toWireAmount(s.bets),
        share: toWireAmount(s.share),
      })),
      rebateTotal: toWireAmount(r.total),
      pageNum: query.pageNo,
      totalPages: Math.max(1, Math.ceil(shares.total / query.pageSize)),
    };
  });

  registerEndpoint(app, getAgentDividends, async ({ query, req }) => {
    const { memberId } = requireAgent(req);
    const m = deps.merchants.forRequest(req);
    if (m.flags.DIVIDEND !== true || !getsContractPrompts(req.session!.type))
      throw new ApiError(403, ErrorCode.functionNotAvailable, 'No dividends');
    const { period } = periodFor(req, query);
    const rows = await db
      .select({ p: contractPayouts, c: agentContracts, upline: members.username })
      .from(contractPayouts)
      .innerJoin(agentContracts, eq(agentContracts.id, contractPayouts.contractId))
      .innerJoin(members, eq(members.id, agentContracts.uplineId))
      .where(
        and(
          eq(agentContracts.downlineId, memberId),
          eq(agentContracts.kind, 'dividend'),
          sql`${contractPayouts.paidAt} >= ${period.from} and ${contractPayouts.paidAt} < ${period.to}`,
        ),
      )
      .orderBy(desc(contractPayouts.periodKey))
      .limit(100);
    return {
      list: rows.map(({ p, c, upline }) => ({
        periodKey: p.periodKey,
        period: c.period,
        upline,
        rate: c.rate,
        bets: toWireAmount(p.bets),
        wins: toWireAmount(p.wins),
        amount: toWireAmount(p.amount),
        paidAt: isoDate(p.paidAt),
      })),
      total: toWireAmount(rows.reduce((a, r) => a + r.p.amount, 0)),
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
