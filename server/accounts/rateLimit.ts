import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { countLimitRefusal } from '../metrics/metrics';

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

/**
 * How long a counted attempt may stay unsettled: longer than any check takes (a login's longest hold is 8 s). An
 * instance killed mid-check leaves its attempts counted; past this they stop counting, so a player's retry after a
 * crash waits at most this long, not the limit's whole window.
 */
export const IN_FLIGHT_STALE_MS = 15_000;

/** One attempt counted before it is evaluated. */
export interface Attempt extends LimitState {
  /** The check failed: the attempt stays counted, as a failure. */
  settle(): Promise<void>;
  /**
   * Gives the count back, in the same window only: for an attempt refused unevaluated (over a limit, a missing
   * captcha), or one that succeeded where only failures count.
   */
  release(): Promise<void>;
}

/** One atomic upsert: a hit (and, for a check still to run, one in flight), stale in-flight ones reclaimed. */
async function count(db: Db, l: Limit, at: Date, inFlight: 0 | 1) {
  const windowOpen = new Date(at.getTime() - l.windowMs).toISOString();
  const staleBefore = new Date(at.getTime() - IN_FLIGHT_STALE_MS).toISOString();
  const expired = sql`${rateCounters.windowStart} <= ${windowOpen}::timestamptz`;
  const stale = sql`(${rateCounters.inFlight} > 0 and ${rateCounters.inFlightAt} <= ${staleBefore}::timestamptz)`;
  const [row] = await db
    .insert(rateCounters)
    .values({ bucket: l.bucket, hits: 1, windowStart: at, inFlight, inFlightAt: inFlight ? at : null })
    .onConflictDoUpdate({
      target: rateCounters.bucket,
      set: {
        hits: sql`case when ${expired} then 1 when ${stale} then ${rateCounters.hits} - ${rateCounters.inFlight} + 1 else ${rateCounters.hits} + 1 end`,
        inFlight: sql`case when ${expired} or ${stale} then ${inFlight}::int else ${rateCounters.inFlight} + ${inFlight}::int end`,
        inFlightAt: inFlight ? sql`${at.toISOString()}::timestamptz` : sql`${rateCounters.inFlightAt}`,
        windowStart: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${rateCounters.windowStart} end`,
      },
    })
    .returning();
  const hits = row?.hits ?? 0;
  const windowStart = row?.windowStart ?? at;
  const windowLeft = l.windowMs - (at.getTime() - windowStart.getTime());
  // Over because of others still being checked: a slot frees when they end, at the latest once they go stale.
  const othersInFlight = (row?.inFlight ?? 0) - inFlight > 0;
  // The attempt that reaches the limit is still allowed; the next one is over.
  const over = hits > l.limit;
  if (over) countLimitRefusal(l.bucket);
  return {
    over,
    retryAfterMs: othersInFlight ? Math.min(windowLeft, IN_FLIGHT_STALE_MS) : windowLeft,
    hits,
    windowStart,
  };
}

/** Takes back a hit and/or an attempt in flight, in the window they were counted in only. */
async function uncount(db: Db, bucket: string, windowStart: Date, what: { hit: boolean; inFlight: boolean }) {
  await db
    .update(rateCounters)
    .set({
      ...(what.inFlight ? { inFlight: sql`greatest(${rateCounters.inFlight} - 1, 0)` } : {}),
      ...(what.hit ? { hits: sql`greatest(${rateCounters.hits} - 1, 0)` } : {}),
    })
    .where(and(eq(rateCounters.bucket, bucket), eq(rateCounters.windowStart, windowStart)));
}

/**
 * Counts one attempt before it is evaluated, atomically (one upsert that increments and returns the new count, so
 * concurrent requests on any instance count exactly), and tells whether it went past the limit. Over the limit, the
 * caller refuses without evaluating anything, and releases the attempt; otherwise it settles it (a failure) or
 * releases it (a success, where only failures count).
 */
export async function reserve(db: Db, l: Limit, at: Date): Promise<Attempt> {
  const { windowStart, ...state } = await count(db, l, at, 1);
  let ended = false;
  const end = async (giveBack: boolean) => {
    if (ended) return;
    ended = true;
    await uncount(db, l.bucket, windowStart, { hit: giveBack, inFlight: true });
  };
  return { ...state, settle: () => end(false), release: () => end(true) };
}

/**
 * Counts one request in every limit at once; when any is over, gives every count back and throws `refuse` with the
 * longest wait, so a refused request counts against nothing. For limits on requests (sends, sign-ups), whose count
 * stays whatever happens next.
 */
export async function reserveAll(
  db: Db,
  limits: readonly Limit[],
  at: Date,
  refuse: (retryAfterMs: number) => ApiError,
): Promise<void> {
  const counted = await Promise.all(limits.map((l) => count(db, l, at, 0)));
  const over = counted.filter((c) => c.over);
  if (over.length === 0) return;
  await Promise.all(
    limits.map((l, i) => uncount(db, l.bucket, counted[i]!.windowStart, { hit: true, inFlight: false })),
  );
  throw refuse(Math.max(...over.map((c) => c.retryAfterMs)));
}

/** Counts one hit whatever its outcome (a send, a request). */
export async function hitLimit(db: Db, l: Limit, at: Date): Promise<LimitState> {
  const { over, retryAfterMs, hits } = await count(db, l, at, 0);
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
