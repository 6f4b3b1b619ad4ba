import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';

/** A weak validator over the answer's JSON: weak because compression may change the bytes on the wire. */
export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an `If-None-Match` header matches `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches any). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Gives every successful GET of the listed (cacheable, `swr`) endpoints an ETag over its answer, and answers 304
 * with no body when the request's `If-None-Match` matches. It runs as an onSend hook, after registerEndpoint has
 * checked the answer against its schema and before compression (a route-level hook, so it runs last). Such
 * answers say `private, no-cache`: a browser may keep them but must revalidate, and no shared cache keeps them
 * (some vary with the host's merchant or the session).
 */
export function registerEtags(app: FastifyInstance, endpoints: readonly AnyEndpoint[]): void {
  const paths = new Set(endpoints.filter((e) => e.method === 'GET' && e.swr).map((e) => e.path));
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || !paths.has(req.routeOptions.url ?? ''))
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The public answer cache sent its stored ETag and settled If-None-Match itself (publicAnswers.ts).
    if (reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    // Some answers differ by session (announcements), so a browser cache keys them by Authorization too.
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
    if (!noneMatch(req.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-length');
    return null;
  });
}
