import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { CACHE_BYTES } from '../cache/budgets';
import { hashToken, type SessionStore } from '../auth/sessions';
import { privateOffers, type Held, type PrivateAnswerCache } from './privateAnswers';
import {
  NewestEntries,
  originOf,
  replayHeaders,
  sendReplay,
  type ReplayHeaders,
  type SentHeaders,
} from './laneEntries';
import type { AnswerEncoding } from './publicAnswers';

/**
 * The private lane (issue 15, "the private calls as fast as the public ones"): a held signed-in answer (member info,
 * balance, favourites, recent games, the betting record) that Fastify has sent once to a session, with every header
 * its hooks added, is sent again to the same session, URL, host, language and coding straight from the HTTP server,
 * before Fastify sees the request. It is sent only while both still hold, checked on every request without waiting:
 * - the session is live and held in memory (`SessionStore.peek`): a logout, a revocation, a disabled account or an
 *   expiry stops the lane at once, on every instance (the change feed drops the held session), and a session due for
 *   its once-a-minute touch goes to Fastify, which touches it;
 * - the private answer cache still holds the very answer that was sent (`PrivateAnswerCache.holds`): a change to the
 *   member's rows, on any instance, or the answer's own time bound ends it.
 * The fast lane (fastLane.ts) checks the rest first: a GET, not conditional (docs/server-data.md "Private lane").
 */

interface PrivateLaneEntry {
  status: number;
  headers: ReplayHeaders;
  body: Buffer;
  memberId: number;
  merchant: string;
  key: string;
  held: Held;
}

/** By the token's hash (never the token itself), origin (laneEntries.ts), language, requested coding and URL. */
const laneKey = (tokenHash: string, req: IncomingMessage, encoding: AnswerEncoding) =>
  `${tokenHash}\n${originOf(req)}\n${String(req.headers.language ?? '')}\n${encoding}\n${req.url ?? ''}`;

/** One answer the private lane sent, for its log line. */
export interface LaneServed {
  req: IncomingMessage;
  status: number;
  requestId: string;
  ms: number;
}

export class PrivateLane {
  /** Oldest first; a hit does not reorder. */
  private readonly entries: NewestEntries<PrivateLaneEntry>;
  readonly stats = { served: 0, passed: 0 };

  constructor(
    private readonly cache: PrivateAnswerCache,
    private readonly sessions: Pick<SessionStore, 'peek'>,
    maxEntries = 10_000,
    maxBytes: number = CACHE_BYTES.privateLane,
  ) {
    this.entries = new NewestEntries(maxEntries, maxBytes);
  }

  /** Sends the request's held answer if it can, as Fastify sent it before; false sends it on to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse, encoding: AnswerEncoding): boolean {
    const token = req.headers.authorization;
    if (typeof token !== 'string' || token.length === 0) return false;
    const tokenHash = hashToken(token.trim());
    const key = laneKey(tokenHash, req, encoding);
    const entry = this.entries.get(key);
    if (!entry) return false;
    const session = this.sessions.peek(tokenHash);
    if (
      !session ||
      session.memberId !== entry.memberId ||
      session.merchant !== entry.merchant ||
      !this.cache.holds(entry.memberId, entry.key, entry.held)
    ) {
      // Fastify answers instead (or refuses), and a fresh answer is remembered again.
      this.entries.delete(key);
      this.stats.passed++;
      return false;
    }
    this.stats.served++;
    const started = performance.now();
    const requestId = sendReplay(req, res, entry);
    this.log?.({ req, status: entry.status, requestId, ms: performance.now() - started });
    return true;
  }

  /** Where each answer the lane sends is logged, as the framework logs its own (registerFastLane sets it). */
  log?: (served: LaneServed) => void;

  /** Keeps what Fastify sent for a request answered from a held answer, while that answer is still held. */
  remember(req: FastifyRequest, status: number, headers: SentHeaders, encoding: AnswerEncoding): void {
    const offer = privateOffers.get(req);
    if (!offer) return;
    privateOffers.delete(req);
    const token = req.headers.authorization;
    if (
      status !== 200 ||
      typeof token !== 'string' ||
      !this.cache.holds(offer.memberId, offer.key, offer.held)
    )
      return;
    const kept = replayHeaders(headers, offer.encoding);
    if (!kept) return;
    const { memberId, merchant, key, held, body } = offer;
    const entry = { status, headers: kept, body, memberId, merchant, key, held };
    this.entries.set(laneKey(hashToken(token.trim()), req.raw, encoding), entry);
  }

  /** Forgets everything: the merchants changed (a host may now name another merchant, or none). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
