import type { Db } from '../db/client';
import { members } from '../db/schema/index';

/**
 * Accounts in an upline tree, for the team tests: each joins by user name below another one (or none), on merchant
 * `demo`, and `ids` maps the names to their member ids. `t` is read at each join, so a suite can make the tree before
 * its database is open and join inside its tests.
 */
export function memberTree(t: { readonly db: Db }) {
  const ids: Record<string, number> = {};
  async function join(
    username: string,
    upline: string | null,
    opts: { type?: number; regDate?: Date } = {},
  ): Promise<number> {
    const [row] = await t.db
      .insert(members)
      .values({
        merchant: 'demo',
        username,
        passwordHash: 'x',
        type: opts.type ?? 0,
        uplineId: upline === null ? null : ids[upline]!,
        ...(opts.regDate ? { regDate: opts.regDate } : {}),
      })
      .returning({ id: members.id });
    ids[username] = row!.id;
    return row!.id;
  }
  return { ids, join };
}
