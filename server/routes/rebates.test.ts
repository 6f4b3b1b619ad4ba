import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getAgentRebate, getTeamRebate } from '../../src/api/contract/agent';
import { dayIn, startOfDayIn } from '../../src/api/contract/zonedTime';
import { agentRebateAmount, rebateRate } from '../agent/rebates';
import { describeDb } from '../db/testing';
import { ledgerEntries } from '../db/schema/index';
import { DEFAULT_AGENT_REBATE } from '../merchants/schema';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { addBet } from '../testing/bets';

const TZ = 'Asia/Manila';

it('reads the rebate rate from the tier table (docs/agents.md)', () => {
  expect(rebateRate(DEFAULT_AGENT_REBATE, 0)).toBe(1);
  expect(rebateRate(DEFAULT_AGENT_REBATE, 9_999_999)).toBe(1);
  expect(rebateRate(DEFAULT_AGENT_REBATE, 10_000_000)).toBe(2); // ₱100,000
  expect(rebateRate(DEFAULT_AGENT_REBATE, 100_000_000)).toBe(3);
  expect(agentRebateAmount(DEFAULT_AGENT_REBATE, 12_345_678)).toBe(24_691); // 0.2% of ₱123,456.78, rounded down
});

describeDb('the agent rebate', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
  });
  const bet = (p: TestPlayer, centavos: number, at: Date) => addBet(t.db, p.memberId, { bet: centavos, at });

  it('pays each whole day once on the team bets, and shares it by member', async () => {
    const agent = await addPlayer(api, { type: 1 });
    const a = await addPlayer(api, { uplineId: agent.memberId });
    const b = await addPlayer(api, { uplineId: agent.memberId });
    const dayBefore = dayIn(Date.now() - 2 * 86_400_000, TZ);
    const at = new Date(startOfDayIn(dayBefore, TZ).getTime() + 10 * 3_600_000);
    await bet(a, 9_000_000, at); // ₱90,000
    await bet(b, 3_000_000, at); // ₱30,000: the team reaches ₱120,000, the 0.2% tier
    await bet(a, 500_000, new Date()); // today: not paid yet
    const q = { startDate: dayIn(Date.now() - 7 * 86_400_000, TZ), endDate: dayIn(Date.now(), TZ) };
    const [r1, r2] = await Promise.all([
      call(api, getAgentRebate, { token: agent.token, query: q }),
      call(api, getAgentRebate, { token: agent.token, query: q }),
    ]);
    expect(r1.value).toMatchObject({ total: 240, teamBets: 120_000 });
    expect(
      (r1.value as { list: { day: string; rate: number }[] }).list.find((d) => d.day === dayBefore),
    ).toMatchObject({
      rate: 2,
      amount: 240,
    });
    expect(r2.value).toMatchObject({ total: 240 });
    const paid = (
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, agent.memberId))
    ).filter((e) => e.reason === 'agent.rebate');
    expect(paid.map((e) => e.amount)).toEqual([24_000]);
    const team = await call(api, getTeamRebate, { token: agent.token, query: q });
    expect(team.value).toMatchObject({
      rebateTotal: 240,
      list: [
        { bets: 90_000, share: 180 },
        { bets: 30_000, share: 60 },
      ],
    });
    const member = await addPlayer(api);
    expect((await call(api, getAgentRebate, { token: member.token, query: q })).code).toBe(
      'function.not.available',
    );
  });
});
