import { describe, expect, it } from 'vitest';
import { noteStatement, recordReads, tablesOf } from './readSet';

describe('the tables a piece of work read', () => {
  it('finds the tables a statement names, quoted or not, joined or in a subquery', () => {
    expect(
      tablesOf(
        'select "members"."id", count(*) from "members" left join "deposits" on "deposits"."member_id" = "members"."id" where exists (select 1 from deposit_bonuses b where b.member_id = $1)',
      ),
    ).toEqual(['members', 'deposits', 'deposit_bonuses']);
    expect(tablesOf('update "wallets" set "balance" = $1')).toEqual(['wallets']);
    expect(tablesOf('insert into "game_bets" ("member_id") values ($1)')).toEqual(['game_bets']);
    expect(tablesOf('select extract(epoch from now())')).toEqual([]);
    expect(tablesOf('select * from (select 1) as x')).toEqual([]);
  });

  it('records only inside recordReads, through awaits, apart for work running side by side', async () => {
    noteStatement('select * from "outside"');
    const step = (table: string) =>
      new Promise<void>((done) =>
        setTimeout(() => {
          noteStatement(`select * from "${table}"`);
          done();
        }, 5),
      );
    const [a, b] = await Promise.all([
      recordReads(async () => {
        await step('members');
        await step('deposits');
        return 'a';
      }),
      recordReads(async () => {
        await step('wallets');
        return 'b';
      }),
    ]);
    expect(a.value).toBe('a');
    expect([...a.tables]).toEqual(['members', 'deposits']);
    expect([...b.tables]).toEqual(['wallets']);
  });
});
