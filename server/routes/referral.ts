import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { getReferrals } from '../../src/api/contract/referral';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { memberProfiles, members } from '../db/schema/index';
import { sessionMember } from '../accounts/reauth';
import { registerEndpoint } from '../http/route';
import { refuseTrial } from './deposit';

/** `player42` -> `pl***2`: a friend recognises their own, nobody else learns an account name. */
export const maskAccount = (name: string) =>
  name.length <= 3 ? `${name[0]}***` : `${name.slice(0, 2)}***${name.slice(-1)}`;

/** The member's referral code and the friends who registered with it (docs/referral.md). */
export function registerReferralRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  registerEndpoint(app, getReferrals, async ({ req }) => {
    refuseTrial(req);
    const me = await sessionMember(deps, req);
    const mine = eq(memberProfiles.recommenderId, me.id);
    const [total] = await db.select({ n: count() }).from(memberProfiles).where(mine);
    const friends = await db
      .select({ username: members.username, regDate: members.regDate })
      .from(memberProfiles)
      .innerJoin(members, eq(members.id, memberProfiles.memberId))
      .where(mine)
      .orderBy(desc(members.regDate))
      .limit(100);
    return {
      code: me.username,
      friends: friends.map((f) => ({ account: maskAccount(f.username), regDate: isoDate(f.regDate) })),
      total: total?.n ?? 0,
    };
  });
}
