import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema/index';
import { ApiError } from '../http/envelope';

/** A fixed-window limit: at most `limit` hits per `windowMs` for one bucket. */
export interface Limit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** How a bucket stands: `over` when it has reached its limit; `retryAfterMs` until its window ends. */
export interface LimitState {
  over: boolean;
  retryAfterMs: number;
  /** Hits counted in the current window. */
  hits: number;
}

function state(hits: number, windowStart: Date, l: Limit, at: Date): LimitState {
  const elapsed = at.getTime() - windowStart.getTime();
  if (elapsed >= l.windowMs) return { over: false, retryAfterMs: 0, hits: 0 };
  return { over: hits >= l.limit, retryAfterMs: l.windowMs - elapsed, hits };
}

/**
 * Reads a bucket without counting. Only for showing what is left (the trial count); a limit that guards work
 * counts with `reserve` before it evaluates anything (docs/security.md "Count first, then check").
 */
export async function peekLimit(db: Db, l: Limit, at: Date): Promise<LimitState> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.bucket, l.bucket));
  return row ? state(row.hits, row.windowStart, l, at) : { over: false, retryAfterMs: 0, hits: 0 };
}

/** One attempt counted before it is evaluated. */
export interface Attempt extends LimitState {
  /**
   * Gives the count back, in the same window only: for an attempt refused unevaluated (over a limit, a missing
   * captcha), or one that succeeded where only failures count.
   */
  release(): Promise<void>;
}

/**
 * Counts one attempt, atomically (one upsert that increments and returns the new count, so concurrent requests
 * on any instance count exactly), and tells whether it went past the limit. Over the limit, the caller refuses
 * without evaluating anything; the attempt stays counted until the caller releases it.
 */
export async function reserve(db: Db, l: Limit, at: Date): Promise<Attempt> {
  const windowOpen = new Date(at.getTime() - l.windowMs).toISOString();
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket: l.bucket, hits: 1, windowStart: at })
    .onConflictDoUpdate({
      target: rateCounters.bucket,
      set: {
        hits: sql`case when ${rateCounters.windowStart} <= ${windowOpen}::timestamptz then 1 else ${rateCounters.hits} + 1 end`,
        windowStart: sql`case when ${rateCounters.windowStart} <= ${windowOpen}::timestamptz then ${at.toISOString()}::timestamptz else ${rateCounters.windowStart} end`,
      },
    })
    .returning();
  const windowStart = row?.windowStart ?? at;
  let released = false;
  return {
    // The attempt that reaches the limit is still allowed; the next one is over.
    over: (row?.hits ?? 0) > l.limit,
    retryAfterMs: l.windowMs - (at.getTime() - windowStart.getTime()),
    hits: row?.hits ?? 0,
    async release() {
      if (released) return;
      released = true;
      await db
        .update(rateCounters)
        .set({ hits: sql`${rateCounters.hits} - 1` })
        .where(
          and(
            eq(rateCounters.bucket, l.bucket),
            eq(rateCounters.windowStart, windowStart),
            gt(rateCounters.hits, 0),
          ),
        );
    },
  };
}

/**
 * Counts one attempt in every limit at once; when any is over, gives every count back and throws `refuse` with
 * the longest wait, so a refused request counts against nothing.
 */
export async function reserveAll(
  db: Db,
  limits: readonly Limit[],
  at: Date,
  refuse: (retryAfterMs: number) => ApiError,
): Promise<Attempt[]> {
  const attempts = await Promise.all(limits.map((l) => reserve(db, l, at)));
  const over = attempts.filter((a) => a.over);
  if (over.length === 0) return attempts;
  await Promise.all(attempts.map((a) => a.release()));
  throw refuse(Math.max(...over.map((a) => a.retryAfterMs)));
}

/** Counts one hit whatever its outcome (a send, a request): `reserve` without the release. */
export async function hitLimit(db: Db, l: Limit, at: Date): Promise<LimitState> {
  const { over, retryAfterMs, hits } = await reserve(db, l, at);
  return { over, retryAfterMs, hits };
}

/** Forgets a bucket (a successful login clears its account's failures). */
export async function clearLimit(db: Db, bucket: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.bucket, bucket));
}

/** The 429 answer: an error code, `value: { retryAfterSeconds }` (the route adds the Retry-After header). */
export function tooMany(code: string, retryAfterMs: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, code, 'Too many requests, try again later', { retryAfterSeconds });
}
