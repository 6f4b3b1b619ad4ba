import { boolean, integer, nullable, number, object, string, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

/** Member info (spec 01 §3) plus what the member centre shows: VIP level and masked contacts. */
export const MemberInfo = object({
  id: integer(),
  account: string(),
  userName: string(),
  nickname: string(),
  /** 0, 4 (trial) and 40 are non-agents; other types are agents. */
  type: integer(),
  /** Registration time, ms since the epoch. */
  regDate: number(),
  /** The member has an upline to transfer to. */
  toUpline: boolean(),
  vipLevel: integer(),
  /** Masked, e.g. `0917****567`; null when not set. */
  mobile: nullable(string()),
  /** Masked, e.g. `d***@example.com`; null when not set. */
  email: nullable(string()),
  firstTimeLogin: boolean(),
  /** Whether a first deposit would still earn the merchant's first-deposit bonus (no paid deposit, no bonus yet). */
  firstDepositBonus: boolean(),
  /** The member's head icon: the one they chose among the merchant's, else the merchant's default (its logo). */
  headIcon: string(),
});
export type MemberInfo = Infer<typeof MemberInfo>;

export const getMemberInfo = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  query: null,
  body: null,
  answer: MemberInfo,
});

/** How many inbox messages are unread (drives the message dot). */
export const getUnreadCount = endpoint({
  method: 'GET',
  path: '/wps/message/unreadCount',
  access: 'member',
  query: null,
  body: null,
  answer: integer(),
});
