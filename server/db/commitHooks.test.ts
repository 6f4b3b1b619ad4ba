import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { afterCommit } from './commitHooks';
import { describeDb } from './testing';

describeDb('work after a commit', (t) => {
  it('runs once the outermost transaction commits, never for one rolled back', async () => {
    const ran: string[] = [];
    await t.db.transaction(async (tx) => {
      afterCommit(() => ran.push('outer'));
      await tx.transaction(async () => {
        afterCommit(() => ran.push('savepoint kept'));
      });
      await tx
        .transaction(async (inner) => {
          afterCommit(() => ran.push('savepoint rolled back'));
          await inner.execute(sql`select 1`);
          throw new Error('undo this one');
        })
        .catch(() => undefined);
      // Nothing runs before the commit.
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'savepoint kept']);

    await t.db
      .transaction(async () => {
        afterCommit(() => ran.push('rolled back'));
        throw new Error('undo all');
      })
      .catch(() => undefined);
    expect(ran).toEqual(['outer', 'savepoint kept']);
  });

  it('runs at once outside a transaction, and a failing hook never fails the committed work', async () => {
    const ran: string[] = [];
    afterCommit(() => ran.push('now'));
    expect(ran).toEqual(['now']);
    const answer = await t.db.transaction(async () => {
      afterCommit(() => {
        throw new Error('a broken counter');
      });
      afterCommit(() => ran.push('next'));
      return 42;
    });
    expect(answer).toBe(42);
    expect(ran).toEqual(['now', 'next']);
  });
});
