import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Player and agent accounts. A username is unique per merchant regardless of case, so `Demo` and `demo`
 * are one account. `type` follows spec 01 §3: 0 member, 4 trial, 40 non-agent, 1 and others agents.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchant: text('merchant').notNull(),
    username: text('username').notNull(),
    /** scrypt hash string with its parameters (server/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    type: integer('type').notNull().default(0),
    regDate: timestamp('reg_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    uplineId: integer('upline_id').references((): AnyPgColumn => members.id),
    mobile: text('mobile'),
    email: text('email'),
    /** `active` or `disabled`; a disabled account fails login exactly like a wrong password. */
    status: text('status').notNull().default('active'),
    /** The first-password flow (spec 01 "first password"): set when the password must be changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    vipLevel: integer('vip_level').notNull().default(0),
    /** The device that created a trial account, so a trial count can be kept per device. */
    regDeviceId: text('reg_device_id'),
    /** scrypt hash of the 6-digit payment password that withdrawals ask for; null until the player sets one. */
    paymentPasswordHash: text('payment_password_hash'),
    /** The head icon the player chose among the merchant's (server/accounts/headIcons.ts); null: the default. */
    headIcon: text('head_icon'),
  },
  (t) => [
    uniqueIndex('members_merchant_username_ci').on(t.merchant, sql`lower(${t.username})`),
    index('members_upline').on(t.uplineId),
    /** The agents alone (types other than 0, 4 and 40), so a team's agents are counted over the few agents. */
    index('members_agents')
      .on(t.id)
      .where(sql`${t.type} not in (0, 4, 40)`),
  ],
);

export type MemberRow = typeof members.$inferSelect;
