import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notSession } from '../http/envelope';
import '../http/request-session';
import { keptAnswer, requestHash, runOnce } from './idempotency';

/**
 * Runs a money endpoint's work once per `Idempotency-Key` of the session's member (registerEndpoint has
 * already checked the header's shape for `idempotent: true` endpoints). The request hash covers the method,
 * the route and the validated input, so the same key with another request is refused with `request.duplicate`.
 */
export function moneyCall<T>(
  db: Db,
  req: FastifyRequest,
  input: unknown,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return runOnce(db, scopeOf(req, input), work);
}

function scopeOf(req: FastifyRequest, input: unknown) {
  if (!req.session) throw notSession();
  const key = String(req.headers['idempotency-key']);
  const hash = requestHash({ method: req.method, route: req.routeOptions.url, input });
  return { memberId: req.session.memberId, key, requestHash: hash };
}

/**
 * The kept answer of a money call this key already applied (replayed as it was: a value, or its refusal thrown),
 * or undefined. A call guarded by a payment password asks this first: a retry of an applied call moves nothing, so
 * it neither checks the password again nor counts against its limit.
 */
export async function answeredBefore(
  db: Db,
  req: FastifyRequest,
  input: unknown,
): Promise<{ value: unknown } | undefined> {
  const value = await keptAnswer(db, scopeOf(req, input));
  return value === undefined ? undefined : { value };
}
