import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import {
  deposits,
  ledgerEntries,
  memberProfiles,
  members,
  operatorActions,
  payeeAccounts,
} from '../db/schema/index';
import { holdWithdrawal } from '../money/withdrawals';
import { seedCatalogue } from '../seed/catalogue';
import { createOperatorAuth, parseOpsTokens } from '../ops/operators';
import { OPS_TOKEN_FAILURES } from './ops';
import { buildTestApp, type TestApp } from '../testing/app';
import { testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';
import { verifyPassword } from '../auth/password';

const run = promisify(execFile);
const ALICE = 'alice-token-0123456789abcdefghij';
const BOB = 'bob-token-0123456789abcdefghijklm';

describeDb('the ops API and command', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile(), {
      operators: createOperatorAuth(parseOpsTokens(`alice:${ALICE},bob:${BOB}`)),
    });
  });
  afterAll(() => api.app.close());

  const ops = (method: 'GET' | 'POST', url: string, body?: unknown, token: string | null = ALICE) =>
    api.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const withHold = async (balance = 100_000, amount = 40_000) => {
    const p = await addPlayer(api, { balance });
    const [payee] = await t.db
      .insert(payeeAccounts)
      .values({
        memberId: p.memberId,
        bankCode: 'bpi',
        accountName: 'Ana',
        accountNumber: '99887766',
        createdAt: new Date(),
      })
      .returning();
    const held = await t.db.transaction((tx) =>
      holdWithdrawal(tx, { memberId: p.memberId, payee: payee!, amount, now: new Date() }),
    );
    return { p, id: held.withdrawal.id };
  };
  const usernameOf = async (p: TestPlayer) =>
    (await t.db.select().from(members).where(eq(members.id, p.memberId)))[0]!.username;

  it('refuses a missing, malformed or unknown token', async () => {
    for (const token of [null, 'not-a-token', 'wrong-token-0123456789abcdefghij']) {
      const res = await ops('GET', '/ops/withdrawals', undefined, token);
      expect(res.statusCode).toBe(401);
    }
    const bare = await api.app.inject({
      method: 'GET',
      url: '/ops/withdrawals',
      headers: { authorization: ALICE },
    });
    expect(bare.statusCode).toBe(401);
    expect(() => parseOpsTokens('alice:short')).toThrow(/shorter than 24/);
    expect(() => parseOpsTokens('no-colon')).toThrow(/name:token/);
  });

  it('counts wrong tokens per address before comparing them: 60 at once, only OPS_TOKEN_FAILURES get read', async () => {
    const from = (remoteAddress: string, token: string) =>
      api.app.inject({
        method: 'GET',
        url: '/ops/withdrawals',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => from('10.9.9.9', `wrong-token-${i}-0123456789abcdefghij`)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(OPS_TOKEN_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - OPS_TOKEN_FAILURES);
    expect(answers.find((a) => a.statusCode === 429)!.headers['retry-after']).toBeDefined();
    // That address is refused unread until the window ends, even with a good token; another is not.
    expect((await from('10.9.9.9', ALICE)).statusCode).toBe(429);
    expect((await from('10.9.9.10', ALICE)).statusCode).toBe(200);
  });

  it('approves a held withdrawal once, recording the operator from the token, never from the body', async () => {
    const { p, id } = await withHold();
    const listed = (await ops('GET', '/ops/withdrawals?status=pending')).json() as {
      value: { id: number }[];
    };
    expect(listed.value.map((w) => w.id)).toContain(id);
    // A body cannot name the operator: an unknown field refuses the whole call.
    const forged = await ops('POST', `/ops/withdrawals/${id}/approve`, { reason: 'x', operator: 'mallory' });
    expect(forged.statusCode).toBe(400);
    const res = await ops('POST', `/ops/withdrawals/${id}/approve`, { reason: 'sent by InstaPay' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { id, status: 'paid', decidedBy: 'alice' } });
    const again = await ops('POST', `/ops/withdrawals/${id}/reject`, { reason: 'too late' }, BOB);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t.db, p.memberId)).toBe(60_000);
    const trail = (await ops('GET', `/ops/actions?target=withdrawal:${id}`)).json() as {
      value: { operator: string; action: string; reason: string }[];
    };
    expect(trail.value.map((a) => [a.operator, a.action, a.reason])).toEqual([
      ['alice', 'withdrawal.approve', 'sent by InstaPay'],
    ]);
  });

  it('rejects with a reason only, and the held amount goes back through the ledger', async () => {
    const { p, id } = await withHold(100_000, 25_000);
    expect((await ops('POST', `/ops/withdrawals/${id}/reject`, {})).statusCode).toBe(400);
    const res = await ops('POST', `/ops/withdrawals/${id}/reject`, { reason: 'name mismatch' }, BOB);
    expect(res.json()).toMatchObject({ value: { status: 'rejected', decidedBy: 'bob' } });
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(entries.map((e) => e.reason)).toEqual(['test.deposit', 'withdraw.hold', 'withdraw.release']);
  });

  it('approves a pending deposit by hand once, with the first-deposit bonus', async () => {
    const p = await addPlayer(api);
    const [d] = await t.db
      .insert(deposits)
      .values({
        memberId: p.memberId,
        merchant: 'demo',
        channel: 'maya',
        amount: 30_000,
        provider: 'dev',
        providerRef: `ops-test-${p.memberId}`,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    expect((await ops('POST', `/ops/deposits/${d!.id}/approve`, {})).statusCode).toBe(400);
    const res = await ops('POST', `/ops/deposits/${d!.id}/approve`, { reason: 'bank statement 24/11' });
    expect(res.json()).toEqual({ success: true, value: { id: d!.id, status: 'paid', bonus: 258 } });
    expect((await ops('POST', `/ops/deposits/${d!.id}/approve`, { reason: 'again' })).statusCode).toBe(409);
    expect(await balanceOf(t.db, p.memberId)).toBe(55_800);
    const [action] = await t.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, `deposit:${d!.id}`));
    expect(action).toMatchObject({
      operator: 'alice',
      action: 'deposit.approve',
      reason: 'bank statement 24/11',
    });
  });

  it('shows one account: kind, state, how it registered and its balance, and nothing secret', async () => {
    const p = await addPlayer(api, { balance: 12_345 });
    const username = await usernameOf(p);
    const seeded = (await ops('GET', `/ops/accounts/${username}`)).json() as {
      value: Record<string, unknown>;
    };
    expect(seeded.value).toMatchObject({
      username,
      type: 0,
      status: 'active',
      registerMethod: null,
      balance: 123.45,
    });
    await t.db.insert(memberProfiles).values({
      memberId: p.memberId,
      registerMethod: 'WEBCLIP',
      ageConfirmedAt: new Date(),
      minimumAge: 18,
    });
    const res = await ops('GET', `/ops/accounts/${username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { value: Record<string, unknown> };
    expect(body.value.registerMethod).toBe('WEBCLIP');
    expect(JSON.stringify(body)).not.toMatch(/hash|password/i);
    expect((await ops('GET', '/ops/accounts/nobody-here')).statusCode).toBe(404);
    expect((await ops('GET', `/ops/accounts/${username}`, undefined, null)).statusCode).toBe(401);
  });

  it("creates a merchant's first agent and a member below it, each with a one-time password it must replace", async () => {
    const agent = await ops('POST', '/ops/accounts', {
      username: 'firstagent',
      kind: 'agent',
      reason: 'launch',
    });
    expect(agent.statusCode).toBe(200);
    const made = (agent.json() as { value: { id: number; oneTimePassword: string; affiliateCode: string } })
      .value;
    expect(made.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(made.affiliateCode).toMatch(/^[0-9A-F]{10}$/);
    const [row] = await t.db.select().from(members).where(eq(members.id, made.id));
    expect(row).toMatchObject({ type: 1, mustChangePassword: true, uplineId: null });
    expect(await verifyPassword(made.oneTimePassword, row!.passwordHash)).toBe(true);
    const member = await ops('POST', '/ops/accounts', {
      username: 'firstplayer',
      kind: 'member',
      upline: 'FirstAgent',
      reason: 'launch',
    });
    const player = (member.json() as { value: { id: number; affiliateCode: null } }).value;
    expect(player.affiliateCode).toBeNull();
    const [playerRow] = await t.db.select().from(members).where(eq(members.id, player.id));
    expect(playerRow).toMatchObject({ type: 0, uplineId: made.id, mustChangePassword: true });
    const [action] = await t.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.target, `member:${made.id}`));
    expect(action).toMatchObject({ operator: 'alice', action: 'account.create', reason: 'launch' });
    // The name taken (any case), an upline that is no agent, a name against the rule: refused, nothing made.
    expect(
      (await ops('POST', '/ops/accounts', { username: 'FIRSTAGENT', kind: 'member', reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await ops('POST', '/ops/accounts', {
          username: 'another1',
          kind: 'member',
          upline: 'firstplayer',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ops('POST', '/ops/accounts', { username: '1bad', kind: 'member', reason: 'x' })).statusCode,
    ).toBe(400);
  });

  it('adjusts a balance through the ledger in both directions, and refuses one below zero', async () => {
    const p = await addPlayer(api, { balance: 10_000 });
    const username = await usernameOf(p);
    const up = await ops('POST', '/ops/balance/adjust', { username, amount: '12.50', reason: 'goodwill' });
    expect(up.json()).toEqual({ success: true, value: { username, balance: 112.5 } });
    const down = await ops('POST', '/ops/balance/adjust', { username, amount: '-200', reason: 'chargeback' });
    expect(down.statusCode).toBe(422);
    expect(down.json()).toMatchObject({ errorCode: 'wallet.insufficient.funds' });
    expect(
      (await ops('POST', '/ops/balance/adjust', { username, amount: '1.234', reason: 'x' })).statusCode,
    ).toBe(400);
    expect((await ops('POST', '/ops/balance/adjust', { username, amount: '5', reason: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await ops('POST', '/ops/balance/adjust', { username: 'nobody-here', amount: '5', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.memberId));
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['test.deposit', 10_000],
      ['operator.adjust', 1_250],
    ]);
  });

  it('does each action from the command line against a listening server', async () => {
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const env = { ...process.env, OPS_URL: address, OPS_TOKEN: BOB };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], { env });
    const { p, id } = await withHold(50_000, 10_000);
    const listed = JSON.parse((await cli('withdrawals:list')).stdout) as { id: number }[];
    expect(listed.map((w) => w.id)).toContain(id);
    const approved = JSON.parse(
      (await cli('withdrawals:approve', String(id), '--reason', 'paid')).stdout,
    ) as object;
    expect(approved).toEqual({ id, status: 'paid', decidedBy: 'bob' });
    const username = await usernameOf(p);
    const adjusted = JSON.parse(
      (await cli('balance:adjust', username, '-50', '--reason', 'fee')).stdout,
    ) as object;
    expect(adjusted).toEqual({ username, balance: 350 });
    await expect(cli('withdrawals:reject', String(id))).rejects.toMatchObject({
      stderr: expect.stringContaining('--reason TEXT is required'),
    });
    await expect(
      run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'actions'], {
        env: { ...env, OPS_TOKEN: 'x'.repeat(30) },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('Operator token required') });
    expect((await cli('--help')).stdout).toContain('withdrawals:approve ID');
  }, 30_000);

  it('publishes a promotion on the merchant days, refuses bad ones, and drops the cached public list', async () => {
    await seedCatalogue(t.db);
    const before = (await api.app.inject({ method: 'GET', url: '/wps/promotions' })).json()
      .value as unknown[];
    const bad = [
      { title: 'x', content: 'y', start: '2026-11-24', end: '2026-11-23' },
      { title: 'x', content: 'y', start: '2026-11-24', categoryIds: [999] },
      { title: 'x', content: 'y', start: '24/11/2026' },
      { title: '', content: 'y', start: '2026-11-24' },
    ];
    for (const body of bad) expect((await ops('POST', '/ops/promotions', body)).statusCode).toBe(400);
    const added = await ops('POST', '/ops/promotions', {
      title: 'One Day Only',
      content: '<p>today</p>',
      categoryIds: [1],
      start: '2020-01-01',
    });
    expect(added.statusCode).toBe(200);
    const id = (added.json().value as { id: number }).id;
    const after = (await api.app.inject({ method: 'GET', url: '/wps/promotions' })).json().value as {
      id: number;
      startDate: string;
      noExpiry: number;
    }[];
    expect(after).toHaveLength(before.length + 1);
    const mine = after.find((p) => p.id === id)!;
    // 2020-01-01 00:00 in Manila, long term without an end.
    expect(new Date(mine.startDate).toISOString()).toBe('2019-12-31T16:00:00.000Z');
    expect(mine.noExpiry).toBe(1);
    const listed = (await ops('GET', '/ops/promotions')).json().value as { id: number; live: boolean }[];
    expect(listed.find((p) => p.id === id)?.live).toBe(true);
    const trail = (await ops('GET', `/ops/actions?target=promotion:${id}`)).json().value as {
      action: string;
    }[];
    expect(trail.map((a) => a.action)).toEqual(['promotion.add']);
  });

  it('publishes and edits content in each language from the command line; a player reads their own', async () => {
    await seedCatalogue(t.db);
    const address = api.app.server.listening
      ? api.app.listeningOrigin
      : await api.app.listen({ host: '127.0.0.1', port: 0 });
    const env = { ...process.env, OPS_URL: address, OPS_TOKEN: BOB };
    const cli = async (...args: string[]) =>
      JSON.parse(
        (await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], { env })).stdout,
      ) as {
        id: number;
        languages?: string[];
      };
    const { id } = await cli(
      'help:add',
      ...['--title-en', 'Cash out', '--content-en', '<p>Withdraw.</p>'],
      ...['--title-ty', 'Mag-cash out', '--content-ty', '<p>Mag-withdraw.</p>'],
    );
    const help = async (language: string) =>
      (
        (
          await api.app.inject({
            method: 'GET',
            url: `/wps/system/helpCenter?device=MOBILE&language=${language}`,
          })
        ).json().value as { title: string; content: string }[]
      ).at(-1)!;
    expect(await help('EN')).toEqual({ title: 'Cash out', content: '<p>Withdraw.</p>' });
    expect(await help('TY')).toEqual({ title: 'Mag-cash out', content: '<p>Mag-withdraw.</p>' });
    // An edit of one language keeps the other; the cached public answer is dropped at once.
    const edited = await cli(
      'help:edit',
      String(id),
      '--title-ty',
      'Pag-cash out',
      '--content-ty',
      '<p>Bago.</p>',
    );
    expect(edited).toEqual({ id, languages: ['TY', 'EN'] });
    expect(await help('TY')).toEqual({ title: 'Pag-cash out', content: '<p>Bago.</p>' });
    expect((await help('EN')).title).toBe('Cash out');
    expect(
      (await ops('POST', '/ops/texts/promotion/999999', { texts: { TY: { title: 'x', content: '' } } }))
        .statusCode,
    ).toBe(404);
    expect((await ops('POST', `/ops/texts/help/${id}`, { texts: {} })).statusCode).toBe(400);
    const trail = (await ops('GET', `/ops/actions?target=help:${id}`)).json().value as { action: string }[];
    expect(trail.map((a) => a.action)).toEqual(['help.edit', 'help.add']);
  }, 30_000);
});
