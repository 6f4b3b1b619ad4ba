import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  decideContract,
  getDividendContracts,
  getHourContracts,
  getPendingContracts,
  getSalaryContracts,
  proposeContract,
  type ContractKind,
} from '../../src/api/contract/contracts';
import { ErrorCode } from '../../src/api/contract/errors';
import { getsContractPrompts, isAgentType } from '../../src/api/contract/memberTypes';
import { memberByUsername } from '../accounts/members';
import { contractsOf, describe, periodOfKind, settleContract } from '../agent/contracts';
import { MAX_RATE } from '../agent/formulas';
import type { ApiDeps } from '../deps';
import { agentContracts, members } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { merchantTimeZone } from '../merchants/runtimeConfig';
import { requireAgent } from './agent';

/** Agent contracts (docs/agents.md "Contracts"): the three request screens, propose, decide, and the prompt's list. */
export function registerContractRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  const tzOf = (req: FastifyRequest) => merchantTimeZone(deps.merchants.forRequest(req));

  const list = async (req: FastifyRequest, kind: ContractKind, side: 'received' | 'given') => {
    const { memberId } = requireAgent(req);
    // Types 41 and 42 get no contract information (spec 02 §6).
    if (!getsContractPrompts(req.session!.type)) return { list: [], maxRate: MAX_RATE[kind] };
    // Settle on read: every whole period of these contracts is paid before they are shown.
    const before = await contractsOf(db, memberId, kind, side);
    const tz = tzOf(req);
    let settled = 0;
    for (const c of before)
      if (c.status === 'active') {
        const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, c.id));
        if (row) settled += await settleContract(db, row, tz, now());
      }
    return { list: settled ? await contractsOf(db, memberId, kind, side) : before, maxRate: MAX_RATE[kind] };
  };
  registerEndpoint(app, getSalaryContracts, ({ query, req }) => list(req, 'salary', query.dailysalreqtype));
  registerEndpoint(app, getHourContracts, ({ query, req }) => list(req, 'hourly', query.contracthoursalreq));
  registerEndpoint(app, getDividendContracts, ({ query, req }) =>
    list(req, 'dividend', query.divtypecompperiodreq),
  );

  const invalid = (field: string, message: string) =>
    new ApiError(400, ErrorCode.fieldInvalid, message, { field });

  registerEndpoint(app, proposeContract, async ({ body, req }) => {
    const { memberId } = requireAgent(req);
    const merchant = deps.merchants.forRequest(req).code;
    const downline = await memberByUsername(db, merchant, body.downline.trim());
    if (!downline || downline.uplineId !== memberId)
      throw invalid('downline', 'Contracts are offered to agents directly below you');
    if (!isAgentType(downline.type) || !getsContractPrompts(downline.type))
      throw invalid('downline', 'This account cannot take contracts');
    if (!Number.isInteger(body.rate) || body.rate < 1 || body.rate > MAX_RATE[body.kind])
      throw invalid('rate', `rate: 1 to ${MAX_RATE[body.kind]} per mille`);
    const period = periodOfKind(body.kind, body.period);
    if (!period) throw invalid('period', `a ${body.kind} contract is not paid by the ${body.period}`);
    const [row] = await db
      .insert(agentContracts)
      .values({
        merchant,
        kind: body.kind,
        uplineId: memberId,
        downlineId: downline.id,
        rate: body.rate,
        period,
        status: 'proposed',
        proposedAt: now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new ApiError(
        409,
        ErrorCode.duplicateRequest,
        'A contract of this kind is already proposed or active',
        {
          field: 'kind',
        },
      );
    const [me] = await db.select({ u: members.username }).from(members).where(eq(members.id, memberId));
    return describe(db, row, me!.u, downline.username);
  });

  registerEndpoint(app, decideContract, async ({ body, req }) => {
    const { memberId } = requireAgent(req);
    const [row] = await db
      .update(agentContracts)
      .set({ status: body.accept ? 'active' : 'refused', decidedAt: now() })
      .where(
        and(
          eq(agentContracts.id, body.id),
          eq(agentContracts.downlineId, memberId),
          eq(agentContracts.status, 'proposed'),
        ),
      )
      .returning();
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'No such proposal waiting for you');
    const [up] = await db.select({ u: members.username }).from(members).where(eq(members.id, row.uplineId));
    const [me] = await db.select({ u: members.username }).from(members).where(eq(members.id, memberId));
    return describe(db, row, up!.u, me!.u);
  });

  registerEndpoint(app, getPendingContracts, async ({ req }) => {
    const s = req.session!;
    if (!getsContractPrompts(s.type)) return { list: [] };
    const rows = await db
      .select({ id: agentContracts.id, kind: agentContracts.kind, upline: members.username })
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.uplineId))
      .where(and(eq(agentContracts.downlineId, s.memberId), eq(agentContracts.status, 'proposed')));
    return { list: rows.map((r) => ({ ...r, kind: r.kind as ContractKind })) };
  });
}
