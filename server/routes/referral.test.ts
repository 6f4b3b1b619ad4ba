import { beforeAll, expect, it } from 'vitest';
import { register } from '../../src/api/contract/account';
import { getReferrals, type Referrals } from '../../src/api/contract/referral';
import { login as login_ } from '../../src/api/contract/session';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer } from '../testing/players';
import { maskAccount } from './referral';

const base = {
  registerMethod: 'PWA',
  ageConfirmed: true,
  password: 'secret123',
  confirmPassword: 'secret123',
};

describeDb('invite friends', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, testProfile());
  });

  it('masks account names', () => {
    expect(maskAccount('player42')).toBe('pl***2');
    expect(maskAccount('abc')).toBe('a***');
  });

  it("lists the friends who registered with the member's link, newest first, and refuses a bad referrer", async () => {
    const login = await call(api, login_, {
      body: { username: 'demo', password: 'demo1234' },
    });
    const token = (login.value as { token: string }).token;
    const before = (await call(api, getReferrals, { token })).value as Referrals;
    expect(before.code).toBe('demo');
    for (const username of ['friendone', 'friendtwo'])
      expect((await call(api, register, { body: { ...base, username, recommenderId: 'demo' } })).status).toBe(
        200,
      );
    const after = (await call(api, getReferrals, { token })).value as Referrals;
    expect(after.total).toBe(before.total + 2);
    expect(
      after.friends
        .slice(0, 2)
        .map((f) => f.account)
        .sort(),
    ).toEqual(['fr***e', 'fr***o']);
    const bad = await call(api, register, {
      body: { ...base, username: 'friendbad', recommenderId: 'nobody-here' },
    });
    expect(bad.code).toBe('member.recommender.invalid');
  });

  it('refuses a trial account', async () => {
    const trial = await addPlayer(api, { type: 4 });
    expect((await call(api, getReferrals, { token: trial.token })).code).toBe('function.not.available');
  });
});
