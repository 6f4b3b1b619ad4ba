import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notSession } from '../http/envelope';
import '../http/request-session';
import { requestHash, runOnce } from './idempotency';

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
  if (!req.session) throw notSession();
  const key = String(req.headers['idempotency-key']);
  const hash = requestHash({ method: req.method, route: req.routeOptions.url, input });
  return runOnce(db, { memberId: req.session.memberId, key, requestHash: hash }, work);
}
