import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationCodes } from '../db/schema/index';

/** Which code: its merchant, what it is for, and who it was sent to. */
export interface CodeKey {
  merchant: string;
  /** `register` (SMS), `noLogin` (SMS: login and set password by phone), `email-reset`. */
  purpose: string;
  target: string;
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}$${code}`).digest();

/** A fresh 6-digit code. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A fresh e-mail reset code: 10 characters, easy to type from a mail. */
export const newResetCode = (): string => randomBytes(8).toString('base64url').slice(0, 10);

/**
 * Stores a new code for a key (only a salted hash) and ends any earlier live code for it, so only the last
 * code sent works.
 */
export async function issueCode(db: Db, key: CodeKey, code: string, ttlMs: number, at: Date): Promise<void> {
  const salt = randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: at })
      .where(
        and(
          eq(verificationCodes.merchant, key.merchant),
          eq(verificationCodes.purpose, key.purpose),
          eq(verificationCodes.target, key.target),
          isNull(verificationCodes.usedAt),
        ),
      );
    // Old rows are only kept a day, for the count of wrong tries.
    await tx
      .delete(verificationCodes)
      .where(lt(verificationCodes.expiresAt, new Date(at.getTime() - 86_400_000)));
    await tx.insert(verificationCodes).values({
      ...key,
      codeHash: `${salt}$${digest(salt, code).toString('base64url')}`,
      expiresAt: new Date(at.getTime() + ttlMs),
      createdAt: at,
    });
  });
}

/** The outcome of checking a code; `id` is the row to spend when the caller's work succeeds. */
export type CodeCheck = { ok: true; id: number } | { ok: false };

/** A salted hash that no code matches, compared when there is no live code, so both paths do the same work. */
const NO_CODE = { salt: 'no-live-code', hash: digest('no-live-code', 'no code matches this') };

/**
 * Checks a code without spending it: the latest live code for the key must be unexpired, under its try limit
 * and equal to `code`. The try is counted first, in the one statement that finds the code (count first, then
 * check: a burst of concurrent guesses compares at most `maxTries` of them); a right code gives its try back.
 * At `maxTries` wrong tries the code is dead. Callers spend the code with `spendCode` once their work is done
 * (set password by phone keeps the code alive when the new password is refused as equal to the old one).
 */
export async function checkCode(
  db: Db,
  key: CodeKey,
  code: string,
  maxTries: number,
  at: Date,
): Promise<CodeCheck> {
  const latest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.merchant, key.merchant),
        eq(verificationCodes.purpose, key.purpose),
        eq(verificationCodes.target, key.target),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const [row] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(
      and(
        sql`${verificationCodes.id} = (${latest})`,
        lt(verificationCodes.tries, maxTries),
        gt(verificationCodes.expiresAt, at),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  const [salt, hash] = row ? (row.codeHash.split('$') as [string, string]) : [NO_CODE.salt, ''];
  const expected = row ? Buffer.from(hash, 'base64url') : NO_CODE.hash;
  const given = digest(salt, code.trim());
  const same = expected.length === given.length && timingSafeEqual(expected, given);
  if (!row || !same) return { ok: false };
  await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} - 1` })
    .where(eq(verificationCodes.id, row.id));
  return { ok: true, id: row.id };
}

/** Spends a checked code; false when another request spent it first (then the caller must refuse). */
export async function spendCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Checks and spends in one step, for calls with nothing to do between. */
export async function consumeCode(
  db: Db,
  key: CodeKey,
  code: string,
  maxTries: number,
  at: Date,
): Promise<boolean> {
  const c = await checkCode(db, key, code, maxTries, at);
  return c.ok && (await spendCode(db, c.id, at));
}
