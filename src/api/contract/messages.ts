import {
  array,
  boolean,
  defaulted,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { endpoint } from './endpoint';
import { queryInt, RowId } from './query';

// The message centre (`/m/webEmail`, `/m/message`; issue 12): the member's inbox, newest first. A message's body
// is server HTML, shown only through the sanitising component.

export const MessageSummary = object({
  id: integer(),
  title: size(string(), 0, 200),
  createdAt: string(),
  read: boolean(),
});
export type MessageSummary = Infer<typeof MessageSummary>;

export const listMessages = endpoint({
  method: 'GET',
  path: '/wps/message/list',
  access: 'member',
  query: type({ pageNo: defaulted(queryInt(1, 100000), 1), pageSize: defaulted(queryInt(1, 50), 20) }),
  body: null,
  answer: object({
    list: array(MessageSummary),
    pageNum: integer(),
    totalPages: integer(),
    unread: integer(),
  }),
});

export const Message = object({
  id: integer(),
  title: size(string(), 0, 200),
  /** Server HTML (sanitised again by the client before it is shown). */
  body: size(string(), 0, 20_000),
  createdAt: string(),
  readAt: nullable(string()),
});
export type Message = Infer<typeof Message>;

/** One message of the session's member; reading it does not mark it: the client does, with `markMessagesRead`. */
export const getMessage = endpoint({
  method: 'GET',
  path: '/wps/message/detail',
  access: 'member',
  query: type({ id: queryInt(1, 2_147_483_647) }),
  body: null,
  answer: Message,
});

/** Marks messages read (`ids`), or every message (`all: true`); answers the unread count after it. */
export const markMessagesRead = endpoint({
  method: 'POST',
  path: '/wps/message/read',
  access: 'member',
  query: null,
  body: object({ ids: optional(size(array(RowId), 1, 100)), all: optional(boolean()) }),
  answer: object({ unread: integer() }),
});
