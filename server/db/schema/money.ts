import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';

/**
 * A deposit request (docs/money.md). It starts `pending` with the payment provider's reference, and becomes `paid`
 * (credited once, in the same transaction as the status change), `failed` or `expired`. Amounts in centavos.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchant: text('merchant').notNull(),
    /** The merchant's channel code (`gcash`, `maya`, `bank`, ...). */
    channel: text('channel').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `pending`, `paid`, `failed` or `expired`. */
    status: text('status').notNull().default('pending'),
    /** The payment provider's name and its reference for this payment: one credit per reference. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The first-deposit bonus credited with this deposit, in centavos (0 when none). */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** Who settled it: `provider:<name>` for a callback, `operator:<name>` for a hand approval. */
    settledBy: text('settled_by'),
  },
  (t) => [
    uniqueIndex('deposits_provider_ref').on(t.provider, t.providerRef),
    index('deposits_member_time').on(t.memberId, t.createdAt),
    index('deposits_status').on(t.status, t.expiresAt),
    // A period's paid deposits, for the team overview (server/agent/reports.ts): without it the overview read every
    // deposit ever made (a parallel sequential scan of 400,000 rows, 63 ms, against 9 ms; migration 0027).
    index('deposits_paid_time')
      .on(t.settledAt)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** The first-deposit bonus, at most one row per member: the row's insert is what makes the bonus once-only. */
export const depositBonuses = pgTable('deposit_bonuses', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  depositId: integer('deposit_id')
    .notNull()
    .references(() => deposits.id, { onDelete: 'cascade' }),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every payment-provider callback that reached the server, whatever became of it (`outcome`: credited, failed,
 * duplicate, bad-signature, unsigned, stale, replayed, unknown-reference, amount-mismatch, malformed). A replay is
 * caught by the unique signature.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The signature header as received (empty when unsigned); unique among accepted signatures. */
    signature: text('signature').notNull(),
    providerRef: text('provider_ref'),
    outcome: text('outcome').notNull(),
    /** The raw body, kept for the operator (at most 4 KB; bodies carry no card data). */
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('payment_callbacks_signature').on(t.provider, t.signature)],
);

/** A payee account of a member: a bank account or an e-wallet, from the merchant's bank list. */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('payee_accounts_member_number').on(t.memberId, t.bankCode, t.accountNumber)],
);

/**
 * A withdrawal. The amount is debited from the wallet (`withdraw.hold`) when it is requested; an operator then
 * marks it `paid` (the money has left), or `rejected`, which credits it back (`withdraw.release`).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => payeeAccounts.id),
    /** The payee as it was when requested, so a later change of the account cannot rewrite the record. */
    payee: jsonb('payee').$type<{ bankCode: string; accountName: string; accountNumber: string }>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `pending`, `paid` or `rejected`. */
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: text('decided_by'),
    /** The operator's reason; a rejection's reason is shown to the player. */
    reason: text('reason'),
  },
  (t) => [
    index('withdrawals_member_time').on(t.memberId, t.requestedAt),
    index('withdrawals_status').on(t.status),
    // A period's paid withdrawals, for the team overview, as deposits_paid_time is for deposits.
    index('withdrawals_paid_time')
      .on(t.decidedAt)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** Every operator action (approve, reject, hand approval, adjustment): who, what, on what, why, and when. */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    operator: text('operator').notNull(),
    /** `withdrawal.approve`, `withdrawal.reject`, `deposit.approve`, `balance.adjust`. */
    action: text('action').notNull(),
    /** `withdrawal:<id>`, `deposit:<id>`, `member:<id>`. */
    target: text('target').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Signed centavos moved by the action (0 when none). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('operator_actions_target').on(t.target)],
);

/** A member's transfer to their upline agent (`/m/upLine/transfer`): one debit and one credit, same reference. */
export const uplineTransfers = pgTable(
  'upline_transfers',
  {
    id: serial('id').primaryKey(),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    toMemberId: integer('to_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('upline_transfers_from').on(t.fromMemberId, t.createdAt)],
);

/**
 * A manual rebate claim: the valid bets of a member from `fromAt` to `toAt` times the VIP level's rate. The next
 * claim starts where this one ended; the unique start makes the same period impossible to claim twice.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromAt: timestamp('from_at', { withTimezone: true, mode: 'date' }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true, mode: 'date' }).notNull(),
    validBets: bigint('valid_bets', { mode: 'number' }).notNull(),
    /** The rate in hundredths of a percent (0.5 % is 50). */
    rateBp: integer('rate_bp').notNull(),
    vipLevel: integer('vip_level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('rebate_claims_member_from').on(t.memberId, t.fromAt)],
);

/** A reward center claim: one per member and promotion (the unique index), with the member's optional remark. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** At most 140 characters (spec 02 §9). */
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('reward_claims_member_promotion').on(t.memberId, t.promotionId)],
);

/** A mission's reward paid to a member: at most one per mission and member (the unique index). */
export const missionPayouts = pgTable(
  'mission_payouts',
  {
    id: serial('id').primaryKey(),
    merchant: text('merchant').notNull(),
    missionId: text('mission_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('mission_payouts_once').on(t.merchant, t.missionId, t.memberId)],
);

/**
 * The dev payment provider's own record of what each payer decided on its page (server/providers/payments.ts): what an
 * outside provider keeps on its side. Written before the provider's callback is sent, so a payment it acknowledged is
 * never lost when the callback cannot land (the database failing over): the reconciliation (server/money/reconcile.ts)
 * asks the provider for each pending deposit and settles what it confirms.
 */
export const devPaymentDecisions = pgTable('dev_payment_decisions', {
  providerRef: text('provider_ref').primaryKey(),
  status: text('status').notNull(),
  /** Centavos the provider took. */
  amount: integer('amount').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
});
