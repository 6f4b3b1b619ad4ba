import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';

/**
 * Failed logins per merchant and username (lower-cased), for the captcha demand after repeated failures.
 * A count older than the window starts again, so a forgotten password does not demand captchas for ever.
 */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;

const where = (merchant: string, username: string) =>
  and(eq(loginAttempts.merchant, merchant), eq(loginAttempts.usernameKey, username.toLowerCase()));

export async function failuresOf(db: Db, merchant: string, username: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures, last: loginAttempts.lastFailureAt })
    .from(loginAttempts)
    .where(where(merchant, username));
  if (!row || at.getTime() - row.last.getTime() > FAILURE_WINDOW_MS) return 0;
  return row.failures;
}

/** Counts one more failure and gives back the new count. */
export async function recordFailure(db: Db, merchant: string, username: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchant, usernameKey: username.toLowerCase(), failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: [loginAttempts.merchant, loginAttempts.usernameKey],
      set: {
        failures: sql`case when ${loginAttempts.lastFailureAt} < ${new Date(at.getTime() - FAILURE_WINDOW_MS).toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
        lastFailureAt: at,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 1;
}

export async function clearFailures(db: Db, merchant: string, username: string): Promise<void> {
  await db.delete(loginAttempts).where(where(merchant, username));
}
