import { and, eq, sum } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getProfitLoss, listBetRecords } from '../../src/api/contract/bets';
import { funSpinDemoGame, openDemoGame, spinDemoGame } from '../../src/api/contract/demoGame';
import { launchGame } from '../../src/api/contract/launch';
import { describeDb } from '../db/testing';
import { gameBets, ledgerEntries } from '../db/schema/index';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';
import { valueOf } from './catalogueTestApp';

/** A seeded game with free and trial play (`supportPlay`); 1001 has none. */
const GAME = { vendor: 'AURORA', nodeId: 1002 };
const REAL_ONLY = { vendor: 'AURORA', nodeId: 1001 };

describeDb('the demo slot', (t) => {
  let api: TestApp;
  let clock = Date.now();
  let key = 0;
  const nextKey = () => `spin-key-${++key}-${clock}`;

  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { now: () => clock });
  });

  const launch = async (token: string | undefined, accountType = 1) =>
    valueOf(
      launchGame,
      await api.app.inject({
        method: 'GET',
        url: `${launchGame.path}?vendor=${GAME.vendor}&nodeId=${GAME.nodeId}&accountType=${accountType}`,
        headers: token ? { authorization: token } : {},
      }),
    );
  const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket')!;
  const open = (ticket: string) =>
    api.app.inject({ method: 'POST', url: openDemoGame.path, payload: { ticket } });
  const play = async (token: string | undefined, accountType = 1) =>
    valueOf(openDemoGame, await open(ticketOf((await launch(token, accountType)).url)));
  const spin = (
    credential: string,
    bet: number,
    idempotencyKey: string | null = nextKey(),
    path = spinDemoGame.path,
  ) =>
    api.app.inject({
      method: 'POST',
      url: path,
      headers: {
        authorization: credential,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: { bet },
    });
  const ledgerSum = async (memberId: number) =>
    Number(
      (
        await t.db
          .select({ s: sum(ledgerEntries.amount) })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.memberId, memberId))
      )[0]?.s ?? 0,
    );

  it('opens a game once per ticket, with the wallet balance, and never after the ticket expires', async () => {
    const p = await addPlayer(api, { balance: 12_345 });
    const ticket = ticketOf((await launch(p.token)).url);
    const first = valueOf(openDemoGame, await open(ticket));
    expect(first).toMatchObject({
      mode: 'real',
      nodeId: GAME.nodeId,
      balance: 123.45,
      bets: [1, 5, 10, 20, 50, 100],
      rtp: 96,
    });
    expect(first.credential).toMatch(/^g_[A-Za-z0-9_-]{43}$/);
    expect(first.expiresIn).toBeGreaterThan(3000);
    const again = await open(ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'game.ticket.invalid' });

    const late = ticketOf((await launch(p.token)).url);
    clock += 61_000;
    expect((await open(late)).json().errorCode).toBe('game.ticket.invalid');
    expect((await open('not-a-ticket')).json().errorCode).toBe('game.ticket.invalid');
  });

  it('debits the bet and credits the win exactly, through the ledger, with a bet record per spin', async () => {
    const p = await addPlayer(api, { balance: 50_000 });
    const game = await play(p.token);
    let expected = 50_000;
    let wins = 0;
    for (let i = 0; i < 12; i++) {
      const bet = i % 2 === 0 ? 5 : 10;
      const v = valueOf(spinDemoGame, await spin(game.credential, bet));
      expect(v.reels).toHaveLength(3);
      expect(v.bet).toBe(bet);
      expected += Math.round(v.win * 100) - bet * 100;
      wins += v.win;
      expect(Math.round(v.balance * 100)).toBe(expected);
      const entries = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, p.memberId)));
      const [record] = await t.db.select().from(gameBets).where(eq(gameBets.id, v.betId));
      expect(record).toMatchObject({
        memberId: p.memberId,
        nodeId: GAME.nodeId,
        bet: bet * 100,
        win: Math.round(v.win * 100),
        balanceAfter: expected,
        outcome: v.reels,
      });
      const mine = entries.filter((e) => e.reference === record!.reference);
      expect(mine.map((e) => e.reason).sort()).toEqual(v.win > 0 ? ['game.bet', 'game.win'] : ['game.bet']);
      expect(mine.reduce((s, e) => s + e.amount, 0)).toBe(Math.round(v.win * 100) - bet * 100);
    }
    expect(await balanceOf(t.db, p.memberId)).toBe(expected);
    expect(await ledgerSum(p.memberId)).toBe(expected);
    const records = await t.db.select().from(gameBets).where(eq(gameBets.memberId, p.memberId));
    expect(records).toHaveLength(12);
    expect(records.reduce((s, r) => s + r.win, 0)).toBe(Math.round(wins * 100));
  });

  it('applies a replayed Idempotency-Key once and refuses the key with another bet', async () => {
    const p = await addPlayer(api, { balance: 10_000 });
    const game = await play(p.token);
    const first = await spin(game.credential, 10, 'replayed-key-0001');
    const replay = await spin(game.credential, 10, 'replayed-key-0001');
    expect(replay.json()).toEqual(first.json());
    const after = Math.round(valueOf(spinDemoGame, first).balance * 100);
    expect(await balanceOf(t.db, p.memberId)).toBe(after);
    expect(await t.db.select().from(gameBets).where(eq(gameBets.memberId, p.memberId))).toHaveLength(1);
    const other = await spin(game.credential, 5, 'replayed-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('request.duplicate');
    const missing = await spin(game.credential, 10, null);
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a bet above the balance with wallet.insufficient.funds and writes nothing', async () => {
    const p = await addPlayer(api, { balance: 300 });
    const game = await play(p.token);
    const res = await spin(game.credential, 5);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'wallet.insufficient.funds' });
    expect(await balanceOf(t.db, p.memberId)).toBe(300);
    expect(await ledgerSum(p.memberId)).toBe(300);
    expect(await t.db.select().from(gameBets).where(eq(gameBets.memberId, p.memberId))).toHaveLength(0);
  });

  it('never overspends under concurrent spins, and every applied spin has its record', async () => {
    const p = await addPlayer(api, { balance: 2_000 });
    const game = await play(p.token);
    const results = await Promise.all([1, 2, 3, 4].map(() => spin(game.credential, 10)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().errorCode).toBe('wallet.insufficient.funds');
    const balance = await balanceOf(t.db, p.memberId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(p.memberId)).toBe(balance);
    expect(await t.db.select().from(gameBets).where(eq(gameBets.memberId, p.memberId))).toHaveLength(
      ok.length,
    );
  });

  it('refuses bets outside the bet list', async () => {
    const p = await addPlayer(api, { balance: 10_000 });
    const game = await play(p.token);
    for (const bet of [0, 2, 1.5, -5])
      expect((await spin(game.credential, bet)).json().errorCode).toBe('request.invalid');
  });

  it('spins only with a game credential: never with the session token, and not after logout', async () => {
    const p = await addPlayer(api, { balance: 10_000 });
    const game = await play(p.token);
    const withToken = await spin(p.token, 1);
    expect(withToken.statusCode).toBe(401);
    expect(withToken.json().errorCode).toBe('login.not.session');
    await api.deps.sessions.revoke(p.token);
    const afterLogout = await spin(game.credential, 1);
    expect(afterLogout.statusCode).toBe(401);
    expect(await balanceOf(t.db, p.memberId)).toBe(10_000);
  });

  it('plays a trial account on its trial credit', async () => {
    const p = await addPlayer(api, { type: 4, balance: 200_000 });
    const game = await play(p.token, 0);
    expect(game).toMatchObject({ mode: 'trial', balance: 2000 });
    const v = valueOf(spinDemoGame, await spin(game.credential, 100));
    expect(await balanceOf(t.db, p.memberId)).toBe(200_000 - 10_000 + Math.round(v.win * 100));
  });

  it('opens a game without supportPlay for real money only: free and trial play are refused', async () => {
    const launchOf = (token: string | undefined, accountType: number) =>
      api.app.inject({
        method: 'GET',
        url: `${launchGame.path}?vendor=${REAL_ONLY.vendor}&nodeId=${REAL_ONLY.nodeId}&accountType=${accountType}`,
        headers: token ? { authorization: token } : {},
      });
    const trial = await addPlayer(api, { type: 4, balance: 200_000 });
    for (const refused of [
      await launchOf(trial.token, 1),
      await launchOf(trial.token, 0),
      await launchOf(undefined, 0),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'game.play.unsupported' });
    }
    const member = await addPlayer(api, { balance: 1000 });
    expect(valueOf(launchGame, await launchOf(member.token, 1)).mode).toBe('real');
    expect((await launchOf(member.token, 0)).json().errorCode).toBe('game.play.unsupported');
  });

  it('plays a guest for fun: play credit only, no money call, no records', async () => {
    const game = await play(undefined, 0);
    expect(game).toMatchObject({ mode: 'fun', balance: 2000 });
    const money = await spin(game.credential, 1);
    expect(money.statusCode).toBe(401);
    const v = valueOf(funSpinDemoGame, await spin(game.credential, 100, null, funSpinDemoGame.path));
    expect(v.betId).toBe(0);
    expect(Math.round(v.balance * 100)).toBe(200_000 - 10_000 + Math.round(v.win * 100));
    const none = await spin('g_unknown', 1, null, funSpinDemoGame.path);
    expect(none.json().errorCode).toBe('game.session.invalid');
    // A money credential cannot spin for fun.
    const p = await addPlayer(api, { balance: 1000 });
    const real = await play(p.token);
    expect((await spin(real.credential, 1, null, funSpinDemoGame.path)).json().errorCode).toBe(
      'game.session.invalid',
    );
  });

  it('lists bet records newest first with totals, and profit and loss by game', async () => {
    const p = await addPlayer(api, { balance: 100_000 });
    const game = await play(p.token);
    const spins = [];
    for (const bet of [1, 5, 10, 20, 50]) {
      clock += 1000;
      spins.push(valueOf(spinDemoGame, await spin(game.credential, bet)));
    }
    const get = (url: string) => api.app.inject({ method: 'GET', url, headers: { authorization: p.token } });
    const page = valueOf(listBetRecords, await get(`${listBetRecords.path}?pageSize=3`));
    expect(page.list.map((r) => r.bet)).toEqual([50, 20, 10]);
    expect(page.totalPages).toBe(2);
    const bet = 86;
    const win = Math.round(spins.reduce((s, v) => s + v.win * 100, 0)) / 100;
    expect(page.totals).toEqual({ betCount: 5, bet, win, profit: Math.round((win - bet) * 100) / 100 });
    expect(page.list[0]).toMatchObject({
      gameName: game.gameName,
      vassalage: 'AURORA',
      gameType: 'RNG',
      balanceAfter: spins[4]!.balance,
    });
    const pnl = valueOf(getProfitLoss, await get(getProfitLoss.path));
    expect(pnl.totals).toEqual(page.totals);
    expect(pnl.byGame).toEqual([
      {
        nodeId: GAME.nodeId,
        gameName: game.gameName,
        vassalage: 'AURORA',
        gameType: 'RNG',
        betCount: 5,
        bet,
        win,
        profit: pnl.totals.profit,
      },
    ]);
    const empty = valueOf(listBetRecords, await get(`${listBetRecords.path}?from=2020-01-01&to=2020-01-02`));
    expect(empty).toMatchObject({
      list: [],
      totalPages: 0,
      totals: { betCount: 0, bet: 0, win: 0, profit: 0 },
    });
    expect((await get(`${listBetRecords.path}?from=yesterday`)).json().errorCode).toBe('request.invalid');
    expect((await api.app.inject({ method: 'GET', url: listBetRecords.path })).statusCode).toBe(401);
  });

  it('serves the game page with a strict CSP, no caching and no referrer', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/demo-game/slot?ticket=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).not.toContain('<script>');
    // Without a language the page is Tagalog, the default; `lang=EN` gives English.
    expect(page.body).toContain('<html lang="fil">');
    expect(page.body).toContain('Paikutin');
    const english = await api.app.inject({ method: 'GET', url: '/demo-game/slot?ticket=abc&lang=EN' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('>Spin</button>');
    expect(english.body).not.toContain('Paikutin');
    const js = await api.app.inject({ method: 'GET', url: '/demo-game/slot.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('/wps/game/demo/open');
  });
});
