import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins per merchant and lower-cased username, whether or not the account exists, so the captcha
 * demand reveals nothing about which usernames are real.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    merchant: text('merchant').notNull(),
    usernameKey: text('username_key').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchant, t.usernameKey] })],
);
