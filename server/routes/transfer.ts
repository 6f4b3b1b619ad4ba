import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import { mayTransferToUpline } from '../../src/api/contract/memberTypes';
import { getTransferInfo, transferToUpline } from '../../src/api/contract/transfer';
import { guarded, sessionMember } from '../accounts/reauth';
import { verifyPassword } from '../auth/password';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { members, uplineTransfers, type MemberRow } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { lockOnce } from '../money/onceLock';
import { transferUp } from '../money/transfers';
import { balanceOf } from '../wallet/ledger';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { answeredBefore, moneyCall } from '../wallet/money-call';
import { outOfRange, refuseTrial } from './deposit';

/** Transfer to the upline agent (docs/money.md "Upline transfer"). */
export function registerTransferRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const notAllowed = () =>
    new ApiError(403, ErrorCode.functionNotAvailable, 'No upline transfer for this account');

  /** The member and their upline, if the merchant's flag, the upline and the member type allow a transfer. */
  async function parties(req: FastifyRequest): Promise<{ me: MemberRow; upline: MemberRow }> {
    refuseTrial(req);
    const merchant = deps.merchants.forRequest(req);
    if (merchant.flags.AGETRANSFERUP3 !== true) throw notAllowed();
    const me = await sessionMember(deps, req);
    if (me.uplineId === null || !mayTransferToUpline(me.type)) throw notAllowed();
    const [upline] = await db.select().from(members).where(eq(members.id, me.uplineId));
    if (!upline) throw notAllowed();
    return { me, upline };
  }
  const limitsOf = (req: FastifyRequest) => deps.merchants.forRequest(req).money.withdraw;

  registerEndpoint(app, getTransferInfo, async ({ req }) => {
    const { me, upline } = await parties(req);
    const recent = await db
      .select()
      .from(uplineTransfers)
      .where(eq(uplineTransfers.fromMemberId, me.id))
      .orderBy(desc(uplineTransfers.id))
      .limit(10);
    return {
      upline: upline.username,
      balance: toWireAmount(await balanceOf(db, me.id)),
      // Transfers share the merchant's withdrawal limits: money leaves the member's wallet either way.
      min: limitsOf(req).min,
      max: limitsOf(req).max,
      hasPaymentPassword: me.paymentPasswordHash !== null,
      recent: recent.map((r) => ({
        id: r.id,
        amount: toWireAmount(r.amount),
        createdAt: isoDate(r.createdAt),
      })),
    };
  });

  registerEndpoint(
    app,
    transferToUpline,
    async ({ body, req }) => {
      const { me, upline } = await parties(req);
      if (me.paymentPasswordHash === null)
        throw new ApiError(409, ErrorCode.paymentPasswordUnset, 'Set a payment password first');
      // A retry of a transfer this key already made is answered as it was, without a new password check.
      const before = await answeredBefore(db, req, { amount: body.amount });
      // The kept value passes the answer schema like any other (registerEndpoint checks it).
      if (before) return before.value as never;
      await guarded(
        deps,
        { bucket: `paypass:${me.id}`, limit: 5, windowMs: deps.config.accounts.loginWindowMs },
        () => verifyPassword(body.paymentPassword, me.paymentPasswordHash!),
        () =>
          new ApiError(400, ErrorCode.paymentPasswordInvalid, 'Payment password incorrect', {
            field: 'paymentPassword',
          }),
      );
      const limits = limitsOf(req);
      const amount = fromWireAmount(body.amount);
      if (amount < fromWireAmount(limits.min) || amount > fromWireAmount(limits.max))
        throw outOfRange(limits.min, limits.max);
      return moneyCall(db, req, { amount: body.amount }, async (tx) => {
        // Decided inside the transaction, under the member's lock: the upline and the member's type as they are now.
        await lockOnce(tx, 'uplineTransfer', me.id);
        const [now] = await tx.select().from(members).where(eq(members.id, me.id));
        if (!now || now.uplineId !== upline.id || !mayTransferToUpline(now.type)) throw notAllowed();
        const done = await transferUp(tx, {
          fromMemberId: me.id,
          toMemberId: upline.id,
          amount,
          now: new Date(deps.now()),
        });
        return { id: done.id, amount: body.amount, balance: toWireAmount(done.balance) };
      });
    },
    { openBody: deps.openJwe },
  );
}
