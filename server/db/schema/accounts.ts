import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * What registration records beyond the `members` row (docs/accounts.md): how and where the account was made, the
 * age confirmation and the optional register fields. One row per registered member; seeded and trial accounts
 * have none.
 */
export const memberProfiles = pgTable('member_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** APP, H5, WEBCLIP or PWA (DECISIONS.md "registerMethod"). */
  registerMethod: text('register_method').notNull(),
  registerUrl: text('register_url'),
  domain: text('domain'),
  /** When the member confirmed the merchant's minimum age, and which age that was. */
  ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true, mode: 'date' }).notNull(),
  minimumAge: integer('minimum_age').notNull(),
  /** The mobile number's dialing code, without `+`. */
  dialingCode: text('dialing_code'),
  recommenderId: integer('recommender_id').references(() => members.id),
  affiliateCode: text('affiliate_code'),
  idNumber: text('id_number'),
  qqNum: text('qq_num'),
  facebook: text('facebook'),
  wechat: text('wechat'),
  line: text('line'),
  whatsapp: text('whatsapp'),
  zalo: text('zalo'),
  payeeName: text('payee_name'),
});

/** Agents' affiliate (invitation) codes, unique per merchant regardless of case. */
export const agentCodes = pgTable(
  'agent_codes',
  {
    merchant: text('merchant').notNull(),
    code: text('code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (t) => [uniqueIndex('agent_codes_merchant_code_ci').on(t.merchant, sql`upper(${t.code})`)],
);

/**
 * One-time codes (SMS and recovery e-mail). Only a salted SHA-256 of the code is kept; a code is spent by its
 * first successful use, expires, and dies after a few wrong tries. `target` is `<dialing>|<number>` for SMS,
 * `<merchant>:<lower-cased username>` for e-mail resets.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchant: text('merchant').notNull(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('verification_codes_key').on(t.merchant, t.purpose, t.target)],
);

/**
 * Fixed-window counters for rate limits (login per account and address, SMS per number and address, recovery,
 * trial). `bucket` names the limit and its subject; a window older than its length starts again.
 */
export const rateCounters = pgTable('rate_counters', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  /**
   * Attempts counted in `hits` whose check has not ended yet (server/accounts/rateLimit.ts "count first"), and when the
   * latest began: an instance killed mid-check leaves them, and they stop counting once they are older than any
   * check can take.
   */
  inFlight: integer('in_flight').notNull().default(0),
  inFlightAt: timestamp('in_flight_at', { withTimezone: true, mode: 'date' }),
});

/**
 * What the development providers "sent" (SMS codes, recovery e-mails, captcha answers in the test profile).
 * Readable only through `GET /wps/dev/outbox`, which exists only with SERVER_PROFILE=test or DEV_OUTBOX=1.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial('id').primaryKey(),
    merchant: text('merchant').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('dev_outbox_recipient').on(t.recipient)],
);
