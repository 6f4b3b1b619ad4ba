import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addFavourite, listFavourites } from '../../src/api/contract/favourites';
import { getMemberInfo } from '../../src/api/contract/member';
import { logout } from '../../src/api/contract/session';
import { getWalletBalance } from '../../src/api/contract/wallet';
import { games } from '../db/schema/catalogue';
import { sessions } from '../db/schema/index';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { decodedBody, MADE_ID, rawGet, withoutOwn, type RawAnswer } from '../testing/rawHttp';
import { addPlayer, type TestPlayer } from '../testing/players';
import { credit } from '../wallet/ledger';

/**
 * The private lane over real HTTP (injected requests never meet it): a held signed-in answer is sent again to the
 * same session byte for byte, headers and all, and never after the session or the answer stopped holding.
 */
describeDb('the private lane', (t) => {
  let api: TestApp;
  let base = '';
  let player: TestPlayer;
  let clock = Date.now();

  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { changes: t.changes, now: () => clock });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    player = await addPlayer(api, { balance: 10_000 });
  });
  afterAll(async () => {
    await api.app.close();
  });

  const lane = () => api.deps.fastLane.privateLane!;
  const get = (path: string, headers: Record<string, string> = {}, token = player.token) =>
    rawGet(`${base}${path}`, { merchant: 'demo', authorization: token, ...headers });
  const decode = decodedBody;
  const json = (r: RawAnswer) => JSON.parse(decode(r).toString()) as { value: Record<string, unknown> };

  it('sends a held answer again to the same session exactly as Fastify sent it, in each coding', async () => {
    // Enough favourites that the list is compressed (1 KB and more).
    const rows = await t.db.select().from(games).orderBy(asc(games.nodeId)).limit(8);
    for (const g of rows) {
      const res = await api.app.inject({
        method: 'POST',
        url: addFavourite.path,
        headers: { authorization: player.token },
        payload: { nodeId: g.nodeId, vendor: g.vassalage },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.changes.settled();
    for (const path of [getWalletBalance.path, `${listFavourites.path}?pageNo=1&pageSize=26`]) {
      let plain: Buffer | undefined;
      for (const accept of ['', 'gzip, deflate', 'gzip, deflate, br']) {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const first = await get(path, headers);
        const served = lane().stats.served;
        const second = await get(path, headers);
        expect(first.status).toBe(200);
        expect(lane().stats.served).toBe(served + 1);
        expect(withoutOwn(second.headers)).toEqual(withoutOwn(first.headers));
        // The request's own id, not the one the answer was kept with.
        expect(second.headers['x-request-id']).toMatch(MADE_ID);
        expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
        expect(second.body.equals(first.body)).toBe(true);
        expect(first.headers['cache-control']).toBe('no-store');
        expect(first.headers['content-security-policy']).toBeDefined();
        plain ??= decode(first);
        expect(decode(second).equals(plain)).toBe(true);
        if (path !== getWalletBalance.path)
          expect(first.headers['content-encoding']).toBe(
            accept.includes('br') ? 'br' : accept ? 'gzip' : undefined,
          );
      }
      expect(JSON.parse(plain!.toString())).toMatchObject({ success: true });
    }
  });

  it('never sends again an answer the compression plugin coded on its own (a client taking deflate only)', async () => {
    // The favourites of the first test are over 1 KB; a new page size makes a new answer, first asked deflate-only.
    const path = `${listFavourites.path}?pageNo=1&pageSize=25`;
    const deflated = await get(path, { 'accept-encoding': 'deflate' });
    expect(deflated.status).toBe(200);
    expect(deflated.headers['content-encoding']).toBe('deflate');
    const plain = decode(deflated);
    for (const headers of [{}, { 'accept-encoding': 'deflate' }, {}] as Record<string, string>[]) {
      const r = await get(path, headers);
      expect(r.status).toBe(200);
      expect(decode(r).equals(plain)).toBe(true);
    }
  });

  it('never sends one session the answer of another', async () => {
    const other = await addPlayer(api, { balance: 700 });
    await get(getWalletBalance.path);
    await get(getWalletBalance.path);
    const served = lane().stats.served;
    const theirs = await get(getWalletBalance.path, {}, other.token);
    expect(json(theirs).value).toEqual({ sumBalance: 7 });
    expect(lane().stats.served).toBe(served);
    expect(json(await get(getWalletBalance.path)).value).toEqual({ sumBalance: 100 });
    expect(lane().stats.served).toBe(served + 1);
  });

  it('stops sending an answer once a change to it reaches the database, from any instance', async () => {
    await get(getWalletBalance.path);
    expect(json(await get(getWalletBalance.path)).value).toEqual({ sumBalance: 100 });
    await credit(t.db, { memberId: player.memberId, amount: 2_550, reason: 'test' });
    await t.changes.settled();
    const served = lane().stats.served;
    expect(json(await get(getWalletBalance.path)).value).toEqual({ sumBalance: 125.5 });
    expect(lane().stats.served).toBe(served);
    expect(json(await get(getWalletBalance.path)).value).toEqual({ sumBalance: 125.5 });
    expect(lane().stats.served).toBe(served + 1);
  });

  it('leaves a session due for its touch to Fastify, which touches it, and then sends again', async () => {
    await get(getMemberInfo.path);
    await get(getMemberInfo.path);
    const before = await t.db.select().from(sessions).where(eq(sessions.memberId, player.memberId));
    clock += 61_000;
    const served = lane().stats.served;
    expect((await get(getMemberInfo.path)).status).toBe(200);
    expect(lane().stats.served).toBe(served);
    await t.changes.settled();
    const after = await t.db.select().from(sessions).where(eq(sessions.memberId, player.memberId));
    expect(after[0]!.lastSeenAt.getTime()).toBeGreaterThan(before[0]!.lastSeenAt.getTime());
    await get(getMemberInfo.path);
    expect((await get(getMemberInfo.path)).status).toBe(200);
    expect(lane().stats.served).toBe(served + 1);
  });

  it('refuses a session revoked on another instance at once, and a logged-out one', async () => {
    const other = await addPlayer(api, { balance: 500 });
    await get(getWalletBalance.path, {}, other.token);
    expect((await get(getWalletBalance.path, {}, other.token)).status).toBe(200);
    // Another instance's revocation: a write straight to the database.
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date(clock) })
      .where(eq(sessions.memberId, other.memberId));
    await t.changes.settled();
    const served = lane().stats.served;
    const refused = await get(getWalletBalance.path, {}, other.token);
    expect(refused.status).toBe(401);
    expect(json(refused)).toMatchObject({ errorCode: 'login.not.session' });
    expect(lane().stats.served).toBe(served);

    await get(getWalletBalance.path);
    expect((await get(getWalletBalance.path)).status).toBe(200);
    const beforeLogout = lane().stats.served;
    expect(beforeLogout).toBeGreaterThan(served);
    const out = await api.app.inject({
      method: 'DELETE',
      url: logout.path,
      headers: { authorization: player.token },
    });
    expect(out.statusCode).toBe(200);
    const afterLogout = await get(getWalletBalance.path);
    expect(afterLogout.status).toBe(401);
    expect(lane().stats.served).toBe(beforeLogout);
  });
});

describeDb('the private lane in the log', (t) => {
  it('leaves a line per answer as the framework does: URL, client address, route, status, request id', async () => {
    const lines: string[] = [];
    const api = await buildTestApp(
      t.db,
      { logLevel: 'info', trustProxy: 1 },
      { changes: t.changes },
      undefined,
      { write: (line) => void lines.push(line) },
    );
    try {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
      const player = await addPlayer(api, { balance: 10_000 });
      const headers = { merchant: 'demo', authorization: player.token, 'x-forwarded-for': '203.0.113.9' };
      const url = `${base}${getWalletBalance.path}`;
      await rawGet(url, headers);
      const served = api.deps.fastLane.privateLane!.stats.served;
      const second = await rawGet(url, headers);
      expect(api.deps.fastLane.privateLane!.stats.served).toBe(served + 1);
      const laneLines = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.lane === 'private');
      expect(laneLines).toHaveLength(1);
      expect(laneLines[0]).toMatchObject({
        msg: 'request',
        requestId: second.headers['x-request-id'],
        req: { method: 'GET', url: getWalletBalance.path, ip: '203.0.113.9' },
        route: getWalletBalance.path,
        res: { statusCode: 200 },
      });
      expect(lines.join('\n')).not.toContain(player.token);
    } finally {
      await api.app.close();
    }
  });
});
