import { eq, sql } from 'drizzle-orm';
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

/** Reads a bucket without counting: the login limits count only failures, but refuse before evaluating. */
export async function peekLimit(db: Db, l: Limit, at: Date): Promise<LimitState> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.bucket, l.bucket));
  return row ? state(row.hits, row.windowStart, l, at) : { over: false, retryAfterMs: 0, hits: 0 };
}

/**
 * Counts one hit, atomically (one upsert, so concurrent requests on any instance count exactly), and tells
 * whether this hit went past the limit.
 */
export async function hitLimit(db: Db, l: Limit, at: Date): Promise<LimitState> {
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
  if (!row) return { over: false, retryAfterMs: 0, hits: 0 };
  // The hit that reaches the limit is still allowed; the next one is over.
  return {
    over: row.hits > l.limit,
    retryAfterMs: l.windowMs - (at.getTime() - row.windowStart.getTime()),
    hits: row.hits,
  };
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
