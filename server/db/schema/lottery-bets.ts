import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gameBets } from './demo-game';
import { members } from './members';

/**
 * One big/small bet on a reference lottery draw (docs/lottery-bets.md). The stake is debited when the bet is taken
 * and its bet record (`game_bets`) is written at once with win 0; when the draw has happened, settlement moves
 * `status` from `open` to `won` or `lost` in one conditional update, credits the win and fills in the record.
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    /** The draw's index k (draw k happens at k × interval seconds since the epoch) and its issue number. */
    drawIndex: integer('draw_index').notNull(),
    issueNo: text('issue_no').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** `BIG` or `SMALL`. */
    pick: text('pick').notNull(),
    /** Stake and win in centavos. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    /** `open`, `won` or `lost`. */
    status: text('status').notNull().default('open'),
    /** The drawn digits, once settled. */
    numbers: jsonb('numbers').$type<string[]>(),
    /** The ledger entries' reference (`lottery:<uuid>`), shared by the stake and the win. */
    reference: text('reference').notNull(),
    betRecordId: integer('bet_record_id').references(() => gameBets.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('lottery_bets_due').on(t.status, t.drawAt),
    index('lottery_bets_member_time').on(t.memberId, t.createdAt),
  ],
);
