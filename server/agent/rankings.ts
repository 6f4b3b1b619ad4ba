import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { teamBetBuckets, teamMemberBuckets, teamSizes } from '../db/schema/index';

// The kept rankings (docs/agents.md "The team at scale"): the profit-and-loss list ranks every member of the team who
// bet in the period by stake, and the overview and agent home count them. Adding up the period's per-member quarter
// hours for each call costs the number of bettors (3,800 in a week of the 100x fill). Here a period's ranking is
// read once up to the quarter hour it was read in (its "closed" part), kept in memory, and reused while the database
// says that part has not changed since: the team's quarter-hour sums carry a write counter (`changes`, only growing)
// and the agent an epoch bumped by a move (migration 0025), and the (epoch, sum of changes) of the closed part comes
// back with the period's totals, which every call reads anyway. The quarter hours after it (the tail, where today's
// bets land) are read fresh on every call and merged in. So an answer is always what the database holds, on every
// instance, and a bet placed now costs the next call a few rows, not the whole ranking.

/** A member's bets in the period: count, stakes and wins in centavos. */
export interface MemberSums {
  memberId: number;
  bets: number;
  bet: number;
  win: number;
}

interface Ranking {
  /** The closed part is `[from, closedTo)`; the tail `[closedTo, to)` is read on each call. */
  closedTo: number;
  /** (epoch, sum of changes) of the closed part when it was read. */
  version: string;
  /** Bettors in rank order: stake descending, ties in account order. Sums in centavos (exact below 2^53). */
  ids: Int32Array;
  bets: Float64Array;
  bet: Float64Array;
  win: Float64Array;
  /** Member id → rank, built on first use. */
  rank?: Map<number, number>;
}

/** A ranking is read again once its tail is an hour long, so the tail stays a few quarter hours. */
export const RANKING_TAIL_MS = 60 * 60_000;
/** The team sums' bucket: a quarter hour, from the same origin as `date_bin` in migration 0020 (2000-01-01 UTC). */
export const BUCKET_MS = 15 * 60_000;

/** The rankings kept per database, however small (an agent with no bettors in a period still has one). */
export const RANKINGS_KEPT = 10_000;
/** The members kept in all rankings of one database together (about 36 bytes each); the least recently used go first. */
export const RANKING_MEMBERS_KEPT = 200_000;

interface Store {
  rankings: Map<string, Ranking>;
  members: number;
  /** One read per ranking at a time: concurrent calls wait for it. */
  reading: Map<string, Promise<Ranking>>;
  /** Rankings read from the database so far. */
  reads: number;
  /** How many rankings and members are kept (the constants below; tests lower them). */
  bounds: { rankings: number; members: number };
}
const stores = new WeakMap<Db, Store>();
function storeOf(db: Db): Store {
  let s = stores.get(db);
  if (!s)
    stores.set(
      db,
      (s = {
        rankings: new Map(),
        members: 0,
        reading: new Map(),
        reads: 0,
        bounds: { rankings: RANKINGS_KEPT, members: RANKING_MEMBERS_KEPT },
      }),
    );
  return s;
}

function keep(store: Store, key: string, r: Ranking) {
  const old = store.rankings.get(key);
  if (old) {
    store.members -= old.ids.length;
    store.rankings.delete(key);
  }
  if (r.ids.length > store.bounds.members) return;
  store.rankings.set(key, r);
  store.members += r.ids.length;
  for (const [k, v] of store.rankings) {
    if (store.members <= store.bounds.members && store.rankings.size <= store.bounds.rankings) break;
    store.rankings.delete(k);
    store.members -= v.ids.length;
  }
}

/** Test hook: lowers the bounds of what is kept for a database. */
export function boundRankings(db: Db, bounds: { rankings: number; members: number }): void {
  storeOf(db).bounds = bounds;
}

/** The rankings kept for a database (entries, members) and how many were read, for tests and figures. */
export function keptRankings(db: Db): { rankings: number; members: number; reads: number } {
  const s = storeOf(db);
  return { rankings: s.rankings.size, members: s.members, reads: s.reads };
}

const epochOf = (agentId: number) =>
  sql`coalesce((select ${teamSizes.epoch} from ${teamSizes} where ${teamSizes.agentId} = ${agentId}), 0)`;
const inRange = (column: PgColumn, from: number, to: number) =>
  sql`${column} >= ${new Date(from)} and ${column} < ${new Date(to)}`;

/**
 * The period's totals from the team's quarter-hour sums and the version of `[from, closedTo)`, in one statement.
 * `from` and `to` are whole quarter hours.
 */
async function totalsAndVersion(db: Db, agentId: number, from: number, to: number, closedTo: number) {
  const [row] = await db
    .select({
      bets: sql<string | null>`sum(${teamBetBuckets.bets})`,
      bet: sql<string | null>`sum(${teamBetBuckets.bet})`,
      win: sql<string | null>`sum(${teamBetBuckets.win})`,
      changes: sql<
        string | null
      >`sum(${teamBetBuckets.changes}) filter (where ${teamBetBuckets.bucket} < ${new Date(closedTo)})`,
      epoch: sql<string>`${epochOf(agentId)}`,
    })
    .from(teamBetBuckets)
    .where(sql`${teamBetBuckets.agentId} = ${agentId} and ${inRange(teamBetBuckets.bucket, from, to)}`);
  return {
    totals: { bets: Number(row?.bets ?? 0), bet: Number(row?.bet ?? 0), win: Number(row?.win ?? 0) },
    version: `${row?.epoch ?? 0}:${row?.changes ?? 0}`,
  };
}

/** Each member's sums over `[from, to)` of the kept per-member quarter hours, unordered. */
function memberSums(agentId: number, from: number, to: number): SQL {
  return sql`select ${teamMemberBuckets.memberId} as member_id, sum(${teamMemberBuckets.bets}) as bets,
      sum(${teamMemberBuckets.bet}) as bet, sum(${teamMemberBuckets.win}) as win
    from ${teamMemberBuckets}
    where ${teamMemberBuckets.agentId} = ${agentId} and ${inRange(teamMemberBuckets.bucket, from, to)}
    group by ${teamMemberBuckets.memberId} having sum(${teamMemberBuckets.bets}) > 0`;
}

/** Reads the ranking of `[from, closedTo)` with its version, in one statement (one snapshot). */
async function readRanking(db: Db, agentId: number, from: number, closedTo: number): Promise<Ranking> {
  storeOf(db).reads++;
  const rows = await db
    .select({
      epoch: sql<string>`v.epoch`,
      changes: sql<string | null>`v.changes`,
      memberId: sql<number | null>`g.member_id`,
      bets: sql<string | null>`g.bets`,
      bet: sql<string | null>`g.bet`,
      win: sql<string | null>`g.win`,
    })
    .from(
      sql`(select ${epochOf(agentId)} as epoch, (select sum(${teamBetBuckets.changes}) from ${teamBetBuckets}
          where ${teamBetBuckets.agentId} = ${agentId} and ${inRange(teamBetBuckets.bucket, from, closedTo)}) as changes) v
        left join (${memberSums(agentId, from, closedTo)}) g on true`,
    )
    .orderBy(sql`g.bet desc`, sql`g.member_id`);
  const first = rows[0];
  const people = rows.filter((r) => r.memberId !== null);
  const r: Ranking = {
    closedTo,
    version: `${first?.epoch ?? 0}:${first?.changes ?? 0}`,
    ids: new Int32Array(people.length),
    bets: new Float64Array(people.length),
    bet: new Float64Array(people.length),
    win: new Float64Array(people.length),
  };
  people.forEach((p, i) => {
    r.ids[i] = Number(p.memberId);
    r.bets[i] = Number(p.bets);
    r.bet[i] = Number(p.bet);
    r.win[i] = Number(p.win);
  });
  return r;
}

/** Stake descending, ties in account order: the order of the profit-and-loss list. */
const before = (a: MemberSums, b: MemberSums) => b.bet - a.bet || a.memberId - b.memberId;

export interface PeriodRanking {
  /** Members who bet in the period. */
  people: number;
  /** The period's team totals (the team's quarter-hour sums). */
  totals: { bets: number; bet: number; win: number };
  /** Members `offset` to `offset + limit - 1` in rank order. */
  page(offset: number, limit: number): MemberSums[];
}

/**
 * The period's ranking of bettors, with the people count and the totals, for a period of whole quarter hours (every
 * period of the merchant's days is). Returns undefined for any other period, to be read from the bets as before.
 */
export async function periodRanking(
  db: Db,
  agentId: number,
  period: { from: Date; to: Date },
  now = Date.now(),
): Promise<PeriodRanking | undefined> {
  const from = period.from.getTime();
  const to = period.to.getTime();
  if (!(to > from) || from % BUCKET_MS !== 0 || to % BUCKET_MS !== 0) return undefined;
  const store = storeOf(db);
  const key = `${agentId}:${from}:${to}`;
  // The closed part ends where the current quarter hour begins (or at the period's end, if that is sooner).
  const closedNow = Math.max(from, Math.min(to, Math.floor(now / BUCKET_MS) * BUCKET_MS));
  let ranking = store.rankings.get(key);
  if (ranking && (ranking.closedTo > closedNow || closedNow - ranking.closedTo > RANKING_TAIL_MS))
    ranking = undefined;
  const closedTo = ranking?.closedTo ?? closedNow;
  const { totals, version } = await totalsAndVersion(db, agentId, from, to, closedTo);
  if (closedTo > from && (!ranking || ranking.version !== version)) {
    // A read already under way is shared, if it reads what this call's totals saw; otherwise this call reads again.
    const readKey = `${key}:${closedTo}`;
    let reading = store.reading.get(readKey);
    if (!reading) {
      reading = readRanking(db, agentId, from, closedTo);
      store.reading.set(readKey, reading);
      const done = () => {
        if (store.reading.get(readKey) === reading) store.reading.delete(readKey);
      };
      reading.then((r) => {
        done();
        keep(store, key, r);
      }, done);
    }
    ranking = await reading;
    if (ranking.version !== version) {
      ranking = await readRanking(db, agentId, from, closedTo);
      keep(store, key, ranking);
    }
  } else if (ranking) {
    // Most recently used last, for the eviction order.
    store.rankings.delete(key);
    store.rankings.set(key, ranking);
  }
  const tail =
    closedTo < to
      ? await db
          .select({
            memberId: sql<number>`t.member_id`,
            bets: sql<string>`t.bets`,
            bet: sql<string>`t.bet`,
            win: sql<string>`t.win`,
          })
          .from(sql`(${memberSums(agentId, closedTo, to)}) t`)
      : [];
  return merged(ranking, tail, totals);
}

function merged(
  ranking: Ranking | undefined,
  tailRows: { memberId: number; bets: string; bet: string; win: string }[],
  totals: { bets: number; bet: number; win: number },
): PeriodRanking {
  const closed = ranking ?? {
    ids: new Int32Array(0),
    bets: new Float64Array(0),
    bet: new Float64Array(0),
    win: new Float64Array(0),
  };
  const rankOf = (id: number) => {
    if (!ranking) return undefined;
    ranking.rank ??= new Map(Array.from(ranking.ids, (m, i) => [m, i]));
    return ranking.rank.get(id);
  };
  // The members with bets in the tail, with their whole period's sums, in rank order.
  const moved = new Set<number>();
  const changed: MemberSums[] = [];
  for (const t of tailRows) {
    const id = Number(t.memberId);
    const i = rankOf(id);
    moved.add(id);
    const sums = {
      memberId: id,
      bets: Number(t.bets) + (i === undefined ? 0 : closed.bets[i]!),
      bet: Number(t.bet) + (i === undefined ? 0 : closed.bet[i]!),
      win: Number(t.win) + (i === undefined ? 0 : closed.win[i]!),
    };
    if (sums.bets > 0) changed.push(sums);
  }
  changed.sort(before);
  let closedMoved = 0;
  for (const id of moved) if (rankOf(id) !== undefined) closedMoved++;
  const people = closed.ids.length - closedMoved + changed.length;
  return {
    people,
    totals,
    page(offset, limit) {
      const out: MemberSums[] = [];
      let i = 0;
      let j = 0;
      let n = 0;
      while (out.length < limit && (i < closed.ids.length || j < changed.length)) {
        if (i < closed.ids.length && moved.has(closed.ids[i]!)) {
          i++;
          continue;
        }
        const a =
          i < closed.ids.length
            ? { memberId: closed.ids[i]!, bets: closed.bets[i]!, bet: closed.bet[i]!, win: closed.win[i]! }
            : undefined;
        const b = changed[j];
        const next = a && (!b || before(a, b) <= 0) ? a : b!;
        if (next === a) i++;
        else j++;
        if (n++ >= offset) out.push(next);
      }
      return out;
    },
  };
}
