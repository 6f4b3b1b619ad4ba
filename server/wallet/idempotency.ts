import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { ApiError } from '../http/envelope';

/** What is kept of the first answer to a key. */
type StoredAnswer =
  | { ok: true; value: unknown }
  | { ok: false; status: number; errorCode: string; message: string; value?: unknown };

export interface IdempotencyScope {
  memberId: number;
  /** The client's `Idempotency-Key` header. */
  key: string;
  /** `requestHash(...)` of what the call asks for (path and body). */
  requestHash: string;
}

/** JSON with sorted keys, so two equal requests hash the same whatever their key order. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of a request's canonical JSON. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableStringify(request)).digest('hex');
}

export const duplicateRequest = () =>
  new ApiError(422, ErrorCode.duplicateRequest, 'Idempotency key reused with a different request');

/**
 * The answer already kept for a (member, key) with the same request, or undefined when the key is new, still being
 * applied, or was used for another request (then `runOnce` refuses it). Replaying it applies nothing.
 */
export async function keptAnswer(db: Db, scope: IdempotencyScope): Promise<unknown> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, scope.memberId), eq(idempotencyKeys.key, scope.key)));
  if (!row || row.status === 0 || row.requestHash !== scope.requestHash) return undefined;
  const answer = row.body as StoredAnswer;
  if (answer.ok) return answer.value;
  throw new ApiError(answer.status, answer.errorCode, answer.message, answer.value);
}

/**
 * Runs a money call once per (member, key). The key row is inserted first in the same transaction as the
 * work, so a concurrent retry on PostgreSQL waits on the row and then reads the stored answer. The first
 * answer is kept, failures included (an ApiError is stored and thrown again on replay); other errors roll
 * everything back, key included, since nothing was applied. The work's value must be plain JSON.
 */
export async function runOnce<T>(db: Db, scope: IdempotencyScope, work: (tx: Db) => Promise<T>): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<StoredAnswer> => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...scope, status: 0, body: { ok: false, status: 0, errorCode: 'pending', message: '' } })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.memberId, scope.memberId), eq(idempotencyKeys.key, scope.key));
    if (claimed.length === 0) {
      const [row] = await tx.select().from(idempotencyKeys).where(where);
      if (!row || row.requestHash !== scope.requestHash) throw duplicateRequest();
      return row.body as StoredAnswer;
    }
    let answer: StoredAnswer;
    try {
      // A savepoint, so a refused call leaves no partial writes but its refusal is still recorded.
      const value = await tx.transaction((inner) => work(inner as unknown as Db));
      answer = { ok: true, value: value === undefined ? null : value };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      answer = { ok: false, status: err.status, errorCode: err.errorCode, message: err.message };
      if (err.value !== undefined) answer.value = err.value;
    }
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.ok ? 200 : answer.status, body: answer })
      .where(where);
    return answer;
  });
  if (outcome.ok) return outcome.value as T;
  throw new ApiError(outcome.status, outcome.errorCode, outcome.message, outcome.value);
}
