import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';

/**
 * Failed logins per merchant and username (lower-cased), for the captcha demand after repeated failures.
 * A count older than the window starts again, so a forgotten password does not demand captchas for ever.
 */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

const where = (merchant: string, username: string) =>
  and(eq(loginAttempts.merchant, merchant), eq(loginAttempts.usernameKey, username.toLowerCase()));

/** One login attempt counted as a failure before it is checked; `count` includes it. */
export interface CountedFailure {
  count: number;
  /** Gives the count back (the attempt was refused unchecked). */
  release(): Promise<void>;
}

/**
 * Counts one attempt as a failure before the credential is checked (one atomic upsert that returns the new
 * count), so concurrent attempts each see the ones before them. A success clears the row; an attempt refused
 * unchecked (no captcha) releases its count.
 */
export async function reserveFailure(
  db: Db,
  merchant: string,
  username: string,
  at: Date,
): Promise<CountedFailure> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchant, usernameKey: username.toLowerCase(), failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: [loginAttempts.merchant, loginAttempts.usernameKey],
      set: {
        failures: sql`case when ${loginAttempts.lastFailureAt} < ${new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
        lastFailureAt: sql`greatest(${loginAttempts.lastFailureAt}, ${at.toISOString()}::timestamptz)`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  let released = false;
  return {
    count: row?.failures ?? 1,
    async release() {
      if (released) return;
      released = true;
      await db
        .update(loginAttempts)
        .set({ failures: sql`${loginAttempts.failures} - 1` })
        .where(and(where(merchant, username), gt(loginAttempts.failures, 0)));
    },
  };
}

export async function clearFailures(db: Db, merchant: string, username: string): Promise<void> {
  await db.delete(loginAttempts).where(where(merchant, username));
}
