import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getRedRain, grabRedRain, type RedRainWindow } from '../../src/api/contract/agent';
import { dayIn, startOfDayIn } from '../../src/api/contract/zonedTime';
import { grab, windowsToday } from '../agent/redRain';
import { describeDb } from '../db/testing';
import { ledgerEntries } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { addBet } from '../testing/bets';

const TZ = 'Asia/Manila';

describeDb('red rain', (t) => {
  let api: TestApp;
  // The server's clock: today 12:10 in Manila, inside the demo merchant's noon window (12:00, 30 minutes).
  const today = dayIn(Date.now(), TZ);
  const noon = startOfDayIn(today, TZ).getTime() + 12 * 3_600_000;
  let clock = noon + 10 * 60_000;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile(), { now: () => clock });
  });
  const bet = (p: TestPlayer) => addBet(t.db, p.memberId, { bet: 500, at: new Date(clock - 60_000) });
  const grabNoon = (p: TestPlayer) =>
    call(api, grabRedRain, { token: p.token, body: { id: 'noon-rain' }, idempotencyKey: randomUUID() });

  it('lets a member who bet today grab once in the open window, through the ledger', async () => {
    const p = await addPlayer(api);
    const before = (await call(api, getRedRain, { token: p.token })).value as {
      windows: RedRainWindow[];
      eligible: boolean;
    };
    expect(before.eligible).toBe(false);
    expect(before.windows.map((w) => [w.id, w.status])).toEqual([
      ['noon-rain', 'open'],
      ['night-rain', 'upcoming'],
    ]);
    expect((await grabNoon(p)).code).toBe('redrain.not.eligible');
    await bet(p);
    const got = await grabNoon(p);
    const amount = (got.value as { amount: number }).amount;
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(20);
    expect((await grabNoon(p)).code).toBe('redrain.claimed');
    const entries = (
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId))
    ).filter((e) => e.reason === 'redrain.claim');
    expect(entries.map((e) => e.amount)).toEqual([Math.round(amount * 100)]);
    const after = (await call(api, getRedRain, { token: p.token })).value as { windows: RedRainWindow[] };
    expect(after.windows[0]).toMatchObject({ claimed: amount, remaining: 500 - amount });
    // The night window is not open: nothing to grab there.
    expect(
      (
        await call(api, grabRedRain, {
          token: p.token,
          body: { id: 'night-rain' },
          idempotencyKey: randomUUID(),
        })
      ).code,
    ).toBe('redrain.closed');
    // A trial account never takes part.
    const trial = await addPlayer(api, { type: 4 });
    expect((await call(api, getRedRain, { token: trial.token })).code).toBe('function.not.available');
  });

  it('shares the budget exactly between concurrent grabs, and then runs out', async () => {
    const m = api.deps.merchants.byCode('demo')!;
    const [w] = windowsToday(
      {
        ...m,
        money: {
          ...m.money,
          redRain: [
            {
              id: 'tiny',
              name: 'Tiny',
              start: '12:00',
              minutes: 30,
              budget: 0.05,
              minAmount: 0.01,
              maxAmount: 0.02,
            },
          ],
        },
      },
      TZ,
      new Date(clock),
    );
    const players = await Promise.all(Array.from({ length: 6 }, () => addPlayer(api)));
    const outcomes = await Promise.all(
      players.map((p) =>
        t.db.transaction((tx) => grab(tx, w!, 'demo', p.memberId, new Date(clock), (_min, max) => max)),
      ),
    );
    const paid = outcomes.flatMap((o) => (o.ok ? [o.amount] : []));
    // 5 centavos of budget, grabs of at most 2: 2 + 2 + 1, then nothing.
    expect(paid.reduce((a, b) => a + b, 0)).toBe(5);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.reason === 'exhausted')).toBe(true);
    clock = noon + 31 * 60_000;
    expect(
      (await t.db.transaction((tx) => grab(tx, w!, 'demo', players[0]!.memberId, new Date(clock)))).ok,
    ).toBe(false);
  });
});
