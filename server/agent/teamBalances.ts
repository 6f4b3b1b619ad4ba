import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/changes';
import { memberTeams, wallets } from '../db/schema/index';

// The kept team balances (docs/agents.md "The team at scale"): the overview shows the team's balance now, the sum of
// every team member's wallet. Summed on each call, that reads one wallet per member (4,004 for the agent of the 100x
// fill). A kept balance is read once per agent, with each member's balance, and then follows the database's change
// feed (server/db/changes.ts), which announces every committed change of a wallet, by member, to every instance: a
// wallet announced since is read again, alone, at the next call. So a call costs the wallets that moved since the
// last one, and the answer is what the database holds once the feed has delivered (as the signed-in answers held in
// memory, server/http/privateAnswers.ts).
// The member set comes with its version: (epoch, members) of `team_sizes`. A join grows `members`, and anything that
// takes a member away (a move, a removal) grows `epoch` (migrations 0025 and 0028), so a kept balance whose version
// differs from the one the call reads is read again whole. Nothing is kept while the feed is not live (a PostgreSQL
// listener reconnecting), and a `reset` (changes may have been missed) drops everything.

/** The members kept in all team balances together (about 100 bytes each); the least recently used teams go first. */
export const TEAM_BALANCE_MEMBERS_KEPT = 200_000;
/** Past this share of the team's members moved since the last call (and at least MIN_REREAD), it is read whole. */
const REREAD_SHARE = 0.25;
const MIN_REREAD = 100;
/** Wallets asked for by id in one statement, at most. */
const IDS_PER_READ = 1_000;

interface Kept {
  /** `epoch:members` of the agent's `team_sizes` row the call that read it was given. */
  version: string;
  /** Each member's balance in centavos (0 for a member without a wallet yet). */
  balances: Map<number, number>;
  /** The sum of `balances`, in centavos (exact below 2^53). */
  total: number;
  /** Members whose wallet was announced since it was read. */
  dirty: Set<number>;
}

/** What the kept balances have done, for tests and figures. */
export interface TeamBalanceStats {
  /** Teams read whole. */
  wholeReads: number;
  /** Wallets read again alone, after an announcement. */
  walletReads: number;
  /** Calls answered from a kept balance. */
  kept: number;
}

export class TeamBalances {
  private readonly teams = new Map<number, Kept>();
  /** Member → the kept teams it is in (one entry per agent above it, usually one to three). */
  private readonly owners = new Map<number, number[]>();
  /** Wallets announced while a read is under way, one set per read: the read may or may not have seen them. */
  private readonly reading = new Set<Set<number>>();
  private members = 0;
  /** Grows at each `reset`: a read begun before one keeps nothing. */
  private generation = 0;
  readonly stats: TeamBalanceStats = { wholeReads: 0, walletReads: 0, kept: 0 };

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
    private readonly bound = TEAM_BALANCE_MEMBERS_KEPT,
  ) {
    feed.subscribe((event) => {
      if (event.kind === 'reset') return this.clear();
      if (event.table !== 'wallets') return;
      const id = Number(event.key);
      for (const seen of this.reading) seen.add(id);
      for (const agent of this.owners.get(id) ?? []) this.teams.get(agent)?.dirty.add(id);
    });
  }

  /** Drops every kept balance. */
  clear(): void {
    this.teams.clear();
    this.owners.clear();
    this.members = 0;
    this.generation++;
  }

  /** The teams and members kept now. */
  get size(): { teams: number; members: number } {
    return { teams: this.teams.size, members: this.members };
  }

  /**
   * The team's balance now, in centavos: the sum of the wallets of every member below the agent. `version` is
   * `epoch:members` of the agent's `team_sizes` row, read by the caller before this call.
   */
  async total(agentId: number, version: string): Promise<number> {
    const kept = this.teams.get(agentId);
    if (!this.feed.live || kept === undefined || kept.version !== version)
      return this.readWhole(agentId, version);
    // The most recently used go last, so the least recently used go first.
    this.teams.delete(agentId);
    this.teams.set(agentId, kept);
    if (kept.dirty.size === 0) {
      this.stats.kept++;
      return kept.total;
    }
    if (kept.dirty.size >= MIN_REREAD && kept.dirty.size > kept.balances.size * REREAD_SHARE)
      return this.readWhole(agentId, version);
    const ids = [...kept.dirty];
    kept.dirty.clear();
    const seen = new Set<number>();
    this.reading.add(seen);
    let rows: { id: number; balance: number }[] = [];
    try {
      for (let i = 0; i < ids.length; i += IDS_PER_READ)
        rows = rows.concat(
          await this.db
            .select({ id: wallets.memberId, balance: wallets.balance })
            .from(wallets)
            .where(inArray(wallets.memberId, ids.slice(i, i + IDS_PER_READ))),
        );
    } catch (err) {
      // Read again at the next call.
      for (const id of ids) kept.dirty.add(id);
      throw err;
    } finally {
      this.reading.delete(seen);
    }
    this.stats.walletReads += ids.length;
    const now = new Map(rows.map((r) => [r.id, Number(r.balance)]));
    for (const id of ids) {
      // A wallet that is gone holds nothing (its member was removed: the next version reads the team again).
      const balance = now.get(id) ?? 0;
      kept.total += balance - (kept.balances.get(id) ?? 0);
      kept.balances.set(id, balance);
    }
    // Announced while the read ran: it may have read them before they changed. (Dropped meanwhile, by a reset or
    // pushed out, the sum is still what was read; it is just no longer kept.)
    for (const id of seen) if (kept.balances.has(id)) kept.dirty.add(id);
    return kept.total;
  }

  /** Reads the team's wallets whole, and keeps them if the feed is live and the team fits. */
  private async readWhole(agentId: number, version: string): Promise<number> {
    this.drop(agentId);
    const generation = this.generation;
    const seen = new Set<number>();
    this.reading.add(seen);
    let rows: { id: number; balance: number | null }[];
    try {
      // Every member of the team, with or without a wallet: a wallet made later is announced by its member.
      rows = await this.db
        .select({ id: memberTeams.memberId, balance: wallets.balance })
        .from(memberTeams)
        .leftJoin(wallets, eq(wallets.memberId, memberTeams.memberId))
        .where(eq(memberTeams.agentId, agentId));
    } finally {
      this.reading.delete(seen);
    }
    this.stats.wholeReads++;
    const balances = new Map<number, number>();
    let total = 0;
    for (const r of rows) {
      const balance = Number(r.balance ?? 0);
      balances.set(r.id, balance);
      total += balance;
    }
    if (!this.feed.live || generation !== this.generation || balances.size > this.bound) return total;
    const dirty = new Set<number>();
    for (const id of seen) if (balances.has(id)) dirty.add(id);
    this.keep(agentId, { version, balances, total, dirty });
    return total;
  }

  private keep(agentId: number, kept: Kept): void {
    this.drop(agentId);
    this.teams.set(agentId, kept);
    this.members += kept.balances.size;
    for (const id of kept.balances.keys()) {
      const agents = this.owners.get(id);
      if (agents) agents.push(agentId);
      else this.owners.set(id, [agentId]);
    }
    for (const oldest of this.teams.keys()) {
      if (this.members <= this.bound) break;
      this.drop(oldest);
    }
  }

  private drop(agentId: number): void {
    const kept = this.teams.get(agentId);
    if (!kept) return;
    this.teams.delete(agentId);
    this.members -= kept.balances.size;
    for (const id of kept.balances.keys()) {
      const agents = this.owners.get(id);
      if (!agents) continue;
      const rest = agents.filter((a) => a !== agentId);
      if (rest.length > 0) this.owners.set(id, rest);
      else this.owners.delete(id);
    }
  }
}
