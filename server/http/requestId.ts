import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** A request id taken from a proxy: a plain token, so it cannot forge log lines. */
const GIVEN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A request's id (docs/operators.md "Logs"): its `X-Request-Id` when that is a plain token (a proxy's), else one made
 * here. Fastify's requests (`genReqId`) and the lanes' answers (laneEntries.ts) take it alike.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && GIVEN.test(given) ? given : randomUUID();
}
