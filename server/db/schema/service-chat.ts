import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dev customer-service provider's conversations (docs/member-services.md "Customer service"). A chat is made by
 * the visitor's first message; its random id is the visitor's cookie, so only that browser reads it.
 */
export const serviceChats = pgTable(
  'service_chats',
  {
    id: text('id').primaryKey(),
    merchant: text('merchant').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who wrote last: `player` means the chat waits for an operator's answer. */
    lastAuthor: text('last_author').notNull(),
    messageCount: integer('message_count').notNull().default(0),
  },
  (t) => [index('service_chats_waiting').on(t.lastAuthor, t.lastMessageAt)],
);

/** One line of a chat: the player's, or an operator's answer (`npm run ops -- service:reply`). */
export const serviceChatMessages = pgTable(
  'service_chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => serviceChats.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** The operator's name for answers; empty for the player. */
    operator: text('operator').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('service_chat_messages_chat').on(t.chatId, t.id)],
);
