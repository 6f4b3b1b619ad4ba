import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { requestIdOf } from './requestId';
import type { AnswerEncoding } from './publicAnswers';

// What the fast lane (fastLane.ts) and the private lane (privateLane.ts) share: which of Fastify's headers they
// replay, when an answer may be replayed at all, and their bounded store.

/** The headers Fastify had on an answer when it went out (`reply.getHeaders()`). */
export type SentHeaders = Record<string, string | number | string[] | undefined>;

/**
 * Headers never replayed: the ones the HTTP server writes for each answer itself, and the request id, which is each
 * request's own (a replay that carried the kept answer's id would point a player's report at someone else's request).
 */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/**
 * What names a request's merchant and scheme as Fastify reads them: its `Host` and, under TRUST_PROXY, a proxy's
 * `X-Forwarded-Host`, `X-Forwarded-Proto` and `Forwarded`, verbatim. Each lane's key starts with it, so a request
 * through a proxy is sent only what Fastify sent for the same ones; the kept first screen's key too (bootShell.ts).
 * `X-Forwarded-For`, the client's address, is left out: no public or held answer varies by caller
 * (publicAnswers.ts).
 */
export function originOf(req: IncomingMessage): string {
  const h = req.headers;
  return `${h.host ?? ''}\n${h['x-forwarded-host'] ?? ''}\n${h.forwarded ?? ''}\n${h['x-forwarded-proto'] ?? ''}`;
}

/** A replayed answer's headers as node's `writeHead` takes them flat: name, value, name, value. */
export type ReplayHeaders = OutgoingHttpHeader[];

/**
 * The headers to send again with a replayed answer, or undefined when it may not be replayed: it did not go out in
 * the coding it was offered in (none said means identity). A coding the answer caches do not make (deflate) is the
 * compression plugin's, made on the way out, while the offer holds the plain bytes.
 */
export function replayHeaders(headers: SentHeaders, offered: AnswerEncoding): ReplayHeaders | undefined {
  const sent = headers['content-encoding'];
  if ((sent === undefined ? 'identity' : String(sent)) !== offered) return undefined;
  const kept: ReplayHeaders = [];
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) kept.push(name, value);
  return kept;
}

/** Sends a kept answer again, with the request's own id (requestId.ts), as Fastify gives every answer; answers the id. */
export function sendReplay(
  req: IncomingMessage,
  res: ServerResponse,
  entry: { status: number; headers: ReplayHeaders; body: Buffer },
): string {
  const id = requestIdOf(req.headers);
  res.writeHead(entry.status, [...entry.headers, 'x-request-id', id]);
  res.end(entry.body);
  return id;
}

/** What one kept entry costs in memory, roughly: its body, its key (UTF-16) and its headers. */
export const entryBytes = (key: string, entry: { body: Buffer; headers?: ReplayHeaders }): number =>
  entry.body.length + key.length * 2 + (entry.headers?.length ?? 0) * 48 + 256;

/**
 * The lanes' store: oldest first, a hit never reorders (that would cost every answer a delete and an insert), at most
 * `max` entries and `maxBytes` of bodies, keys and headers (issue 65: a cache a guest could grow without bound). A new
 * entry drops the oldest until it fits.
 */
export class NewestEntries<T extends { body: Buffer; headers?: ReplayHeaders }> {
  private readonly map = new Map<string, T>();
  private bytesHeld = 0;

  constructor(
    private readonly max: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): T | undefined {
    return this.map.get(key);
  }

  delete(key: string): void {
    const entry = this.map.get(key);
    if (entry === undefined) return;
    this.bytesHeld -= entryBytes(key, entry);
    this.map.delete(key);
  }

  /** Stores an entry as the newest, first dropping the oldest while `max` are held or it would not fit. */
  set(key: string, entry: T): void {
    this.delete(key);
    const size = entryBytes(key, entry);
    if (size > this.maxBytes) return;
    while (this.map.size > 0 && (this.map.size >= this.max || this.bytesHeld + size > this.maxBytes))
      this.delete(this.map.keys().next().value!);
    this.map.set(key, entry);
    this.bytesHeld += size;
  }

  clear(): void {
    this.map.clear();
    this.bytesHeld = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** The bytes held, as entryBytes counts them. */
  get bytes(): number {
    return this.bytesHeld;
  }
}
