import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** Each sign-in (a session made), for the agent's "logged in" counter over any period (docs/agents.md). */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('member_logins_member_at').on(t.memberId, t.at)],
);

/** Agent announcements a member has read (`/m/member/notice?types=A`); the unread count is the live ones without a row. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/**
 * Agent contracts (docs/agents.md "Contracts"): an upline agent proposes terms to an agent directly below it; the
 * downline accepts or refuses. `kind` is `salary` (daily), `hourly` or `dividend`; `terms` holds the rate (and the
 * dividend's period). At most one proposed-or-active contract per downline and kind (partial unique index).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchant: text('merchant').notNull(),
    kind: text('kind').notNull(),
    uplineId: integer('upline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Per mille (salary, hourly: of the team's bets; dividend: of the team's net loss), a whole number. */
    rate: integer('rate').notNull(),
    /** The dividend's period: `week` or `month`; `day` for salary, `hour` for hourly. */
    period: text('period').notNull(),
    /** `proposed`, `active`, `refused` or `ended`. */
    status: text('status').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('agent_contracts_open')
      .on(t.downlineId, t.kind)
      .where(sql`${t.status} in ('proposed', 'active')`),
    index('agent_contracts_upline').on(t.uplineId),
  ],
);

/** One payment of a contract for one period; unique per contract and period, so it is paid once. */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    /** The period's start as `YYYY-MM-DD` (day, week, month) or `YYYY-MM-DDTHH` (hour), merchant time. */
    periodKey: text('period_key').notNull(),
    /** The team's bets and wins in the period, and the amount paid, in centavos. */
    bets: bigint('bets', { mode: 'number' }).notNull(),
    wins: bigint('wins', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('contract_payouts_once').on(t.contractId, t.periodKey)],
);

/** One red-rain window on one merchant day: what its budget has paid so far (docs/agents.md "Red rain"). */
export const redRainWindows = pgTable(
  'red_rain_windows',
  {
    merchant: text('merchant').notNull(),
    eventId: text('event_id').notNull(),
    day: text('day').notNull(),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchant, t.eventId, t.day] })],
);

/** A member's grab in a window: once per window and member. */
export const redRainClaims = pgTable(
  'red_rain_claims',
  {
    id: serial('id').primaryKey(),
    merchant: text('merchant').notNull(),
    eventId: text('event_id').notNull(),
    day: text('day').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('red_rain_claims_once').on(t.merchant, t.eventId, t.day, t.memberId)],
);

/** An agent's rebate for one merchant day (docs/agents.md "Agent rebate"): paid once per agent and day. */
export const agentRebates = pgTable(
  'agent_rebates',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    teamBets: bigint('team_bets', { mode: 'number' }).notNull(),
    /** Per mille, from the merchant's tier table for that day's team bets. */
    rate: integer('rate').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('agent_rebates_once').on(t.agentId, t.day)],
);

/**
 * Every agent's team as rows (docs/agents.md "The team at scale"): one row per member below an agent, at any depth,
 * kept by triggers on `members` (migration 0020), so a report reads its team from an index instead of walking the
 * upline tree. `depth` 1 is a direct member.
 */
export const memberTeams = pgTable(
  'member_teams',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
    /** The member's registration, copied (migration 0021), so a team's members list reads its page from an index. */
    regDate: timestamp('reg_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.memberId] }),
    index('member_teams_member').on(t.memberId),
    // DESC NULLS FIRST, as `order by ... desc` sorts: drizzle's bare desc() makes DESC NULLS LAST, an order no query
    // asks for, so PostgreSQL sorted the whole team instead (migration 0026).
    index('member_teams_newest').on(t.agentId, t.regDate.desc().nullsFirst(), t.memberId.desc().nullsFirst()),
  ],
);

/**
 * The team's bets summed per agent and quarter hour (`bucket`, UTC, from `date_bin`), kept by statement triggers on
 * `game_bets` (migration 0020). Every zone's day starts on a quarter hour, so a period of the merchant's days is a
 * run of whole buckets; money in centavos. `changes` counts the writes to the row (migration 0025): it only grows,
 * and a row is only removed by a move, which bumps `team_sizes.epoch`, so the pair tells whether anything in a run
 * of quarter hours changed since it was read (the kept rankings, `server/agent/rankings.ts`).
 */
export const teamBetBuckets = pgTable(
  'team_bet_buckets',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
    bets: integer('bets').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.bucket] })],
);

/**
 * The team's paid deposits and withdrawals summed per agent and quarter hour (the buckets of `team_bet_buckets`): a
 * deposit by the quarter hour it was settled in, a withdrawal by the one it was decided in, counts and centavos.
 * Kept by row triggers on `deposits` and `withdrawals` (a row that becomes paid adds, one that stops being paid or
 * changes takes its old self out) and summed again for the agents above a member who moves or is removed (migration
 * 0029). The team overview reads a period's money from here: at most 96 rows a day, however many deposits the
 * platform takes.
 */
export const teamMoneyBuckets = pgTable(
  'team_money_buckets',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
    deposits: integer('deposits').notNull(),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    withdrawals: integer('withdrawals').notNull(),
    withdraw: bigint('withdraw', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.bucket] })],
);

/**
 * Each agent's team bets summed per member and quarter hour (same buckets as `team_bet_buckets`), kept by the same
 * statement triggers on `game_bets` (migration 0022). The counts of people who bet and the profit-and-loss list read a
 * period's rows of one agent from the primary key's range, instead of probing the bets of every team member.
 * A row whose bets were all removed is deleted.
 */
export const teamMemberBuckets = pgTable(
  'team_member_buckets',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
    memberId: integer('member_id').notNull(),
    bets: integer('bets').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.bucket, t.memberId] })],
);

/**
 * Each agent's team size, kept by statement triggers on `member_teams` (migration 0024): every member below the agent
 * and those directly below it. The overview and the members list read the counts from this one row. `epoch` grows
 * each time a move sums the agent's team bets again (migration 0025).
 */
export const teamSizes = pgTable('team_sizes', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  members: integer('members').notNull(),
  direct: integer('direct').notNull(),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});
