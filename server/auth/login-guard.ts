import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';

/** Failed logins per merchant and username (lower-cased), for the captcha demand after repeated failures. */
const where = (merchant: string, username: string) =>
  and(eq(loginAttempts.merchant, merchant), eq(loginAttempts.usernameKey, username.toLowerCase()));

export async function failuresOf(db: Db, merchant: string, username: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(where(merchant, username));
  return row?.failures ?? 0;
}

/** Counts one more failure and gives back the new count. */
export async function recordFailure(db: Db, merchant: string, username: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ merchant, usernameKey: username.toLowerCase(), failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: [loginAttempts.merchant, loginAttempts.usernameKey],
      set: { failures: sql`${loginAttempts.failures} + 1`, lastFailureAt: at },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 1;
}

export async function clearFailures(db: Db, merchant: string, username: string): Promise<void> {
  await db.delete(loginAttempts).where(where(merchant, username));
}
