import type { FastifyReply } from 'fastify';
import { failures } from '../metrics/metrics';
import { ErrorCode } from '../../src/api/contract/errors';

/** A failure that becomes the envelope `{ success: false, errorCode, message }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message?: string,
    readonly value?: unknown,
  ) {
    super(message ?? errorCode);
  }
}

export const notFound = () => new ApiError(404, ErrorCode.notFound, 'Not found');
export const badRequest = (message = 'Invalid request') => new ApiError(400, ErrorCode.badRequest, message);
export const notSession = () => new ApiError(401, ErrorCode.notSession, 'Not logged in');
/** Seconds a caller is asked to wait when the database is in trouble (a restart or a failover takes a few). */
export const UNAVAILABLE_RETRY_SECONDS = 2;
export const unavailable = () =>
  new ApiError(503, ErrorCode.unavailable, 'Service unavailable, try again', {
    retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
  });

/** Sends a failure envelope. */
export function sendFailure(reply: FastifyReply, err: ApiError): FastifyReply {
  failures.inc({ code: err.errorCode, status: String(err.status) });
  const body: Record<string, unknown> = { success: false, errorCode: err.errorCode, message: err.message };
  if (err.value !== undefined) body.value = err.value;
  // A 429 or 503 that says when to come back says it in the standard header too.
  const retry = (err.value as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if ((err.status === 429 || err.status === 503) && typeof retry === 'number')
    reply.header('retry-after', String(retry));
  return reply.code(err.status).header('cache-control', 'no-store').send(body);
}
