import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { getHelpCentre } from '../../src/api/contract/help';
import { listAnnouncements, listNotices } from '../../src/api/contract/announcements';
import {
  getGameVendorConfig,
  getWinnerBoard,
  listAllVassalages,
  listGameMenus,
  listGames,
  listHotGamesGet,
  listHotMatches,
  listVassalGameTypes,
  listVendors,
} from '../../src/api/contract/games';
import { getLotteryMenu, listLotteries } from '../../src/api/contract/lottery';
import { getPromotion, listPromotionCategories, listPromotions } from '../../src/api/contract/promotions';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { CACHE_BYTES, keptAnswerBytes } from '../cache/budgets';
import { LruCache } from '../cache/lruCache';
import type { Announced } from '../db/announced';
import { etagOf, noneMatch } from './etag';

/**
 * The public catalogue answers served from memory (issue 6, "the database is not on the hot path"): game lists,
 * hot games, vendors, menus, the winner board, hot matches, lotteries, announcements and banners, notices,
 * promotions and help. Each depends only on the merchant, the language and the query, never on the caller's
 * session, so one answer serves every caller. Everything private (favourites, recent games, the wallet, the member)
 * and everything that varies by caller (the region gate, the runtime config) stays out.
 */
export const PUBLIC_CATALOGUE: readonly AnyEndpoint[] = [
  listGames,
  listHotGamesGet,
  listVendors,
  listAllVassalages,
  listVassalGameTypes,
  getGameVendorConfig,
  getWinnerBoard,
  listHotMatches,
  listGameMenus,
  getLotteryMenu,
  listLotteries,
  listAnnouncements,
  listNotices,
  listPromotions,
  getPromotion,
  listPromotionCategories,
  getHelpCentre,
];

/** An answer's bytes as sent, with its compressed forms made on first use and kept with it. */
export interface EncodedAnswer {
  body: Buffer;
  /** The body compressed, made on first use and kept with it (a browser always asks for one of them). */
  compressed?: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** One cached answer: the envelope's JSON as the bytes sent (encoded once), and its ETag. */
export interface CachedAnswer extends EncodedAnswer {
  etag: string;
  expires: number;
}

/** Answers smaller than this go out uncompressed (the compression plugin's threshold in buildApp, too). */
export const COMPRESS_MIN_BYTES = 1024;

/** The content codings a cached answer is sent in, best first. */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** The coding to send for an `Accept-Encoding` header: Brotli, then gzip, each unless refused with `q=0`. */
export function encodingFor(accept: string | string[] | undefined): AnswerEncoding {
  if (typeof accept !== 'string' || accept.length === 0) return 'identity';
  const accepted = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** The bytes of a cached answer in a coding, compressed once (Brotli at quality 5: a good ratio for little time). */
export function answerBytes(answer: EncodedAnswer, encoding: AnswerEncoding): Buffer {
  if (encoding === 'identity') return answer.body;
  answer.compressed ??= {};
  return (answer.compressed[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzipSync(answer.body, { level: 6 }));
}

export interface PublicAnswerCacheOptions {
  /** How many answers are kept (least recently used go first); searches make the key space open-ended. */
  maxEntries?: number;
  /** The bytes of answers kept (CACHE_BYTES.publicAnswers), and of their last-known copies. */
  maxBytes?: number;
  lastKnownBytes?: number;
  /**
   * How long an answer is served before it is built again. Announcements, banners and promotions have time
   * windows, and hot matches roll forward daily, so an answer may not live for ever even without a change.
   */
  ttlMs?: number;
  now?: () => number;
  /**
   * What the database announces (server/db/announced.ts): an answer whose build ran a statement on a table that is
   * not a catalogue table is not kept, since no change would clear it. Without it (no change feed), every answer is
   * kept for its time to live.
   */
  announced?: Announced;
  warn?: (line: string) => void;
}

/** The byte bound of the answers and their last-known copies (server/cache/budgets.ts). */
const answerBound = (maxBytes: number) => ({
  maxBytes,
  sizeOf: (answer: CachedAnswer, key: string) => keptAnswerBytes(answer.body, key),
});

/**
 * Public answers keyed by endpoint, merchant, language and the normalised (keys sorted) query. Cleared as a
 * whole when the catalogue or the merchants change (`clear`): see docs/server.md "Public answer cache".
 */
export class PublicAnswerCache {
  private entries: LruCache<CachedAnswer>;
  /**
   * The last answer built for each key, kept through expiry and clears: served only when a fresh one cannot be built
   * in time because the database is in trouble (`lastKnown`), never as a hit.
   */
  private last: LruCache<CachedAnswer>;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly ttlMs: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, clears: 0, unheld: 0 };
  private readonly announced: Announced | undefined;
  private readonly warn: (line: string) => void;
  /** Tables a build read that no change clears, each reported once. */
  private readonly unannounced = new Set<string>();
  /** Bumped by `clear`; an answer built before a clear is not kept after it. */
  private generationCount = 0;

  constructor(opts: PublicAnswerCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 5000;
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.now = opts.now ?? Date.now;
    this.announced = opts.announced;
    this.warn = opts.warn ?? (() => {});
    this.entries = new LruCache(this.maxEntries, answerBound(opts.maxBytes ?? CACHE_BYTES.publicAnswers));
    this.last = new LruCache(
      this.maxEntries,
      answerBound(opts.lastKnownBytes ?? CACHE_BYTES.publicLastKnown),
    );
    this.maxBytes = opts.maxBytes ?? CACHE_BYTES.publicAnswers;
  }

  /** The bytes of answers held now (entries and last-known copies), for the memory bench and the metrics. */
  get bytes(): number {
    return this.entries.bytes + this.last.bytes;
  }

  /** The last answer built for `key`, however old: for a database that does not answer (route.ts). */
  lastKnown(key: string): CachedAnswer | undefined {
    return this.last.get(key);
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      this.stats.hits++;
      return hit;
    }
    this.stats.misses++;
    return undefined;
  }

  get generation(): number {
    return this.generationCount;
  }

  /** Whether an answer whose build ran statements on `read` is cleared by every change to what it read. */
  private followed(read: ReadonlySet<string> | undefined): boolean {
    if (!this.announced || !read) return true;
    for (const table of read)
      if (!this.announced.catalogue.has(table)) {
        if (!this.unannounced.has(table)) {
          this.unannounced.add(table);
          this.warn(`a public answer read ${table}, which is not a catalogue table: not kept`);
        }
        return false;
      }
    return true;
  }

  /**
   * Keeps an answer (the envelope's JSON) and answers it with its ETag. `since` is the generation read before the
   * answer was built: if the cache was cleared meanwhile, the answer may be stale and is sent but not kept. `read`:
   * the tables its build ran statements on (server/db/readSet.ts); one that no change clears keeps it out.
   */
  put(
    key: string,
    body: string,
    since: number = this.generationCount,
    read?: ReadonlySet<string>,
  ): CachedAnswer {
    const bytes = Buffer.from(body);
    const entry = { body: bytes, etag: etagOf(bytes), expires: this.now() + this.ttlMs };
    const followed = this.followed(read);
    if (!followed) this.stats.unheld++;
    if (since === this.generationCount && followed) this.entries.set(key, entry);
    this.last.set(key, entry);
    return entry;
  }

  /** Forgets every answer: the catalogue or a merchant's settings changed. */
  clear(): void {
    this.entries = new LruCache(this.maxEntries, answerBound(this.maxBytes));
    this.generationCount++;
    this.stats.clears++;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A value with its object keys sorted, so equal queries give equal keys whatever their order on the wire. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}

/** The cache key: endpoint path, merchant code, language (bounded) and the query as sent, its keys sorted. */
export function answerKey(path: string, merchant: string, language: unknown, query: unknown): string {
  const lang = typeof language === 'string' ? language.slice(0, 8).toUpperCase() : '';
  return JSON.stringify([path, merchant, lang, sorted(query ?? null)]);
}

/**
 * Sends a cached answer: 304 with no body when `If-None-Match` matches, else the stored bytes, compressed ahead of
 * time in the coding the client takes (so the compression hook leaves them alone). The same headers as the ETag hook
 * (server/http/etag.ts), which leaves a reply that already has its ETag alone. The answer as sent is offered to the
 * fast lane (server/http/fastLane.ts), which sends it again to the same URL without going through Fastify.
 */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  generation: number | 'stale',
  /** The fast lane may keep it (the URL names only the contract's query keys). */
  laneable = true,
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'authorization, accept-encoding');
  if (noneMatch(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = encodingFor(req.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const bytes = answerBytes(answer, encoding);
  // A last-known answer sent while the database is in trouble says so, and is never sent again by the fast lane.
  if (generation === 'stale') reply.header('warning', '110 - "Response is Stale"');
  else if (laneable) laneOffers.set(req, { encoding, body: bytes, expires: answer.expires, generation });
  return reply.type('application/json; charset=utf-8').send(bytes);
}

/** A cached answer as sent to one request, for the fast lane to send again (server/http/fastLane.ts). */
export interface LaneOffer {
  encoding: AnswerEncoding;
  body: Buffer;
  expires: number;
  /** The cache generation the answer belongs to: the lane serves it only while that is the current one. */
  generation: number;
}

/** What sendCached offered for the request it answered; the lane takes it when the answer has gone out. */
export const laneOffers = new WeakMap<FastifyRequest, LaneOffer>();

/** What registerEndpoint needs to serve the public catalogue from memory. */
export interface PublicAnswers {
  cache: PublicAnswerCache;
  /** The merchant code an answer is built for (the one the handlers' image links and settings come from). */
  merchantOf: (req: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `servePublicAnswers`; endpoints registered after it in this scope use it. */
    publicAnswers?: PublicAnswers;
  }
}

/** Turns the cache on for the PUBLIC_CATALOGUE endpoints registered after this call in `app`'s scope. */
export function servePublicAnswers(app: FastifyInstance, answers: PublicAnswers): void {
  app.decorate('publicAnswers', answers);
}

/** The cache for an endpoint, if it is public catalogue and the scope serves public answers from memory. */
export function publicAnswersFor(app: FastifyInstance, e: AnyEndpoint): PublicAnswers | undefined {
  return e.method === 'GET' && PUBLIC_CATALOGUE.includes(e) ? app.publicAnswers : undefined;
}
