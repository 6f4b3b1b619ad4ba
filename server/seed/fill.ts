import { and, count, eq, like, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { games } from '../db/schema/catalogue';
import { gameBets } from '../db/schema/demo-game';
import { members } from '../db/schema/members';
import { DEMO_MERCHANT } from './accounts';

// The scale fill (docs/server-data.md "A database at scale"): grows a seeded database by a factor, to measure that
// the cost of the lists stays flat as the work grows. It is a separate command (`npm run db:fill`), never part of the
// start-up seed, and is meant for benchmark databases, never for a merchant's data.
//
// Per factor it adds: a copy of today's catalogue (613 games), 200 members and 20,000 bets spread over the last
// year. At 100 that is 60,000 games, 20,000 members and 2 million bets. A tenth of the new members join the demo
// agent's team directly, a tenth the sub-agent's (so below the agent too); the demo member gets 1% of the bets,
// 5 favourites and 5 recent games per factor. Everything is written in SQL from generate_series, in chunks.
//
// What it does not do: the bets are history rows, as an import of past records would write them. They carry no
// ledger entries and move no balance; each new member's opening balance is credited through the ledger, as a
// seed bonus is.

export const FILL = { gamesPerFactor: 613, membersPerFactor: 200, betsPerFactor: 20_000 } as const;
const BET_CHUNK = 100_000;
const DAY_MS = 86_400_000;

export interface FillReport {
  factor: number;
  games: number;
  members: number;
  bets: number;
  seconds: number;
}

const idOf = async (db: Db, username: string): Promise<number> => {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchant, DEMO_MERCHANT), sql`lower(${members.username}) = ${username}`));
  if (!row) throw new Error(`the seeded account "${username}" is missing`);
  return row.id;
};

const fillMembers = like(members.username, 'fill%');
const countRows = async (db: Db, table: typeof games | typeof members | typeof gameBets) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

/**
 * Grows the seeded database by `factor` (1 to 1,000). Refuses a database that was filled already, so a second run
 * cannot double it by mistake. `progress` hears a line per step.
 */
export async function fillScale(
  db: Db,
  factor: number,
  now: Date,
  progress: (line: string) => void = () => undefined,
): Promise<FillReport> {
  if (!Number.isInteger(factor) || factor < 1 || factor > 1000)
    throw new Error(`the factor must be a whole number from 1 to 1000, not ${factor}`);
  const started = performance.now();
  const [{ n: filled } = { n: 0 }] = await db.select({ n: count() }).from(members).where(fillMembers);
  if (filled > 0) throw new Error(`this database was filled already (${filled} fill members)`);
  const demo = await idOf(db, 'demo');
  const agent = await idOf(db, 'agent');
  const subAgent = await idOf(db, 'subagent');
  const base = await countRows(db, games);

  // Games: factor - 1 numbered copies of the catalogue, so factor 1 adds none and 100 makes about 60,000.
  const copies = factor - 1;
  if (copies > 0) {
    await db.execute(sql`
      insert into catalogue_games (node_id, vassalage, game_name, game_type, game_category, game_id, game_classify,
        min_bet_centavos, min_line, is_new, hot_rank, support_play, sort)
      select g.node_id + k * 1000, g.vassalage, g.game_name || ' ' || (k + 1), g.game_type, g.game_category,
        g.game_id || '-' || k, g.game_classify, g.min_bet_centavos, g.min_line, g.is_new and k % 10 = 0, null,
        g.support_play, g.sort + k * 1000
      from catalogue_games g cross join generate_series(1, ${copies}) as k
      where g.node_id < 100000`);
  }
  progress(`games: ${base} -> ${base * factor}`);

  // Members: one password for all (the demo member's), registered over the last year.
  const memberCount = FILL.membersPerFactor * factor;
  await db.execute(sql`
    insert into members (merchant, username, password_hash, nickname, type, reg_date, upline_id)
    select ${DEMO_MERCHANT}, 'fill' || lpad(k::text, 6, '0'), d.password_hash, 'Fill ' || k, 0,
      ${now}::timestamptz - make_interval(secs => ((k * 7919) % 31536000)),
      case k % 10 when 0 then ${agent}::int when 1 then ${subAgent}::int else null end
    from generate_series(1, ${memberCount}) as k, members d where d.id = ${demo}`);
  await db.execute(sql`
    with opened as (
      insert into wallets (member_id, balance)
      select id, 1000 * (1 + id % 500) from members where username like 'fill%'
      returning member_id, balance)
    insert into ledger_entries (member_id, amount, balance_after, reason, reference)
    select member_id, balance, balance, 'seed.bonus', 'fill' from opened`);
  progress(`members: +${memberCount}`);

  // Bets over the last year, newest first in time order; 1% of them the demo member's.
  const total = FILL.betsPerFactor * factor;
  const [{ first: firstFill } = { first: null }] = await db
    .select({ first: min(members.id) })
    .from(members)
    .where(fillMembers);
  if (firstFill === null) throw new Error('the new members were not written');
  for (let from = 1; from <= total; from += BET_CHUNK) {
    const to = Math.min(total, from + BET_CHUNK - 1);
    await db.execute(sql`
      insert into game_bets (member_id, node_id, game_name, vassalage, game_type, bet, win, balance_after, outcome,
        reference, created_at)
      select case when i % 100 = 0 then ${demo}::int else ${firstFill}::int + ((i::bigint * 7919) % ${memberCount}::int)::int end,
        g.node_id, g.game_name, g.vassalage, g.game_type, 100 * (1 + i % 50),
        case when i % 3 = 0 then 100 * (1 + i % 50) * (i % 7) / 2 else 0 end, 100000, '["FILL"]'::jsonb,
        'fill:' || i, ${now}::timestamptz - make_interval(secs => (${total}::bigint - i) * ${DAY_MS / 1000}::bigint * 365 / ${total}::bigint)
      from generate_series(${from}::int, ${to}::int) as i
      join catalogue_games g on g.node_id = 1001 + (i * 31) % ${base}::int + (i % ${factor}::int) * 1000`);
    progress(`bets: ${to} of ${total}`);
  }

  // The demo member's favourites and recent games, newest first.
  const mine = 5 * factor;
  await db.execute(sql`
    insert into favourite_games (member_id, node_id, created_at)
    select ${demo}::int, node_id, ${now}::timestamptz - make_interval(secs => node_id)
    from catalogue_games where node_id % 1000 = 7 order by node_id limit ${mine}
    on conflict do nothing`);
  await db.execute(sql`
    insert into recent_games (member_id, node_id, played_at)
    select ${demo}::int, node_id, ${now}::timestamptz - make_interval(secs => node_id)
    from catalogue_games where node_id % 1000 = 9 order by node_id limit ${mine}
    on conflict do nothing`);
  // As after any import: autovacuum (PostgreSQL) or the server's own hourly run (the embedded database,
  // server/db/maintenance.ts) would do the same within the hour, and the benchmark measures the steady state.
  await db.execute(sql`vacuum (analyze)`);
  progress('vacuumed and analyzed');
  return {
    factor,
    games: await countRows(db, games),
    members: await countRows(db, members),
    bets: await countRows(db, gameBets),
    seconds: (performance.now() - started) / 1000,
  };
}
