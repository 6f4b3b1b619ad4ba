import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './catalogue';
import { members } from './members';

/**
 * One launch of the demo game (docs/demo-game.md). The launch answers a one-time ticket (only its SHA-256 is
 * kept); the game page spends it for a game credential (also kept as a hash). A `real` or `trial` launch hangs on
 * the member's session (`sessionTokenHash`): the credential dies with it. A `fun` launch keeps its play credit here.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull().unique(),
    credentialHash: text('credential_hash').unique(),
    /** `real`, `trial` or `fun`. */
    mode: text('mode').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash'),
    merchant: text('merchant').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    /** Play credit of a `fun` launch, in centavos; unused otherwise. */
    funBalance: bigint('fun_balance', { mode: 'number' }).notNull().default(0),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    credentialExpiresAt: timestamp('credential_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('game_launches_member').on(t.memberId)],
);

/**
 * One settled bet of the demo game: stake, win and balance after, in centavos. Game name, vendor and type are
 * copied so a record reads the same after the catalogue changes. Written in the spin's ledger transaction.
 */
export const gameBets = pgTable(
  'game_bets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    launchId: integer('launch_id').references(() => gameLaunches.id, { onDelete: 'set null' }),
    nodeId: integer('node_id').notNull(),
    gameName: text('game_name').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The reels shown, e.g. `["BELL","BELL","STAR"]`. */
    outcome: jsonb('outcome').$type<string[]>().notNull(),
    /** The ledger entries' reference (`bet:<uuid>`). */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('game_bets_member_time').on(t.memberId, t.createdAt),
    /** The newest bets first, for a team's bet list (migration 0020). */
    index('game_bets_time').on(t.createdAt, t.id),
  ],
);
