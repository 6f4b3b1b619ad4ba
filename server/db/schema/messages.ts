import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from './catalogue';
import { members } from './members';

/** A member's inbox (message centre); `readAt` null means unread, which drives the message dot. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * A message the system writes (a security notice, a payout): its kind and values, rendered in the reader's
     * language when read (server/content/systemMessages.ts); `title` and `body` then hold the English text for the
     * ops trail. Null for a message an operator wrote, whose text per language is `title`/`body` and `translations`.
     */
    kind: text('kind'),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language `title` and `body` are written in; `translations` holds the others (`content` is the body). */
    language: text('language').notNull().default('EN'),
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('messages_member').on(t.memberId)],
);
