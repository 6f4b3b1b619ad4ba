import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { listFavourites } from '../../src/api/contract/favourites';
import { getMemberInfo } from '../../src/api/contract/member';
import { listRecentGames } from '../../src/api/contract/recent';
import { getWalletBalance } from '../../src/api/contract/wallet';
import type { ChangeFeed } from '../db/changes';
import { LruCache } from '../images/lruCache';

/**
 * The signed-in reads answered from memory (issue 15, "the private calls as fast as the public ones"), each with the
 * tables its answer is built from. The database announces every committed change to those rows by member
 * (server/db/migrations/0017_change_feed.sql), and the answer is dropped on every instance; `catalogue` stands for
 * any catalogue table (the games inside favourites and recent games). Reads that depend on the clock (the betting
 * record settles lottery draws as they fall due, its default range ends now) stay out.
 */
export const PRIVATE_ANSWERS: ReadonlyMap<AnyEndpoint, readonly string[]> = new Map<AnyEndpoint, string[]>([
  [getMemberInfo, ['members']],
  [getWalletBalance, ['wallets']],
  [listFavourites, ['favourite_games', 'catalogue']],
  [listRecentGames, ['recent_games', 'catalogue']],
]);

interface Held {
  body: string;
  tables: readonly string[];
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
}

/**
 * Answers held by member, then by endpoint, merchant, language and query. Bounded by members (least recently used
 * go first) and by answers per member; nothing is served while the feed is not live.
 */
export class PrivateAnswerCache {
  private members: LruCache<MemberAnswers>;
  readonly stats = { hits: 0, misses: 0, drops: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxMembers = 20_000,
    private readonly perMember = 64,
  ) {
    this.members = new LruCache(maxMembers);
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

  clear(): void {
    // A new map, so reads begun before it find their slot gone and keep nothing.
    this.members = new LruCache(this.maxMembers);
  }

  get(memberId: number, key: string): string | undefined {
    if (!this.feed.live) return undefined;
    const hit = this.members.get(String(memberId))?.answers.get(key)?.body;
    if (hit === undefined) this.stats.misses++;
    else this.stats.hits++;
    return hit;
  }

  /** Taken before a read: `keep` stores its answer only if nothing of the member changed meanwhile. */
  ticket(memberId: number): PrivateTicket | undefined {
    if (!this.feed.live) return undefined;
    let slot = this.members.get(String(memberId));
    if (!slot) this.members.set(String(memberId), (slot = { answers: new Map(), changes: 0 }));
    return { slot, changes: slot.changes };
  }

  keep(memberId: number, ticket: PrivateTicket, key: string, body: string, tables: readonly string[]): void {
    const slot = this.members.get(String(memberId));
    if (!this.feed.live || slot !== ticket.slot || slot.changes !== ticket.changes) return;
    if (slot.answers.size >= this.perMember) slot.answers.delete(slot.answers.keys().next().value!);
    slot.answers.set(key, { body, tables });
  }

  get size(): number {
    return this.members.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `servePrivateAnswers`; PRIVATE_ANSWERS endpoints registered after it in this scope use it. */
    privateAnswers?: PrivateAnswerCache;
  }
}

export function servePrivateAnswers(app: FastifyInstance, cache: PrivateAnswerCache): void {
  app.decorate('privateAnswers', cache);
}

/** The cache and the tables an endpoint's answer is built from, if it is held in memory in this scope. */
export function privateAnswersFor(
  app: FastifyInstance,
  e: AnyEndpoint,
): { cache: PrivateAnswerCache; tables: readonly string[] } | undefined {
  const tables = e.method === 'GET' ? PRIVATE_ANSWERS.get(e) : undefined;
  return tables && app.privateAnswers ? { cache: app.privateAnswers, tables } : undefined;
}
