import { afterAll, beforeAll, expect, it } from 'vitest';
import { getWalletBalance } from '../../src/api/contract/wallet';
import { describeDb } from '../db/testing';
import { createOperatorAuth, parseOpsTokens } from '../ops/operators';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer, type TestPlayer } from '../testing/players';
import { members } from '../db/schema/index';
import { eq } from 'drizzle-orm';

const TOKEN = 'rw-token-0123456789abcdefghijklmn';

/**
 * Read-your-writes for kept answers (issue 65): on PostgreSQL the database's announcement of a change reaches the
 * instance a few milliseconds after the commit, so a balance kept before a money write must be dropped by the
 * request that commits the write, before its answer goes out. Over real HTTP, so the private lane (which answers a
 * kept balance without entering the framework) is on the path too.
 */
describeDb('read-your-writes of kept answers', (t) => {
  let api: TestApp;
  let player: TestPlayer;
  let base: string;
  let username: string;

  beforeAll(async () => {
    api = await buildTestApp(
      t.db,
      {},
      { changes: t.changes, operators: createOperatorAuth(parseOpsTokens(`ops:${TOKEN}`)) },
    );
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    player = await addPlayer(api, { balance: 50_000 });
    username = (await t.db.select().from(members).where(eq(members.id, player.memberId)))[0]!.username;
  });
  afterAll(() => api.app.close());

  const balance = async () => {
    const res = await fetch(`${base}${getWalletBalance.path}`, {
      headers: { authorization: player.token, merchant: 'demo' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
  };

  it('never answers the balance kept before an operator adjustment, in 200 writes one after the other', async () => {
    let expected = await balance();
    const stale: number[] = [];
    for (let i = 0; i < 200; i++) {
      // Kept now (twice, so the second is served from memory), then changed by a write on this instance.
      await balance();
      expect(await balance()).toBe(expected);
      const amount = i % 2 === 0 ? 3 : -2;
      const res = await fetch(`${base}/ops/balance/adjust`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username, amount: String(amount), reason: 'read-your-writes test' }),
      });
      expect(res.status).toBe(200);
      expected += amount;
      const read = await balance();
      if (read !== expected) stale.push(i);
    }
    expect(stale).toEqual([]);
    // The kept balance was really used: from memory, by the framework or by the private lane.
    const lane = api.deps.fastLane.privateLane?.stats.served ?? 0;
    expect(api.deps.privateAnswers!.stats.hits + lane).toBeGreaterThanOrEqual(200);
  });
});
