import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// The first screen's own calls (server/http/bootShell.ts asks the API in-process for the answers a first visit's page
// carries) are not players' requests: they are neither logged nor counted as such (docs/operators.md "Logs").
// They carry this header with a token made per process, so no request from outside can pass for one.

export const INTERNAL_HEADER = 'x-mgp-internal';
export const INTERNAL_TOKEN = randomBytes(16).toString('hex');

/** Whether the request is one of the first screen's in-process calls. */
export const isInternalCall = (req: FastifyRequest): boolean =>
  req.headers[INTERNAL_HEADER] === INTERNAL_TOKEN;

/** The balancer's health checks: answered, never logged or counted as players' requests. */
export const isHealthCheck = (url: string): boolean => url === '/readyz' || url === '/healthz';
