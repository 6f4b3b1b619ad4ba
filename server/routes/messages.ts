import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../src/api/contract/errors';
import { getMessage, listMessages, markMessagesRead } from '../../src/api/contract/messages';
import { isoDate } from '../catalogue/isoDate';
import type { ApiDeps } from '../deps';
import { messages } from '../db/schema/index';
import { ApiError, badRequest } from '../http/envelope';
import { registerEndpoint } from '../http/route';
import { isMessageKind, systemMessage } from '../content/systemMessages';
import { readerOf, wordingOf } from '../content/wording';

type WordedColumns = 'id' | 'kind' | 'values' | 'title' | 'body' | 'language' | 'translations';

/** The member's inbox: the list with the unread count, one message, and marking read (docs/messages.md). */
export function registerMessageRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const unreadOf = async (memberId: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.memberId, memberId), isNull(messages.readAt)));
    return row?.n ?? 0;
  };

  /** A message's title and body in the reader's language: a system kind worded now, else the operator's text. */
  const wordedFor = (req: FastifyRequest) => {
    const reader = readerOf(req, deps.merchants.forRequest(req).languages.default);
    return (row: Pick<typeof messages.$inferSelect, WordedColumns>) => {
      if (row.kind !== null && isMessageKind(row.kind)) return systemMessage(row.kind, row.values, reader);
      const { title, content } = wordingOf({ ...row, content: row.body }, reader, `message:${row.id}`);
      return { title, body: content };
    };
  };

  registerEndpoint(app, listMessages, async ({ query, req }) => {
    const memberId = req.session!.memberId;
    const worded = wordedFor(req);
    const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.memberId, memberId));
    const rows = await db
      .select({
        id: messages.id,
        kind: messages.kind,
        values: messages.values,
        title: messages.title,
        body: messages.body,
        language: messages.language,
        translations: messages.translations,
        createdAt: messages.createdAt,
        readAt: messages.readAt,
      })
      .from(messages)
      .where(eq(messages.memberId, memberId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: worded(r).title,
        createdAt: isoDate(r.createdAt),
        read: r.readAt !== null,
      })),
      pageNum: query.pageNo,
      totalPages: Math.ceil((total?.n ?? 0) / query.pageSize),
      unread: await unreadOf(memberId),
    };
  });

  registerEndpoint(app, getMessage, async ({ query, req }) => {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.id, query.id), eq(messages.memberId, req.session!.memberId)));
    if (!row) throw new ApiError(404, ErrorCode.notFound, 'No such message');
    return {
      id: row.id,
      ...wordedFor(req)(row),
      createdAt: isoDate(row.createdAt),
      readAt: row.readAt ? isoDate(row.readAt) : null,
    };
  });

  registerEndpoint(app, markMessagesRead, async ({ body, req }) => {
    const memberId = req.session!.memberId;
    if (!body.all && !body.ids) throw badRequest('ids or all required');
    await db
      .update(messages)
      .set({ readAt: new Date(deps.now()) })
      .where(
        and(
          eq(messages.memberId, memberId),
          isNull(messages.readAt),
          body.all ? undefined : inArray(messages.id, body.ids!),
        ),
      );
    return { unread: await unreadOf(memberId) };
  });
}
