import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import type { Db } from '../db/client';
import { members } from '../db/schema/index';
import { duplicateRequest, requestHash, runOnce } from './idempotency';
import { balanceOf, credit, debit } from './ledger';

let serial = 0;
async function newMember(db: Db): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ merchant: 'test', username: `idem${serial++}`, passwordHash: '!' })
    .returning({ id: members.id });
  return row!.id;
}

/** A money call as a route would make it: debit or credit under an idempotency key. */
function call(db: Db, memberId: number, key: string, kind: 'credit' | 'debit', amount: number) {
  return runOnce(db, { memberId, key, requestHash: requestHash({ kind, amount }) }, async (tx) => {
    const move = kind === 'credit' ? credit : debit;
    const { balance } = await move(tx, { memberId, amount, reason: `test.${kind}`, reference: key });
    return { balance };
  });
}

describeDb('idempotent money calls', (t) => {
  it('apply each key once, replay the first answer, and refuse a key reused for another request', async () => {
    const op = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      kind: fc.constantFrom<'credit' | 'debit'>('credit', 'debit'),
      amount: fc.integer({ min: 1, max: 5_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 20 }), async (ops) => {
        const memberId = await newMember(t.db);
        const first = new Map<string, { kind: string; amount: number; outcome: unknown }>();
        let model = 0;
        for (const o of ops) {
          const outcome = await call(t.db, memberId, o.key, o.kind, o.amount).then(
            (v) => ({ ok: v }),
            (e: { errorCode?: string }) => ({ error: e.errorCode }),
          );
          const seen = first.get(o.key);
          if (!seen) {
            if (o.kind === 'credit') model += o.amount;
            else if (o.amount <= model) model -= o.amount;
            first.set(o.key, { kind: o.kind, amount: o.amount, outcome });
          } else if (seen.kind === o.kind && seen.amount === o.amount) {
            expect(outcome).toEqual(seen.outcome);
          } else {
            expect(outcome).toEqual({ error: duplicateRequest().errorCode });
          }
          expect(await balanceOf(t.db, memberId)).toBe(model);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('applies a key once when its retries arrive at the same time', async () => {
    const memberId = await newMember(t.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(t.db, memberId, 'same', 'credit', 700)),
    );
    expect(results.every((r) => r.balance === 700)).toBe(true);
    expect(await balanceOf(t.db, memberId)).toBe(700);
  });

  it('keeps a refusal as the first answer, so a later retry does not succeed on new funds', async () => {
    const memberId = await newMember(t.db);
    await expect(call(t.db, memberId, 'k', 'debit', 100)).rejects.toMatchObject({
      errorCode: 'wallet.insufficient.funds',
    });
    await credit(t.db, { memberId, amount: 1_000, reason: 'test.credit' });
    await expect(call(t.db, memberId, 'k', 'debit', 100)).rejects.toMatchObject({
      errorCode: 'wallet.insufficient.funds',
    });
    expect(await balanceOf(t.db, memberId)).toBe(1_000);
  });
});
