import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { agentCodes, members } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from './accounts';
import { MemberType } from '../../src/api/contract/memberTypes';

/** The demo agent's affiliate (invitation) code, and an account the agent opened that must set a first password. */
export const DEMO_AFFILIATE_CODE = 'AGENT8888';
export const DEMO_FIRST_PASSWORD_ACCOUNT = { username: 'newbie', password: 'newbie1234' } as const;
/** An agent below the demo agent, so contracts have someone to be offered to (docs/agents.md). */
export const DEMO_SUB_AGENT = { username: 'subagent', password: 'subagent1234' } as const;

/**
 * Adds what issue 4 needs on top of the demo accounts; each piece only when missing, so it is safe on every
 * start and on databases seeded before it existed.
 */
export async function seedAccountExtras(db: Db): Promise<void> {
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchant, DEMO_MERCHANT),
        sql`lower(${members.username}) = ${DEMO_ACCOUNTS.agent.username}`,
      ),
    );
  if (!agent) return;
  await db
    .insert(agentCodes)
    .values({ merchant: DEMO_MERCHANT, code: DEMO_AFFILIATE_CODE, memberId: agent.id })
    .onConflictDoNothing();
  const [newbie] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchant, DEMO_MERCHANT),
        sql`lower(${members.username}) = ${DEMO_FIRST_PASSWORD_ACCOUNT.username}`,
      ),
    );
  if (!newbie)
    await db
      .insert(members)
      .values({
        merchant: DEMO_MERCHANT,
        username: DEMO_FIRST_PASSWORD_ACCOUNT.username,
        passwordHash: await hashPassword(DEMO_FIRST_PASSWORD_ACCOUNT.password),
        nickname: 'New Player',
        type: MemberType.member,
        uplineId: agent.id,
        mustChangePassword: true,
      })
      .onConflictDoNothing();
  const [sub] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchant, DEMO_MERCHANT), sql`lower(${members.username}) = ${DEMO_SUB_AGENT.username}`),
    );
  if (!sub)
    await db
      .insert(members)
      .values({
        merchant: DEMO_MERCHANT,
        username: DEMO_SUB_AGENT.username,
        passwordHash: await hashPassword(DEMO_SUB_AGENT.password),
        nickname: 'Sub Agent',
        type: 1,
        uplineId: agent.id,
      })
      .onConflictDoNothing();
}
