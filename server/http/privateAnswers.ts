import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { getProfitLoss, listBetRecords } from '../../src/api/contract/bets';
import { listFavourites } from '../../src/api/contract/favourites';
import { getMemberInfo } from '../../src/api/contract/member';
import { listRecentGames } from '../../src/api/contract/recent';
import { getWalletBalance } from '../../src/api/contract/wallet';
import type { Announced } from '../db/announced';
import type { ChangeFeed } from '../db/changes';
import { CACHE_BYTES, keptAnswerBytes } from '../cache/budgets';
import { LruCache, type ByteBound } from '../cache/lruCache';
import { onMemberChangedHere } from '../db/localChanges';
import {
  answerBytes,
  COMPRESS_MIN_BYTES,
  encodingFor,
  type AnswerEncoding,
  type EncodedAnswer,
} from './publicAnswers';

/** How long a held answer may be served at most. What drops it is derived: every table its read ran a statement on. */
export interface PrivateAnswerRule {
  /**
   * A bound for answers that also follow the clock (the betting record: a lottery draw falling due settles its
   * bets when read, and its default range ends now); without it, only a change drops the answer.
   */
  ttlMs?: number;
}

/** The betting record is held at most this long: a draw that fell due shows at most a second late. */
export const RECORDS_TTL_MS = 1000;

/**
 * The signed-in reads answered from memory (issue 15, "the private calls as fast as the public ones"). Each held
 * answer is dropped by a change to any table its read ran a statement on (recorded as it ran, server/db/readSet.ts;
 * issue 51: member info was kept by a hand-written list naming `members` while it also read the deposits and the
 * first-deposit bonuses, and showed the bonus as still to come for minutes after it was paid). The database
 * announces every committed change by member (server/db/migrations/0017, 0018, 0028), on every instance; an answer
 * that read a table the database does not announce by member is not held at all.
 */
export const PRIVATE_ANSWERS: ReadonlyMap<AnyEndpoint, PrivateAnswerRule> = new Map<
  AnyEndpoint,
  PrivateAnswerRule
>([
  [getMemberInfo, {}],
  [getWalletBalance, {}],
  [listFavourites, {}],
  [listRecentGames, {}],
  [listBetRecords, { ttlMs: RECORDS_TTL_MS }],
  [getProfitLoss, { ttlMs: RECORDS_TTL_MS }],
]);

/** One held answer: the envelope's JSON as the bytes sent, compressed on first use like a public answer's. */
export interface Held extends EncodedAnswer {
  /** What drops it: the tables its read ran statements on, the catalogue's as `catalogue`. */
  tables: readonly string[];
  /** When it may no longer be served (ms since the epoch), or Infinity. */
  expires: number;
}

/** One member's answers; `changes` counts the changes that reached them, so a read spanning one is not kept. */
interface MemberAnswers {
  answers: Map<string, Held>;
  changes: number;
}

/** What a read needs to keep its answer: the member's slot and its change count when the read began. */
export interface PrivateTicket {
  slot: MemberAnswers;
  changes: number;
  /** When the read began: a bounded answer's time counts from there. */
  at: number;
}

/**
 * Answers held by member, then by endpoint, merchant, language and query. Bounded by members (least recently used
 * go first) and by answers per member; nothing is served while the feed is not live.
 */
export class PrivateAnswerCache {
  private members: LruCache<MemberAnswers>;
  readonly stats = { hits: 0, misses: 0, drops: 0, unheld: 0 };
  /** A member's answers cost their bytes and keys; counted again each time one is kept (`keep` sets the slot). */
  private readonly bound: ByteBound<MemberAnswers>;
  /** Tables a read ran statements on that the database does not announce by member, each reported once. */
  private readonly unannounced = new Set<string>();

  constructor(
    private readonly feed: ChangeFeed,
    /** What the database announces (server/db/announced.ts): a read of anything else is never held. */
    private readonly announced: Announced,
    private readonly now: () => number = Date.now,
    private readonly warn: (line: string) => void = () => {},
    private readonly maxMembers = 20_000,
    private readonly perMember = 64,
    private readonly maxBytes: number = CACHE_BYTES.privateAnswers,
  ) {
    this.bound = {
      maxBytes,
      sizeOf: (slot) => {
        let bytes = 256;
        for (const [key, held] of slot.answers) bytes += keptAnswerBytes(held.body, key);
        return bytes;
      },
    };
    this.members = new LruCache(maxMembers, this.bound);
    feed.subscribe((event) => {
      if (event.kind === 'reset' || event.table === 'catalogue') return this.clear();
      const slot = this.members.get(event.key);
      if (!slot) return;
      slot.changes++;
      for (const [key, held] of slot.answers)
        if (held.tables.includes(event.table)) {
          slot.answers.delete(key);
          this.stats.drops++;
        }
    });
  }

  /**
   * Drops every answer held for a member and counts a change, so a read begun before it keeps nothing: a write of
   * the member's committed on this instance (server/db/localChanges.ts), before its answer goes out.
   */
  dropMember(memberId: number): void {
    const slot = this.members.get(String(memberId));
    if (!slot) return;
    slot.changes++;
    this.stats.drops += slot.answers.size;
    slot.answers.clear();
  }

  clear(): void {
    // A new map, so reads begun before it find their slot gone and keep nothing.
    this.members = new LruCache(this.maxMembers, this.bound);
  }

  get(memberId: number, key: string): Held | undefined {
    const held = this.current(memberId, key);
    if (held === undefined) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    return held;
  }

  /** The answer held for a member and key, if it may be served now (the feed is live and it has not expired). */
  private current(memberId: number, key: string): Held | undefined {
    if (!this.feed.live) return undefined;
    const held = this.members.get(String(memberId))?.answers.get(key);
    return held !== undefined && held.expires > this.now() ? held : undefined;
  }

  /** Whether `held` is still the answer for the member and key, and may be served now (the private lane asks). */
  holds(memberId: number, key: string, held: Held): boolean {
    return this.current(memberId, key) === held;
  }

  /** Taken before a read: `keep` stores its answer only if nothing of the member changed meanwhile. */
  ticket(memberId: number): PrivateTicket | undefined {
    if (!this.feed.live) return undefined;
    let slot = this.members.get(String(memberId));
    if (!slot) this.members.set(String(memberId), (slot = { answers: new Map(), changes: 0 }));
    return { slot, changes: slot.changes, at: this.now() };
  }

  /**
   * What drops an answer whose read ran statements on `read`: those tables, the catalogue's as `catalogue`; undefined
   * when one of them is announced neither by member nor as the catalogue, so no change would ever drop it.
   */
  droppedBy(read: ReadonlySet<string>): string[] | undefined {
    const tables = new Set<string>();
    for (const table of read) {
      if (this.announced.catalogue.has(table)) tables.add('catalogue');
      else if (this.announced.byMember.has(table)) tables.add(table);
      else {
        if (!this.unannounced.has(table)) {
          this.unannounced.add(table);
          this.warn(
            `a signed-in read ran a statement on ${table}, which announces no change by member: not held`,
          );
        }
        return undefined;
      }
    }
    return [...tables];
  }

  /**
   * Holds the answer, unless something of the member changed since the ticket or its read touched a table whose
   * changes are not announced; gives back what it holds, if it does.
   */
  keep(
    memberId: number,
    ticket: PrivateTicket,
    key: string,
    body: Buffer,
    rule: PrivateAnswerRule,
    read: ReadonlySet<string>,
  ): Held | undefined {
    const slot = this.members.get(String(memberId));
    if (!this.feed.live || slot !== ticket.slot || slot.changes !== ticket.changes) return undefined;
    const tables = this.droppedBy(read);
    if (!tables) {
      this.stats.unheld++;
      return undefined;
    }
    slot.answers.delete(key);
    if (slot.answers.size >= this.perMember) slot.answers.delete(slot.answers.keys().next().value!);
    const expires = rule.ttlMs === undefined ? Infinity : ticket.at + rule.ttlMs;
    const held: Held = { body, tables, expires };
    slot.answers.set(key, held);
    // Set again, so the byte bound counts the answer just kept (the least recently used members go first).
    this.members.set(String(memberId), slot);
    return held;
  }

  /** The tables that drop the answers held for a member at `path` (any query, merchant or language): for tests. */
  heldTablesOf(memberId: number, path: string): string[] {
    const tables = new Set<string>();
    for (const [key, held] of this.members.get(String(memberId))?.answers ?? [])
      if ((JSON.parse(key) as unknown[])[0] === path) for (const t of held.tables) tables.add(t);
    return [...tables];
  }

  get size(): number {
    return this.members.size;
  }
}

/** A held answer as sent to one request, for the private lane to send again (server/http/privateLane.ts). */
export interface PrivateOffer {
  memberId: number;
  merchant: string;
  /** The held answer's key in the cache: the lane serves it only while the cache still holds this very answer. */
  key: string;
  held: Held;
  encoding: AnswerEncoding;
  body: Buffer;
}

/** What sendPrivate offered for the request it answered; the private lane takes it when the answer has gone out. */
export const privateOffers = new WeakMap<FastifyRequest, PrivateOffer>();

/**
 * Sends a private answer's JSON with the headers every private answer has (`no-store`), compressed ahead of time in
 * the coding the client takes when it is large enough (so the compression hook leaves it alone, and a held answer is
 * compressed once, not on every request). A held answer is offered to the private lane.
 */
export function sendPrivate(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  lane?: Omit<PrivateOffer, 'encoding' | 'body'>,
): FastifyReply {
  reply.header('cache-control', 'no-store');
  let encoding: AnswerEncoding = 'identity';
  if (answer.body.length >= COMPRESS_MIN_BYTES) {
    reply.header('vary', 'accept-encoding');
    encoding = encodingFor(req.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
  }
  const bytes = answerBytes(answer, encoding);
  if (lane) privateOffers.set(req, { ...lane, encoding, body: bytes });
  return reply.type('application/json; charset=utf-8').send(bytes);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `servePrivateAnswers`; PRIVATE_ANSWERS endpoints registered after it in this scope use it. */
    privateAnswers?: PrivateAnswerCache;
  }
}

export function servePrivateAnswers(app: FastifyInstance, cache: PrivateAnswerCache): void {
  app.decorate('privateAnswers', cache);
  // Read-your-writes on this instance: a money movement committed here drops the member's answers at once, and so
  // does any other call of a signed-in member that may write (favourites, recent games, settings), before its
  // answer goes out; other instances drop theirs when the database's announcement reaches them.
  const stop = onMemberChangedHere((memberId) => cache.dropMember(memberId));
  app.addHook('onClose', async () => void stop());
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.session) cache.dropMember(req.session.memberId);
    return payload;
  });
}

/** The cache and the rule of an endpoint's answer, if it is held in memory in this scope. */
export function privateAnswersFor(
  app: FastifyInstance,
  e: AnyEndpoint,
): { cache: PrivateAnswerCache; rule: PrivateAnswerRule } | undefined {
  const rule = e.method === 'GET' ? PRIVATE_ANSWERS.get(e) : undefined;
  return rule && app.privateAnswers ? { cache: app.privateAnswers, rule } : undefined;
}
