import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * One wallet per member. The balance is integer centavos and changes only in the ledger's transaction,
 * together with the entry that explains it (server/wallet/ledger.ts).
 */
export const wallets = pgTable('wallets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('PHP'),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
