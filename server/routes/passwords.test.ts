import { beforeAll, expect, it } from 'vitest';
import {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  setFirstPassword,
  setPasswordByPhone,
} from '../../src/api/contract/account';
import { getMemberInfo } from '../../src/api/contract/member';
import { login } from '../../src/api/contract/session';
import { getDevOutbox, sendNoLoginSms } from '../../src/api/contract/verification';
import { listMessages } from '../../src/api/contract/messages';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { DEMO_FIRST_PASSWORD_ACCOUNT, seedAccountExtras } from '../seed/accountExtras';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';

describeDb('password calls', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedAccounts(t.db);
    await seedAccountExtras(t.db);
    api = await buildTestApp(t.db, testProfile());
  });

  const tokenOf = async (username: string, password: string) => {
    const r = await call(api, login, { body: { username, password } });
    expect(r.status).toBe(200);
    return (r.value as { token: string }).token;
  };
  const alive = async (token: string) => (await call(api, getMemberInfo, { token })).status === 200;

  it('change password: wrong old, same as old, then success ending only the other sessions', async () => {
    const a = await tokenOf('player1', 'player1234');
    const b = await tokenOf('player1', 'player1234');
    const wrong = await call(api, changePassword, {
      token: a,
      body: { oldPassword: 'nope12345', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
    });
    expect([wrong.status, wrong.code]).toEqual([400, 'password.old.invalid']);
    const same = await call(api, changePassword, {
      token: a,
      body: { oldPassword: 'player1234', newPassword: 'player1234', confirmNewPassword: 'player1234' },
    });
    expect([same.status, same.code]).toEqual([400, 'modify.new.old.same']);
    const ok = await call(api, changePassword, {
      token: a,
      body: { oldPassword: 'player1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
    });
    expect([ok.status, ok.value]).toEqual([200, true]);
    expect(await alive(a)).toBe(true);
    expect(await alive(b)).toBe(false);
    expect((await call(api, login, { body: { username: 'player1', password: 'player1234' } })).status).toBe(
      401,
    );
    expect(await tokenOf('player1', 'fresh1234')).toBeTruthy();
    // The change leaves a notice in the message centre.
    const titles = (await call(api, listMessages, { token: a })).value as { list: { title: string }[] };
    expect(titles.list[0]!.title).toBe('Napalitan ang iyong password sa pag-login');
  });

  it('change password needs a session', async () => {
    const r = await call(api, changePassword, {
      body: { oldPassword: 'player1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
    });
    expect([r.status, r.code]).toEqual([401, 'login.not.session']);
  });

  it('set password by phone: same as old keeps the code, success answers the user name and ends sessions', async () => {
    const old = await tokenOf('demo', 'demo1234');
    await call(api, sendNoLoginSms, { body: { mobileNum: '09171234567', countryDialingCode: '63' } });
    const [msg] = (await call(api, getDevOutbox, { query: { to: '09171234567', channel: 'sms' } })).value as {
      code: string;
    }[];
    const body = { mobileNum: '09171234567', countryDialingCode: '+63', verificationCode: msg!.code };
    const wrong = await call(api, setPasswordByPhone, {
      body: { ...body, verificationCode: '000000', newPassword: 'demo1234' },
    });
    expect(wrong.code).toBe('verification.code.invalid');
    const same = await call(api, setPasswordByPhone, { body: { ...body, newPassword: 'demo1234' } });
    expect([same.status, same.code]).toEqual([400, 'modify.new.old.same']);
    const ok = await call(api, setPasswordByPhone, { body: { ...body, newPassword: 'phone1234' } });
    expect([ok.status, ok.value]).toEqual([200, { userName: 'demo' }]);
    expect(await alive(old)).toBe(false);
    const fresh = (await tokenOf('demo', 'phone1234')) as string;
    expect(fresh).toBeTruthy();
    // A reset by phone leaves the same kind of security notice a change does, in the reader's language.
    const inbox = await call(api, listMessages, { token: fresh, headers: { language: 'EN' } });
    expect((inbox.value as { list: { title: string }[] }).list[0]!.title).toBe(
      'Your login password was reset',
    );
    const reuse = await call(api, setPasswordByPhone, { body: { ...body, newPassword: 'other1234' } });
    expect(reuse.code).toBe('verification.code.invalid');
  });

  it('a number with no account gets the same SMS answer and no code', async () => {
    const known = await call(api, sendNoLoginSms, { body: { mobileNum: '09171234567' } });
    const unknown = await call(api, sendNoLoginSms, { body: { mobileNum: '09999999999' } });
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);
    const box = await call(api, getDevOutbox, { query: { to: '09999999999' } });
    expect(box.value).toEqual([]);
  });

  it('forgot by e-mail answers identically for unknown accounts, and mails a working reset code', async () => {
    const form = (username: string, email: string) => ({
      raw: {
        payload: new URLSearchParams({ username, email }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      },
    });
    const known = await call(api, forgotPasswordByEmail, form(' agent ', 'nobody@example.com'));
    const unknown = await call(api, forgotPasswordByEmail, form('ghost-user', 'ghost@example.com'));
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);
    const real = await call(api, forgotPasswordByEmail, {
      body: { username: 'demo', email: 'DEMO@example.com ' },
    });
    expect([real.status, real.json]).toEqual([known.status, known.json]);
    const [mail] = (await call(api, getDevOutbox, { query: { to: 'demo@example.com', channel: 'email' } }))
      .value as {
      code: string;
    }[];
    expect(mail).toBeDefined();
    expect((await call(api, getDevOutbox, { query: { channel: 'email' } })).value).toHaveLength(1);
    const bad = await call(api, resetPasswordByEmail, {
      body: {
        username: 'demo',
        resetCode: 'wrong',
        newPassword: 'mail12345',
        confirmNewPassword: 'mail12345',
      },
    });
    expect(bad.code).toBe('verification.code.invalid');
    const ok = await call(api, resetPasswordByEmail, {
      body: {
        username: 'demo',
        resetCode: mail!.code,
        newPassword: 'mail12345',
        confirmNewPassword: 'mail12345',
      },
    });
    expect(ok.value).toEqual({ userName: 'demo' });
    expect(await tokenOf('demo', 'mail12345')).toBeTruthy();
  });

  it('first password: login reports the flag, the member sets a password once, then the flag is gone', async () => {
    const { username, password } = DEMO_FIRST_PASSWORD_ACCOUNT;
    const first = await call(api, login, { body: { username, password } });
    expect(first.value).toMatchObject({ mustChangePassword: true, firstTimeLogin: true });
    const token = (first.value as { token: string }).token;
    // Until it is set, the account may read its own info but do nothing that acts: no write, no game launch.
    const held = await call(api, changePassword, {
      token,
      body: { oldPassword: password, newPassword: 'other1234', confirmNewPassword: 'other1234' },
    });
    expect([held.status, held.code]).toEqual([403, 'password.first.required']);
    const launch = () =>
      api.app.inject({
        method: 'GET',
        url: '/wps/game/launchGame?gameCode=x',
        headers: { authorization: token },
      });
    expect((await launch()).json()).toMatchObject({ errorCode: 'password.first.required' });
    expect(await alive(token)).toBe(true);
    const same = await call(api, setFirstPassword, {
      token,
      body: { newPassword: password, confirmNewPassword: password },
    });
    expect(same.code).toBe('modify.new.old.same');
    const mismatch = await call(api, setFirstPassword, {
      token,
      body: { newPassword: 'mine12345', confirmNewPassword: 'mine12346' },
    });
    expect(mismatch.code).toBe('member.confirm.mismatch');
    const ok = await call(api, setFirstPassword, {
      token,
      body: { newPassword: 'mine12345', confirmNewPassword: 'mine12345' },
    });
    expect(ok.value).toBe(true);
    const again = await call(api, setFirstPassword, {
      token,
      body: { newPassword: 'mine99999', confirmNewPassword: 'mine99999' },
    });
    expect([again.status, again.code]).toEqual([403, 'function.not.available']);
    // At once, on this instance: the same session may act now.
    expect((await launch()).json()).not.toMatchObject({ errorCode: 'password.first.required' });
    const next = await call(api, login, { body: { username, password: 'mine12345' } });
    expect(next.value).toMatchObject({ mustChangePassword: false, firstTimeLogin: false });
  });
});
