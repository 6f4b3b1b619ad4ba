import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { Amount, RequestAmount } from './amount';
import { endpoint } from './endpoint';
import { queryInt } from './query';
import { queryIsoTime } from './queryIsoTime';
import { RequiredText, Text } from './text';

// Deposits through the merchant's payment provider (docs/money.md). Amounts are pesos with at most two decimals
// on the wire and integer centavos on the server; times are ISO 8601 (UTC).

/** How a channel pays: the client names the kind in the player's language; `name` is the brand (GCash, Maya). */
export const ChannelKind = enums(['ewallet', 'bank', 'card', 'qr']);
export type ChannelKind = Infer<typeof ChannelKind>;

export const DepositChannel = object({
  code: RequiredText,
  name: Text,
  kind: ChannelKind,
  min: Amount,
  max: Amount,
  /** The amounts offered as one-tap chips, within [min, max]. */
  quickAmounts: size(array(Amount), 0, 12),
});
export type DepositChannel = Infer<typeof DepositChannel>;

export const DepositStatus = enums(['pending', 'paid', 'failed', 'expired']);
export type DepositStatus = Infer<typeof DepositStatus>;

export const Deposit = object({
  id: integer(),
  channel: Text,
  channelName: Text,
  amount: Amount,
  status: DepositStatus,
  /** The first-deposit bonus credited with it (0 when none). */
  bonus: Amount,
  createdAt: string(),
  expiresAt: string(),
  settledAt: nullable(string()),
});
export type Deposit = Infer<typeof Deposit>;

/** What the deposit screen needs: the channels and the first-deposit bonus this player can still get. */
export const DepositOptions = object({
  channels: array(DepositChannel),
  /** The first-deposit bonus: its amount, and whether this player still gets it (null when the merchant has none). */
  firstDepositBonus: nullable(object({ amount: Amount, eligible: boolean() })),
  /** Minutes a pending deposit waits for its payment. */
  expiryMinutes: integer(),
});
export type DepositOptions = Infer<typeof DepositOptions>;

export const getDepositOptions = endpoint({
  method: 'GET',
  path: '/wps/deposit/options',
  access: 'member',
  query: null,
  body: null,
  answer: DepositOptions,
});

export const DepositRequest = object({ channel: RequiredText, amount: RequestAmount });
export type DepositRequest = Infer<typeof DepositRequest>;

/** Opens a deposit: the answer's `payUrl` is the provider's pay page, which returns to `/m/voucherCenter?deposit=`. */
export const createDeposit = endpoint({
  method: 'POST',
  path: '/wps/deposit',
  access: 'member',
  query: null,
  body: DepositRequest,
  answer: object({ deposit: Deposit, payUrl: size(string(), 1, 2000) }),
  idempotent: true,
});

/** One deposit of the session's member, as it is now (a pending one past its time answers `expired`). */
export const getDeposit = endpoint({
  method: 'GET',
  path: '/wps/deposit/status',
  access: 'member',
  query: type({ id: queryInt(1, 2_147_483_647) }),
  body: null,
  answer: object({ deposit: Deposit, balance: Amount }),
});

export const RecordRangeQuery = type({
  from: optional(queryIsoTime),
  to: optional(queryIsoTime),
  pageNo: defaulted(queryInt(1, 100000), 1),
  pageSize: defaulted(queryInt(1, 100), 20),
});
export type RecordRangeQuery = Infer<typeof RecordRangeQuery>;

/** The load record (`/m/vouReport`): deposits newest first, with the range's paid total. */
export const listDeposits = endpoint({
  method: 'GET',
  path: '/wps/report/depositTransaction',
  access: 'member',
  query: RecordRangeQuery,
  body: null,
  answer: object({
    list: array(Deposit),
    pageNum: integer(),
    totalPages: integer(),
    totals: object({ count: integer(), paid: Amount, bonus: Amount }),
  }),
});

/** The dev provider's pay page path (served by the reference server, never by the app). */
export const DEV_PAY_PAGE = '/dev/pay/';
export const PayToken = pattern(string(), /^[A-Za-z0-9_-]{16,64}$/);
