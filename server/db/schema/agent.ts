import { index, integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
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
