import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Every change of a balance, signed, in integer centavos; entries of a member sum to the wallet balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** A dotted reason such as `seed.bonus`, `game.bet`, `trial.grant`. */
    reason: text('reason').notNull(),
    /** What caused it (bet id, deposit id, idempotency key). */
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_member').on(t.memberId, t.id)],
);
