import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The body-encryption key pair, created on first start so every instance sharing the database publishes
 * the same key. A merchant may supply its own key through the environment instead (docs/server-data.md).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  kid: text('kid').notNull(),
  /** The RSA private key as a JWK. */
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** JWE nonces already accepted, kept until their timestamp window closes, so a replay is refused everywhere. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('used_nonces_expiry').on(t.expiresAt)],
);

/** Issued captchas: only a hash of the answer; each is single-use and short-lived. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  merchant: text('merchant').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
