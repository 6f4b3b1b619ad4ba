import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serviceChatMessages, serviceChats } from '../db/schema/index';

// The dev customer-service provider (docs/member-services.md "Customer service"): a player writes from the app's
// service screen, an operator answers with `npm run ops -- service:reply`. It stands for a merchant's live-chat
// product, so it keeps to what such a chat needs: one thread per visitor, plain text, bounded sizes.

export const MAX_MESSAGE_CHARS = 500;
export const MAX_MESSAGES_PER_CHAT = 200;
/** A visitor writes at most this many lines per minute; more is a script, not a player. */
export const MAX_MESSAGES_PER_MINUTE = 10;

export type ChatAuthor = 'player' | 'operator';
export interface ChatLine {
  id: number;
  author: ChatAuthor;
  operator: string;
  body: string;
  at: Date;
}

const CHAT_ID = /^[0-9a-f]{32}$/;
export const isChatId = (raw: string | undefined): raw is string => !!raw && CHAT_ID.test(raw);
export const newChatId = () => randomBytes(16).toString('hex');

// eslint-disable-next-line no-control-regex -- the point is to remove control characters (newline kept)
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** Plain text of one line: control characters out (newlines kept), trimmed; undefined when empty or too long. */
export function cleanMessage(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
  if (!text || [...text].length > MAX_MESSAGE_CHARS) return undefined;
  return text;
}

export type PostOutcome = 'posted' | 'full' | 'too-fast';

/** Adds the player's line, making the chat on its first line. */
export async function postPlayerMessage(
  db: Db,
  p: { chatId: string; merchant: string; body: string; now: Date },
): Promise<PostOutcome> {
  return db.transaction(async (tx) => {
    await tx
      .insert(serviceChats)
      .values({
        id: p.chatId,
        merchant: p.merchant,
        createdAt: p.now,
        lastMessageAt: p.now,
        lastAuthor: 'player',
      })
      .onConflictDoNothing();
    // The row lock orders concurrent posts of one chat, so the counts below are exact.
    const [chat] = await tx.select().from(serviceChats).where(eq(serviceChats.id, p.chatId)).for('update');
    if (!chat || chat.merchant !== p.merchant) return 'full';
    if (chat.messageCount >= MAX_MESSAGES_PER_CHAT) return 'full';
    const since = new Date(p.now.getTime() - 60_000);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceChatMessages)
      .where(
        and(
          eq(serviceChatMessages.chatId, p.chatId),
          eq(serviceChatMessages.author, 'player'),
          sql`${serviceChatMessages.createdAt} > ${since}`,
        ),
      );
    if ((recent?.n ?? 0) >= MAX_MESSAGES_PER_MINUTE) return 'too-fast';
    await tx
      .insert(serviceChatMessages)
      .values({ chatId: p.chatId, author: 'player', body: p.body, createdAt: p.now });
    await tx
      .update(serviceChats)
      .set({
        lastAuthor: 'player',
        lastMessageAt: p.now,
        messageCount: sql`${serviceChats.messageCount} + 1`,
      })
      .where(eq(serviceChats.id, p.chatId));
    return 'posted';
  });
}

/** An operator's answer; false when there is no such chat or it is full. */
export async function postOperatorReply(
  db: Db,
  p: { chatId: string; operator: string; body: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [chat] = await tx.select().from(serviceChats).where(eq(serviceChats.id, p.chatId)).for('update');
    if (!chat || chat.messageCount >= MAX_MESSAGES_PER_CHAT) return false;
    await tx.insert(serviceChatMessages).values({
      chatId: p.chatId,
      author: 'operator',
      operator: p.operator,
      body: p.body,
      createdAt: p.now,
    });
    await tx
      .update(serviceChats)
      .set({
        lastAuthor: 'operator',
        lastMessageAt: p.now,
        messageCount: sql`${serviceChats.messageCount} + 1`,
      })
      .where(eq(serviceChats.id, p.chatId));
    return true;
  });
}

/** A chat's lines, oldest first; empty when the chat does not exist (yet) or belongs to another merchant. */
export async function chatLines(db: Db, chatId: string, merchant: string): Promise<ChatLine[]> {
  const rows = await db
    .select({ m: serviceChatMessages })
    .from(serviceChatMessages)
    .innerJoin(serviceChats, eq(serviceChats.id, serviceChatMessages.chatId))
    .where(and(eq(serviceChatMessages.chatId, chatId), eq(serviceChats.merchant, merchant)))
    .orderBy(asc(serviceChatMessages.id))
    .limit(MAX_MESSAGES_PER_CHAT);
  return rows.map(({ m }) => ({
    id: m.id,
    author: m.author === 'operator' ? 'operator' : 'player',
    operator: m.operator,
    body: m.body,
    at: m.createdAt,
  }));
}

/** The operator's inbox: chats newest first, those waiting for an answer only unless `all`; or one chat by id. */
export async function chatInbox(db: Db, all: boolean, id?: string) {
  return db
    .select()
    .from(serviceChats)
    .where(id ? eq(serviceChats.id, id) : all ? undefined : eq(serviceChats.lastAuthor, 'player'))
    .orderBy(desc(serviceChats.lastMessageAt))
    .limit(200);
}
