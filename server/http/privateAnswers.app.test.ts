import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { listBetRecords } from '../../src/api/contract/bets';
import { addFavourite, listFavourites } from '../../src/api/contract/favourites';
import { getMemberInfo } from '../../src/api/contract/member';
import { addRecentGame, listRecentGames } from '../../src/api/contract/recent';
import { logout } from '../../src/api/contract/session';
import { getWalletBalance } from '../../src/api/contract/wallet';
import { games } from '../db/schema/catalogue';
import { gameBets } from '../db/schema/demo-game';
import { lotteryBets } from '../db/schema/lottery-bets';
import { deposits, members } from '../db/schema/index';
import { settleDeposit } from '../money/deposits';
import { PRIVATE_ANSWERS } from './privateAnswers';
import { sql } from 'drizzle-orm';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer, type TestPlayer } from '../testing/players';
import { credit } from '../wallet/ledger';

/**
 * Signed-in reads held in memory (issue 15): served from there, and never stale after a change that reached the
 * database by any path, on this instance or another (a write straight to the database stands for another instance).
 */
describeDb('signed-in answers held in memory', (t) => {
  let api: TestApp;
  let player: TestPlayer;
  let first: typeof games.$inferSelect;

  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { changes: t.changes });
    player = await addPlayer(api, { balance: 10_000 });
    const [row] = await t.db.select().from(games).orderBy(asc(games.nodeId)).limit(1);
    first = row!;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: player.token },
      ...(payload ? { payload } : {}),
    });
  const value = async (url: string) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().value;
  };

  /** A member's deposit, paid as the provider's callback pays it (with the first-deposit bonus, if still due). */
  const payDeposit = async (memberId: number, ref: string, amount: number) => {
    await t.db.insert(deposits).values({
      memberId,
      merchant: 'demo',
      channel: 'gcash',
      amount,
      provider: 'dev',
      providerRef: ref,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    return settleDeposit(t.db, {
      provider: 'dev',
      providerRef: ref,
      status: 'paid',
      amount,
      by: 'provider:dev',
      now: new Date(),
      bonus: () => 25_800,
    });
  };

  it('answers the balance from memory, and a ledger movement from anywhere shows at once', async () => {
    const cache = api.deps.privateAnswers!;
    expect(await value(getWalletBalance.path)).toEqual({ sumBalance: 100 });
    const hits = cache.stats.hits;
    expect(await value(getWalletBalance.path)).toEqual({ sumBalance: 100 });
    expect(cache.stats.hits).toBe(hits + 1);
    await credit(t.db, { memberId: player.memberId, amount: 2_550, reason: 'test' });
    await t.changes.settled();
    expect(await value(getWalletBalance.path)).toEqual({ sumBalance: 125.5 });
  });

  it('answers member info from memory until the member row changes', async () => {
    const before = await value(getMemberInfo.path);
    expect(await value(getMemberInfo.path)).toEqual(before);
    await t.db.update(members).set({ nickname: 'Held Nick' }).where(eq(members.id, player.memberId));
    await t.changes.settled();
    expect((await value(getMemberInfo.path)).nickname).toBe('Held Nick');
  });

  it('shows a favourite and a recent game as soon as they are added, and a catalogue change', async () => {
    expect((await value(listFavourites.path)).content).toEqual([]);
    expect((await value(listRecentGames.path)).list).toEqual([]);
    const body = { nodeId: first.nodeId, vendor: first.vassalage };
    expect((await call('POST', addFavourite.path, body)).statusCode).toBe(200);
    expect((await call('POST', addRecentGame.path, body)).statusCode).toBe(200);
    await t.changes.settled();
    expect((await value(listFavourites.path)).content.map((g: { nodeId: number }) => g.nodeId)).toEqual([
      first.nodeId,
    ]);
    expect((await value(`${listRecentGames.path}?pageNo=1&pageSize=10`)).list).toHaveLength(1);
    await t.db.update(games).set({ gameName: 'Renamed Held' }).where(eq(games.nodeId, first.nodeId));
    await t.changes.settled();
    expect((await value(listFavourites.path)).content[0].gameName).toBe('Renamed Held');
  });

  it('shows a bet in the betting record as soon as it is written', async () => {
    expect((await value(listBetRecords.path)).list).toEqual([]);
    await t.db.insert(gameBets).values({
      memberId: player.memberId,
      nodeId: first.nodeId,
      gameName: first.gameName,
      vassalage: first.vassalage,
      gameType: first.gameType,
      bet: 500,
      win: 0,
      balanceAfter: 12_050,
      outcome: ['BELL', 'STAR', 'SEVEN'],
      reference: 'bet:held-test',
      createdAt: new Date(Date.now() - 1000),
    });
    await t.changes.settled();
    const records = await value(listBetRecords.path);
    expect(records.list).toHaveLength(1);
    expect(records.totals).toMatchObject({ betCount: 1, bet: 5 });
  });

  it("member info's first-deposit bonus turns false on the next read once the bonus is paid (issue 51)", async () => {
    const fresh = await addPlayer(api, { balance: 0 });
    const info = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: getMemberInfo.path,
          headers: { authorization: fresh.token },
        })
      ).json().value as { firstDepositBonus: boolean };
    expect((await info()).firstDepositBonus).toBe(true);
    const hits = api.deps.privateAnswers!.stats.hits;
    expect((await info()).firstDepositBonus).toBe(true);
    expect(api.deps.privateAnswers!.stats.hits).toBe(hits + 1);
    // The first deposit is paid (as the provider's callback pays it), and the bonus with it: the members row is untouched.
    const paid = await payDeposit(fresh.memberId, `held-bonus-${fresh.memberId}`, 50_000);
    expect(paid).toMatchObject({ outcome: 'credited', deposit: { bonus: 25_800 } });
    await t.changes.settled();
    expect((await info()).firstDepositBonus).toBe(false);
  });

  it('drops every held answer on a change to any table its read touched, each table announced by member', async () => {
    const cache = api.deps.privateAnswers!;
    // A member with a row in every table the held reads touch, so a write to each can be made.
    const member = await addPlayer(api, { balance: 5_000 });
    const as = (url: string) =>
      api.app.inject({ method: 'GET', url, headers: { authorization: member.token } });
    const body = { nodeId: first.nodeId, vendor: first.vassalage };
    for (const e of [addFavourite, addRecentGame])
      expect(
        (
          await api.app.inject({
            method: 'POST',
            url: e.path,
            headers: { authorization: member.token },
            payload: body,
          })
        ).statusCode,
      ).toBe(200);
    await t.db.insert(gameBets).values({
      memberId: member.memberId,
      nodeId: first.nodeId,
      gameName: first.gameName,
      vassalage: first.vassalage,
      gameType: first.gameType,
      bet: 100,
      win: 0,
      balanceAfter: 4_900,
      outcome: ['BELL', 'BELL', 'STAR'],
      reference: `bet:every-table-${member.memberId}`,
      createdAt: new Date(Date.now() - 1000),
    });
    // A lottery bet, settled (a read settles none).
    await t.db.insert(lotteryBets).values({
      memberId: member.memberId,
      nodeId: first.nodeId,
      gameCode: 'HELD',
      gameName: first.gameName,
      gameType: 'LOTT',
      drawIndex: 1,
      issueNo: '1',
      drawAt: new Date(Date.now() - 60_000),
      pick: 'BIG',
      stake: 100,
      status: 'lost',
      numbers: ['1', '2', '3'],
      reference: `lottery:every-table-${member.memberId}`,
      createdAt: new Date(Date.now() - 120_000),
      settledAt: new Date(Date.now() - 60_000),
    });
    // A first deposit, paid with its bonus.
    await payDeposit(member.memberId, `every-table-${member.memberId}`, 10_000);
    await t.changes.settled();
    const checked: string[] = [];
    for (const endpoint of PRIVATE_ANSWERS.keys()) {
      const answer = await as(endpoint.path);
      expect(answer.statusCode, endpoint.path).toBe(200);
      const hits = cache.stats.hits;
      expect((await as(endpoint.path)).json(), endpoint.path).toEqual(answer.json());
      // Held: every table its read touched is announced by member or as the catalogue (else: a trigger is missing,
      // server/db/migrations/0017_change_feed.sql shows how).
      expect(cache.stats.hits, `${endpoint.path} is held`).toBe(hits + 1);
      const tables = cache.heldTablesOf(member.memberId, endpoint.path);
      expect(tables.length, endpoint.path).toBeGreaterThan(0);
      for (const table of tables) {
        // A write to the table (one that changes no value: the trigger announces it all the same).
        if (table === 'catalogue')
          await t.db.update(games).set({ gameName: first.gameName }).where(eq(games.nodeId, first.nodeId));
        else {
          const key = table === 'members' ? 'id' : 'member_id';
          const written = await t.db.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(key)} = ${sql.identifier(key)} where ${sql.identifier(key)} = ${member.memberId}`,
          );
          // node-postgres counts `rowCount`, PGlite `affectedRows`.
          const { rowCount, affectedRows } = written as unknown as {
            rowCount?: number;
            affectedRows?: number;
          };
          expect(rowCount ?? affectedRows, `a row of ${table} for the member`).toBeGreaterThan(0);
        }
        await t.changes.settled();
        const misses = cache.stats.misses;
        expect((await as(endpoint.path)).statusCode).toBe(200);
        expect(cache.stats.misses, `${endpoint.path} after a write to ${table}`).toBe(misses + 1);
        checked.push(`${endpoint.path}:${table}`);
      }
    }
    // Member info reads the deposits and the bonuses besides the member's row.
    expect(checked).toEqual(
      expect.arrayContaining([
        `${getMemberInfo.path}:members`,
        `${getMemberInfo.path}:deposits`,
        `${getMemberInfo.path}:deposit_bonuses`,
        `${getWalletBalance.path}:wallets`,
      ]),
    );
  });

  it('keeps answers apart by member and by query', async () => {
    const other = await addPlayer(api, { balance: 700 });
    const res = await api.app.inject({
      method: 'GET',
      url: getWalletBalance.path,
      headers: { authorization: other.token },
    });
    expect(res.json().value).toEqual({ sumBalance: 7 });
    expect((await value(`${listFavourites.path}?pageNo=2`)).content).toEqual([]);
    expect((await value(listFavourites.path)).content).toHaveLength(1);
  });

  it('refuses a logged-out token at once, held answers or not', async () => {
    expect((await call('GET', getWalletBalance.path)).statusCode).toBe(200);
    expect((await call('DELETE', logout.path)).statusCode).toBe(200);
    const after = await call('GET', getWalletBalance.path);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ errorCode: 'login.not.session' });
  });
});
