import { randomBytes } from 'node:crypto';
import { members } from '../db/schema/index';
import { DEMO_MERCHANT } from '../seed/accounts';
import { credit } from '../wallet/ledger';
import type { TestApp } from './app';

export interface TestPlayer {
  memberId: number;
  /** A live session token for the `Authorization` header. */
  token: string;
}

/**
 * Adds a member of merchant `demo` (a trial account, type 4, lives under its trial merchant) with a balance in
 * centavos credited through the ledger, and opens a session for it without the slow login (scrypt, JWE).
 */
export async function addPlayer(
  api: TestApp,
  opts: { type?: number; balance?: number; uplineId?: number; regDate?: Date; session?: boolean } = {},
): Promise<TestPlayer> {
  const type = opts.type ?? 0;
  const merchant = type === 4 ? api.deps.trialMerchantOf(DEMO_MERCHANT) : DEMO_MERCHANT;
  const [row] = await api.deps.db
    .insert(members)
    .values({
      merchant,
      username: `p${randomBytes(6).toString('hex')}`,
      passwordHash: 'none',
      type,
      uplineId: opts.uplineId ?? null,
      ...(opts.regDate ? { regDate: opts.regDate } : {}),
    })
    .returning({ id: members.id });
  const memberId = row!.id;
  if (opts.balance)
    await credit(api.deps.db, {
      memberId,
      amount: opts.balance,
      reason: type === 4 ? 'trial.grant' : 'test.deposit',
    });
  // `session: false` makes an account that has never signed in (no session, no sign-in record).
  return {
    memberId,
    token: opts.session === false ? '' : await api.deps.sessions.create(memberId, merchant),
  };
}
