import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { ledgerEntries, members, messages } from '../db/schema/index';
import { seedAccounts } from './accounts';

describeDb('the account seed', (t) => {
  it('creates the demo accounts once, however often it runs', async () => {
    await seedAccounts(t.db);
    await seedAccounts(t.db);
    await Promise.all([seedAccounts(t.db), seedAccounts(t.db)]);
    const [m] = await t.db.select({ n: count() }).from(members);
    const [l] = await t.db.select({ n: count() }).from(ledgerEntries);
    const [x] = await t.db.select({ n: count() }).from(messages);
    expect({ members: m?.n, entries: l?.n, messages: x?.n }).toEqual({ members: 4, entries: 3, messages: 2 });
  });
});
