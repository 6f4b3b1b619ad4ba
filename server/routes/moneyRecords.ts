import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listDeposits } from '../../src/api/contract/deposit';
import { ErrorCode } from '../../src/api/contract/errors';
import { isAgentType } from '../../src/api/contract/memberTypes';
import { listAccountEntries, listWithdrawals } from '../../src/api/contract/withdraw';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { deposits, ledgerEntries, members, withdrawals } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { expireDueDeposits } from '../money/deposits';
import { toWireAmount } from '../wallet/money';
import { depositWire } from './deposit';
import { withdrawalWire } from './withdraw';

const WEEK_MS = 7 * 86_400_000;
const centavos = (v: string | number | null | undefined) => Number(v ?? 0);
const pages = (n: number, size: number) => Math.ceil(n / size);

/**
 * The money records (docs/money.md "Records"): load (deposits), withdraw and account (ledger) records, each over
 * a range (`from` inclusive, `to` exclusive, the last 7 days without them), newest first, paged, with the totals of
 * the whole range. The account record's agent view (`types=A`) lists the entries of the agent's direct downline.
 */
export function registerMoneyRecordRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const inRange = (column: AnyPgColumn, q: { from?: Date | undefined; to?: Date | undefined }): SQL => {
    const to = q.to ?? new Date(deps.now() + 1);
    const from = q.from ?? new Date(to.getTime() - WEEK_MS);
    return and(gte(column, from), lt(column, to))!;
  };

  registerEndpoint(app, listDeposits, async ({ query, req }) => {
    const memberId = req.session!.memberId;
    await expireDueDeposits(db, new Date(deps.now()), memberId);
    const where = and(eq(deposits.memberId, memberId), inRange(deposits.createdAt, query));
    const [totals] = await db
      .select({
        n: count(),
        paid: sql<string>`coalesce(sum(case when ${deposits.status} = 'paid' then ${deposits.amount} else 0 end), 0)`,
        bonus: sum(deposits.bonus),
      })
      .from(deposits)
      .where(where);
    const rows = await db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const merchant = deps.merchants.byCode(deps.merchantOf(req));
    return {
      list: rows.map((r) => depositWire(r, merchant)),
      pageNum: query.pageNo,
      totalPages: pages(totals?.n ?? 0, query.pageSize),
      totals: {
        count: totals?.n ?? 0,
        paid: toWireAmount(centavos(totals?.paid)),
        bonus: toWireAmount(centavos(totals?.bonus)),
      },
    };
  });

  registerEndpoint(app, listWithdrawals, async ({ query, req }) => {
    const memberId = req.session!.memberId;
    const where = and(eq(withdrawals.memberId, memberId), inRange(withdrawals.requestedAt, query));
    const sumOf = (status: string) =>
      sql<string>`coalesce(sum(case when ${withdrawals.status} = ${status} then ${withdrawals.amount} else 0 end), 0)`;
    const [totals] = await db
      .select({ n: count(), paid: sumOf('paid'), pending: sumOf('pending') })
      .from(withdrawals)
      .where(where);
    const rows = await db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const merchant = deps.merchants.byCode(deps.merchantOf(req));
    return {
      list: rows.map((r) => withdrawalWire(r, merchant)),
      pageNum: query.pageNo,
      totalPages: pages(totals?.n ?? 0, query.pageSize),
      totals: {
        count: totals?.n ?? 0,
        paid: toWireAmount(centavos(totals?.paid)),
        pending: toWireAmount(centavos(totals?.pending)),
      },
    };
  });

  registerEndpoint(app, listAccountEntries, async ({ query, req }) => {
    const session = req.session!;
    let whose: SQL;
    if (query.types === 'A') {
      if (!isAgentType(session.type))
        throw new ApiError(403, ErrorCode.functionNotAvailable, 'The agent view is for agents');
      const downline = db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.uplineId, session.memberId));
      whose = inArray(ledgerEntries.memberId, downline);
    } else {
      whose = eq(ledgerEntries.memberId, session.memberId);
    }
    const where = and(whose, inRange(ledgerEntries.createdAt, query));
    const [totals] = await db
      .select({
        n: count(),
        in: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)`,
        out: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)`,
      })
      .from(ledgerEntries)
      .where(where);
    const rows = await db
      .select({ entry: ledgerEntries, account: members.username })
      .from(ledgerEntries)
      .innerJoin(members, eq(members.id, ledgerEntries.memberId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return {
      list: rows.map(({ entry, account }) => ({
        id: entry.id,
        time: isoDate(entry.createdAt),
        kind: entry.reason,
        amount: toWireAmount(entry.amount),
        balanceAfter: toWireAmount(entry.balanceAfter),
        account,
      })),
      pageNum: query.pageNo,
      totalPages: pages(totals?.n ?? 0, query.pageSize),
      totals: {
        count: totals?.n ?? 0,
        in: toWireAmount(centavos(totals?.in)),
        out: toWireAmount(centavos(totals?.out)),
      },
    };
  });
}
