import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privateOffers } from './privateAnswers';
import type { PrivateLane } from './privateLane';
import { CACHE_BYTES } from '../cache/budgets';
import { redactQuery } from './logRedaction';
import {
  NewestEntries,
  originOf,
  replayHeaders,
  sendReplay,
  type ReplayHeaders,
  type SentHeaders,
} from './laneEntries';
import { encodingFor, laneOffers, type AnswerEncoding, type PublicAnswerCache } from './publicAnswers';

/**
 * The fast lane (issue 15, "the public calls at 90% of bare node:http"): a public catalogue answer that Fastify has
 * sent once, with every header its hooks added (security headers, ETag, coding), is sent again to a request for the
 * same URL, origin (host, and a proxy's forwarded host and scheme: laneEntries.ts), language and coding straight from
 * the HTTP server, before Fastify sees the request. A request the lane cannot answer exactly as Fastify would goes to
 * Fastify: anything but GET, a conditional request, and anything not sent before. What
 * the lane holds follows the public answer cache: it is dropped when the cache is cleared, and expires with the
 * answer (docs/server-data.md "Fast lane"). A signed-in request it has no public answer for goes to the private lane
 * (privateLane.ts), when there is one, under the same rules.
 */

interface LaneEntry {
  status: number;
  headers: ReplayHeaders;
  body: Buffer;
  expires: number;
  generation: number;
}

const laneKey = (req: IncomingMessage, encoding: AnswerEncoding) =>
  `${originOf(req)}\n${String(req.headers.language ?? '')}\n${encoding}\n${req.url ?? ''}`;

export class FastLane {
  /** Oldest first; a hit does not reorder (that would cost every answer a delete and an insert). */
  private readonly entries: NewestEntries<LaneEntry>;
  /** `Accept-Encoding` values seen, and the coding each gets: browsers send a handful of distinct ones. */
  private readonly codings = new Map<string, AnswerEncoding>();
  readonly stats = { served: 0, passed: 0 };

  constructor(
    private readonly cache: PublicAnswerCache,
    private readonly now: () => number = Date.now,
    maxEntries = 5000,
    /** Held signed-in answers sent again to the same session; without a change feed there is none. */
    readonly privateLane?: PrivateLane,
    maxBytes: number = CACHE_BYTES.fastLane,
  ) {
    this.entries = new NewestEntries(maxEntries, maxBytes);
  }

  /** The coding a request's `Accept-Encoding` gets (as encodingFor, remembered per distinct header). */
  codingOf(accept: string | undefined): AnswerEncoding {
    if (accept === undefined) return 'identity';
    let coding = this.codings.get(accept);
    if (coding === undefined) {
      coding = encodingFor(accept);
      if (this.codings.size < 100) this.codings.set(accept, coding);
    }
    return coding;
  }

  /** Answers the request if it can, exactly as Fastify did before; false sends it on to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.headers['if-none-match'] !== undefined) return false;
    const coding = this.codingOf(req.headers['accept-encoding']);
    const entry = this.entries.get(laneKey(req, coding));
    if (!entry || entry.generation !== this.cache.generation || entry.expires <= this.now()) {
      if (
        entry === undefined &&
        req.headers.authorization !== undefined &&
        this.privateLane?.serve(req, res, coding)
      )
        return true;
      this.stats.passed++;
      return false;
    }
    this.stats.served++;
    sendReplay(req, res, entry);
    return true;
  }

  /** Keeps what Fastify sent for a request whose answer came from the public cache. */
  remember(req: FastifyRequest, status: number, headers: SentHeaders): void {
    const offer = laneOffers.get(req);
    if (!offer || status !== 200 || offer.generation !== this.cache.generation) return;
    laneOffers.delete(req);
    const kept = replayHeaders(headers, offer.encoding);
    if (!kept) return;
    const entry = {
      status,
      headers: kept,
      body: offer.body,
      expires: offer.expires,
      generation: offer.generation,
    };
    this.entries.set(laneKey(req.raw, offer.encoding), entry);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Has the lanes learn from every answer of this scope that came from the public cache or a held private answer. */
export function registerFastLane(
  app: FastifyInstance,
  lane: FastLane,
  /** The client's address as the framework credits it under TRUST_PROXY, for the private lane's log lines. */
  clientIp: (req: IncomingMessage) => string | undefined = (req) => req.socket.remoteAddress,
): void {
  // A signed-in read the private lane answers leaves the same line as one the framework answers: method, redacted
  // URL, client address, route, status, time and request id (docs/operators.md "Logs").
  if (lane.privateLane)
    lane.privateLane.log = ({ req, status, requestId, ms }) => {
      const url = req.url ?? '';
      app.log.info(
        {
          requestId,
          req: { method: req.method, url: redactQuery(url), ip: clientIp(req) },
          route: url.split('?')[0],
          res: { statusCode: status },
          responseTime: Math.round(ms * 10) / 10,
          lane: 'private',
        },
        'request',
      );
    };
  app.addHook('onResponse', async (req, reply) => {
    if (laneOffers.has(req)) lane.remember(req, reply.statusCode, reply.getHeaders());
    else if (privateOffers.has(req))
      lane.privateLane?.remember(
        req,
        reply.statusCode,
        reply.getHeaders(),
        lane.codingOf(req.headers['accept-encoding']),
      );
  });
}
