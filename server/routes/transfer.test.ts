import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getTransferInfo, transferToUpline, type TransferInfo } from '../../src/api/contract/transfer';
import { hashPassword } from '../auth/password';
import { describeDb } from '../db/testing';
import { ledgerEntries, members, uplineTransfers } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';
import { balanceOf } from '../wallet/ledger';

describeDb('transfer to the upline', (t) => {
  let api: TestApp;
  let pin: string;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
    pin = await hashPassword('246810');
  });
  /** A member with balance under a fresh agent, with a payment password. */
  const pair = async (type = 0) => {
    const agent = await addPlayer(api, { type: 1 });
    const p = await addPlayer(api, { balance: 100_000 });
    await t.db
      .update(members)
      .set({ uplineId: agent.memberId, type, paymentPasswordHash: pin })
      .where(eq(members.id, p.memberId));
    return { agent, p };
  };
  const send = (p: TestPlayer, amount: number, key: string, paymentPassword = '246810') =>
    call(api, transferToUpline, { token: p.token, body: { amount, paymentPassword }, idempotencyKey: key });

  it('moves money once per key from the member to the agent, through the ledger', async () => {
    const { agent, p } = await pair();
    const info = (await call(api, getTransferInfo, { token: p.token })).value as TransferInfo;
    const [agentRow] = await t.db.select().from(members).where(eq(members.id, agent.memberId));
    expect(info).toMatchObject({
      upline: agentRow!.username,
      balance: 1000,
      min: 100,
      hasPaymentPassword: true,
    });
    const first = await send(p, 250, 'transfer-key-one');
    const again = await send(p, 250, 'transfer-key-one');
    expect(first.status).toBe(200);
    expect(again.value).toEqual(first.value);
    expect(await balanceOf(t.db, p.memberId)).toBe(75_000);
    expect(await balanceOf(t.db, agent.memberId)).toBe(25_000);
    expect(
      await t.db.select().from(uplineTransfers).where(eq(uplineTransfers.fromMemberId, p.memberId)),
    ).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `transfer:${(first.value as { id: number }).id}`));
    expect(moves.map((m) => [m.reason, m.amount]).sort()).toEqual([
      ['transfer.in', 25_000],
      ['transfer.out', -25_000],
    ]);
    expect((await send(p, 260, 'transfer-key-one')).code).toBe('request.duplicate');
  });

  it('refuses an overdraw, a wrong payment password, type 2 and a member without an upline', async () => {
    const { p } = await pair();
    expect((await send(p, 1000.01, 'transfer-key-two')).code).toBe('wallet.insufficient.funds');
    expect((await send(p, 100, 'transfer-key-three', '000000')).code).toBe('payment.password.invalid');
    const special = await pair(2);
    expect((await call(api, getTransferInfo, { token: special.p.token })).code).toBe(
      'function.not.available',
    );
    const alone = await addPlayer(api, { balance: 10_000 });
    expect((await call(api, getTransferInfo, { token: alone.token })).code).toBe('function.not.available');
    expect(await balanceOf(t.db, p.memberId)).toBe(100_000);
  });

  it('is off when the merchant turns AGETRANSFERUP3 off', async () => {
    const { p } = await pair();
    api.deps.merchants.override('*', { flags: { AGETRANSFERUP3: false } });
    try {
      expect((await call(api, getTransferInfo, { token: p.token })).code).toBe('function.not.available');
    } finally {
      api.deps.merchants.override('*', null);
    }
  });
});
