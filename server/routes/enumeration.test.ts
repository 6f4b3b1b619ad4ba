import { beforeAll, expect, it } from 'vitest';
import { forgotPasswordByEmail } from '../../src/api/contract/account';
import { sendNoLoginSms } from '../../src/api/contract/verification';
import { describeDb } from '../db/testing';
import type { MailProvider } from '../providers/mail';
import type { SmsProvider } from '../providers/sms';
import { seedAccounts } from '../seed/accounts';
import { call, realProfile } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/app';

/**
 * No answer, and no answer's timing, says whether an account exists (docs/security.md "Answers and timings"): the
 * reset mail and the sign-in SMS are sent after the answer. A provider that never finishes shows it: the answer
 * comes back for a matching account while its mail or SMS is still on its way, exactly as for a stranger.
 */
describeDb('answers that do not depend on whether the account exists', (t) => {
  let api: TestApp;
  let release: () => void = () => {};
  const gate = () => new Promise<void>((open) => (release = open));
  const sentMail: string[] = [];
  const sentSms: string[] = [];
  beforeAll(async () => {
    await seedAccounts(t.db);
    const mail: MailProvider = {
      name: 'held',
      async send(m) {
        await gate();
        sentMail.push(m.to);
      },
    };
    const sms: SmsProvider = {
      name: 'held',
      async send(m) {
        await gate();
        sentSms.push(m.number);
      },
    };
    api = await buildTestApp(t.db, realProfile(), { mail, sms });
  });

  const form = (username: string, email: string) => ({
    raw: {
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({ username, email }).toString(),
    },
  });

  it('answers an e-mail reset before any mail is sent, the same for a match and a stranger', async () => {
    const match = await call(api, forgotPasswordByEmail, {
      ...form('demo', 'demo@example.com'),
      ip: '10.3.0.1',
    });
    const stranger = await call(api, forgotPasswordByEmail, {
      ...form('ghost-user', 'ghost@example.com'),
      ip: '10.3.0.2',
    });
    expect([match.status, match.json]).toEqual([stranger.status, stranger.json]);
    // The match's mail is still waiting on the provider: the answer did not wait for it.
    expect(sentMail).toEqual([]);
    release();
    await api.deps.idle();
    expect(sentMail).toEqual(['demo@example.com']);
  });

  it('answers a sign-in SMS request before any SMS is sent, the same for an account and a stranger', async () => {
    const known = await call(api, sendNoLoginSms, { body: { mobileNum: '09171234567' }, ip: '10.3.1.1' });
    const unknown = await call(api, sendNoLoginSms, { body: { mobileNum: '09179999999' }, ip: '10.3.1.2' });
    expect([known.status, known.json]).toEqual([unknown.status, unknown.json]);
    expect(sentSms).toEqual([]);
    release();
    await api.deps.idle();
    expect(sentSms).toEqual(['09171234567']);
  });
});
