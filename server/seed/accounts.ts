import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { members, messages } from '../db/schema/index';
import { credit } from '../wallet/ledger';
import { storedWording } from '../content/systemMessages';
import { toWireAmount } from '../wallet/money';
import { MemberType } from '../../src/api/contract/memberTypes';

/** The demo accounts of merchant `demo`, listed in the README. Passwords are for the local demo only. */
export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo1234', type: MemberType.member, balanceCentavos: 500_000 },
  agent: { username: 'agent', password: 'agent1234', type: MemberType.agent, balanceCentavos: 100_000 },
  downline: [
    { username: 'player1', password: 'player1234', type: MemberType.member, balanceCentavos: 25_000 },
    { username: 'player2', password: 'player1234', type: MemberType.member, balanceCentavos: 0 },
  ],
} as const;

export const DEMO_MERCHANT = 'demo';

/**
 * Creates the demo accounts on first start. Each account is inserted only when missing (case-insensitive),
 * in one transaction with its balance (credited through the ledger) and inbox, so a second start, or a
 * second instance starting at once, changes nothing.
 */
export async function seedAccounts(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchant, DEMO_MERCHANT), sql`lower(${members.username}) = 'demo'`));
  if (existing) return;

  const { member, agent, downline } = DEMO_ACCOUNTS;
  const hashes = new Map<string, string>();
  for (const a of [member, agent, ...downline]) hashes.set(a.username, await hashPassword(a.password));

  await db.transaction(async (tx) => {
    const add = async (
      a: { username: string; type: number; balanceCentavos: number },
      extra: { uplineId?: number; nickname?: string; mobile?: string; email?: string } = {},
    ) => {
      const [row] = await tx
        .insert(members)
        .values({
          merchant: DEMO_MERCHANT,
          username: a.username,
          passwordHash: hashes.get(a.username)!,
          nickname: extra.nickname ?? '',
          type: a.type,
          uplineId: extra.uplineId ?? null,
          mobile: extra.mobile ?? null,
          email: extra.email ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (row && a.balanceCentavos > 0)
        await credit(tx, {
          memberId: row.id,
          amount: a.balanceCentavos,
          reason: 'seed.bonus',
          reference: 'seed',
        });
      return row?.id;
    };

    const demoId = await add(member, {
      nickname: 'Demo Player',
      mobile: '09171234567',
      email: 'demo@example.com',
    });
    if (demoId !== undefined) {
      // System messages, worded in the reader's language when read (server/content/systemMessages.ts).
      const welcome = storedWording('welcome');
      const gift = { amount: toWireAmount(member.balanceCentavos) };
      const bonus = storedWording('balanceGift', gift);
      await tx.insert(messages).values([
        { memberId: demoId, kind: 'welcome', title: welcome.title, body: welcome.body, readAt: new Date() },
        { memberId: demoId, kind: 'balanceGift', values: gift, title: bonus.title, body: bonus.body },
      ]);
    }
    const agentId = await add(agent, { nickname: 'Demo Agent' });
    if (agentId !== undefined) for (const d of downline) await add(d, { uplineId: agentId });
  });
}
