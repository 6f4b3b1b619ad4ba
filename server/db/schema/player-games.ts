import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { games } from './catalogue';
import { members } from './members';

/** A member's favourite games; one row per game, so adding a favourite twice changes nothing. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourite_games_recent').on(t.memberId, t.createdAt),
  ],
);

/** A member's recently played games; playing one again moves its `playedAt` forward. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_recent').on(t.memberId, t.playedAt),
  ],
);
