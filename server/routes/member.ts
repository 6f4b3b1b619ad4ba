import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getMemberInfo, getUnreadCount } from '../../src/api/contract/member';
import { members, messages } from '../db/schema/index';
import type { ApiDeps } from '../deps';
import { notSession } from '../http/envelope';
import { MemberType } from '../../src/api/contract/memberTypes';
import { bonusEligible } from '../money/deposits';
import { registerEndpoint } from '../http/route';
import { headIconOf } from '../accounts/headIcons';

/** `09171234567` -> `0917****567`: enough for the owner to recognise, too little to use. */
export function maskMobile(mobile: string): string {
  return mobile.length <= 7 ? '****' : `${mobile.slice(0, 4)}****${mobile.slice(-3)}`;
}

/** `demo@example.com` -> `d***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

/** Member info and the unread message count; both need a session. */
export function registerMemberRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerEndpoint(app, getMemberInfo, async ({ req }) => {
    const [m] = await deps.db.select().from(members).where(eq(members.id, req.session!.memberId));
    if (!m) throw notSession();
    return {
      id: m.id,
      account: m.username,
      userName: m.username,
      nickname: m.nickname,
      type: m.type,
      regDate: m.regDate.getTime(),
      toUpline: m.uplineId !== null,
      vipLevel: m.vipLevel,
      mobile: m.mobile ? maskMobile(m.mobile) : null,
      email: m.email ? maskEmail(m.email) : null,
      firstTimeLogin: m.mustChangePassword,
      firstDepositBonus:
        m.type !== MemberType.trial &&
        deps.merchants.forRequest(req).money.deposit.firstDepositBonus > 0 &&
        (await bonusEligible(deps.db, m.id)),
      headIcon: headIconOf(m.merchant, m.headIcon),
    };
  });

  registerEndpoint(app, getUnreadCount, async ({ req }) => {
    const [row] = await deps.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.memberId, req.session!.memberId), isNull(messages.readAt)));
    return row?.n ?? 0;
  });
}
