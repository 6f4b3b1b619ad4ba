import { RowId } from './query';
import {
  array,
  boolean,
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
import { RecordRangeQuery } from './deposit';
import { endpoint } from './endpoint';
import { RequiredText, Text } from './text';

// Withdrawals with a hold, payee accounts and the payment password (docs/money.md). Every call that carries a
// secret (a login password, an SMS code, the payment password, an account number) is sealed like the login body.

/** A bank or e-wallet of the merchant's bank list (the spec's "cached bank list"). */
export const Bank = object({ code: RequiredText, name: Text, kind: enums(['bank', 'ewallet']) });
export type Bank = Infer<typeof Bank>;

export const getBanks = endpoint({
  method: 'GET',
  path: '/wps/withdraw/banks',
  access: 'member',
  query: null,
  body: null,
  answer: object({ list: array(Bank) }),
});

/** A payee account as the player sees it: the number masked to its last four digits. */
export const Payee = object({
  id: integer(),
  bankCode: Text,
  bankName: Text,
  accountName: Text,
  accountNumberMasked: Text,
});
export type Payee = Infer<typeof Payee>;

/** How this player re-authenticates: the login password always, and an SMS code when the account has a mobile. */
export const Reauth = object({ password: boolean(), sms: nullable(object({ mobileMasked: Text })) });
export type Reauth = Infer<typeof Reauth>;

export const WithdrawInfo = object({
  /** What can be withdrawn now: the wallet balance (held money has already left it). */
  balance: Amount,
  /** The total of pending withdrawals, held until an operator decides. */
  held: Amount,
  min: Amount,
  max: Amount,
  payees: array(Payee),
  /** At most this many payee accounts. */
  maxPayees: integer(),
  hasPaymentPassword: boolean(),
  reauth: Reauth,
});
export type WithdrawInfo = Infer<typeof WithdrawInfo>;

export const getWithdrawInfo = endpoint({
  method: 'GET',
  path: '/wps/withdraw/info',
  access: 'member',
  query: null,
  body: null,
  answer: WithdrawInfo,
});

/** Proof that the player is who they say: the login password, or an SMS code sent by `sendReauthSms`. */
const ReauthProof = {
  password: optional(size(string(), 1, 64)),
  smsCode: optional(pattern(string(), /^\d{1,10}$/)),
};

export const PaymentPasswordText = pattern(string(), /^\d{6}$/);

export const AddPayeeRequest = object({
  bankCode: RequiredText,
  accountName: size(string(), 2, 50),
  accountNumber: pattern(string(), /^\d{6,20}$/),
  ...ReauthProof,
});
export type AddPayeeRequest = Infer<typeof AddPayeeRequest>;

export const addPayee = endpoint({
  method: 'POST',
  path: '/wps/member/payee',
  access: 'member',
  query: null,
  body: AddPayeeRequest,
  answer: Payee,
  encrypted: true,
});

export const SetPaymentPasswordRequest = object({
  paymentPassword: PaymentPasswordText,
  confirmPaymentPassword: size(string(), 0, 64),
  ...ReauthProof,
});
export type SetPaymentPasswordRequest = Infer<typeof SetPaymentPasswordRequest>;

/** Sets the payment password once; changing it belongs to the security centre. */
export const setPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  access: 'member',
  query: null,
  body: SetPaymentPasswordRequest,
  answer: boolean(),
  encrypted: true,
});

/** Sends an SMS code to the session member's own mobile, for re-authentication. */
export const sendReauthSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/member',
  access: 'member',
  query: null,
  body: null,
  answer: object({ expiredMinutes: integer() }),
});

export const WithdrawalStatus = enums(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = Infer<typeof WithdrawalStatus>;

export const Withdrawal = object({
  id: integer(),
  amount: Amount,
  status: WithdrawalStatus,
  bankName: Text,
  accountNumberMasked: Text,
  requestedAt: string(),
  decidedAt: nullable(string()),
  /** A rejection's reason, for the player (null otherwise). */
  remark: nullable(size(string(), 0, 200)),
});
export type Withdrawal = Infer<typeof Withdrawal>;

export const WithdrawRequest = object({
  payeeId: RowId,
  amount: RequestAmount,
  paymentPassword: PaymentPasswordText,
});
export type WithdrawRequest = Infer<typeof WithdrawRequest>;

/** Requests a withdrawal: the amount is held at once; an operator pays it out or releases it. */
export const requestWithdraw = endpoint({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  access: 'member',
  query: null,
  body: WithdrawRequest,
  answer: object({ withdrawal: Withdrawal, balance: Amount }),
  encrypted: true,
  idempotent: true,
});

/** The withdraw record (`/m/withdrawReport`), newest first, with the range's totals. */
export const listWithdrawals = endpoint({
  method: 'GET',
  path: '/wps/report/withdrawTransaction',
  access: 'member',
  query: RecordRangeQuery,
  body: null,
  answer: object({
    list: array(Withdrawal),
    pageNum: integer(),
    totalPages: integer(),
    totals: object({ count: integer(), paid: Amount, pending: Amount }),
  }),
});

/** One ledger entry of the account record. `kind` is the ledger's reason (`deposit.paid`, `withdraw.hold`, ...). */
export const AccountEntry = object({
  id: integer(),
  time: string(),
  kind: Text,
  /** Signed: positive in, negative out. */
  amount: Amount,
  balanceAfter: Amount,
  /** The member the entry belongs to: shown in the agent view (`types=A`), the member's own name otherwise. */
  account: Text,
});
export type AccountEntry = Infer<typeof AccountEntry>;

/**
 * The account record (`/m/transaction/record`): every ledger entry in the range, newest first. With `types=A` (an
 * agent only) it lists the entries of the agent's direct downline instead.
 */
export const listAccountEntries = endpoint({
  method: 'GET',
  path: '/wps/report/transactions',
  access: 'member',
  query: type({ ...RecordRangeQuery.schema, types: optional(enums(['A'])) }),
  body: null,
  answer: object({
    list: array(AccountEntry),
    pageNum: integer(),
    totalPages: integer(),
    totals: object({ count: integer(), in: Amount, out: Amount }),
  }),
});
