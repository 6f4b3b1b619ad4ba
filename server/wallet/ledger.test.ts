import fc from 'fast-check';
import { eq, sum } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import type { Db } from '../db/client';
import { ledgerEntries, members } from '../db/schema/index';
import { ApiError } from '../http/envelope';
import { balanceOf, credit, debit } from './ledger';

let serial = 0;
async function newMember(db: Db): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ merchant: 'test', username: `ledger${serial++}`, passwordHash: '!' })
    .returning({ id: members.id });
  return row!.id;
}

async function entriesSum(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  return Number(row?.total ?? 0);
}

const movement = fc.record({
  kind: fc.constantFrom('credit', 'debit'),
  amount: fc.integer({ min: 1, max: 100_000 }),
});

describeDb('the ledger', (t) => {
  it('never takes a balance below zero, and its entries always sum to the balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { maxLength: 25 }), async (moves) => {
        const memberId = await newMember(t.db);
        let model = 0;
        for (const m of moves) {
          if (m.kind === 'credit') {
            const { balance } = await credit(t.db, { memberId, amount: m.amount, reason: 'test.credit' });
            model += m.amount;
            expect(balance).toBe(model);
          } else if (m.amount > model) {
            await expect(
              debit(t.db, { memberId, amount: m.amount, reason: 'test.debit' }),
            ).rejects.toMatchObject({
              errorCode: 'wallet.insufficient.funds',
            });
          } else {
            await debit(t.db, { memberId, amount: m.amount, reason: 'test.debit' });
            model -= m.amount;
          }
          expect(await balanceOf(t.db, memberId)).toBeGreaterThanOrEqual(0);
        }
        expect(await balanceOf(t.db, memberId)).toBe(model);
        expect(await entriesSum(t.db, memberId)).toBe(model);
      }),
      { numRuns: 15 },
    );
  });

  it('lets concurrent debits spend each centavo at most once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 2, maxLength: 12 }),
        async (start, amounts) => {
          const memberId = await newMember(t.db);
          if (start > 0) await credit(t.db, { memberId, amount: start, reason: 'test.credit' });
          const results = await Promise.allSettled(
            amounts.map((amount) => debit(t.db, { memberId, amount, reason: 'test.debit' })),
          );
          const spent = amounts.reduce(
            (total, amount, i) => total + (results[i]!.status === 'fulfilled' ? amount : 0),
            0,
          );
          for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ApiError);
          const balance = await balanceOf(t.db, memberId);
          expect(balance).toBe(start - spent);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await entriesSum(t.db, memberId)).toBe(balance);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('refuses amounts that are not positive whole centavos', async () => {
    const memberId = await newMember(t.db);
    await expect(credit(t.db, { memberId, amount: 0, reason: 'x' })).rejects.toThrow(RangeError);
    await expect(credit(t.db, { memberId, amount: 1.5, reason: 'x' })).rejects.toThrow(RangeError);
    await expect(debit(t.db, { memberId, amount: -3, reason: 'x' })).rejects.toThrow(RangeError);
  });
});
