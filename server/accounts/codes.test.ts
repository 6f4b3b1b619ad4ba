import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { verificationCodes } from '../db/schema/index';
import { checkCode, consumeCode, issueCode, spendCode } from './codes';

describeDb('one-time codes', (t) => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
  const key = (target: string) => ({ merchant: 'demo', purpose: 'noLogin', target });

  it('work once: a spent code is refused', async () => {
    await issueCode(t.db, key('63|1'), '123456', 60_000, at(0));
    expect(await consumeCode(t.db, key('63|1'), '123456', 5, at(1))).toBe(true);
    expect(await consumeCode(t.db, key('63|1'), '123456', 5, at(2))).toBe(false);
  });

  it('expire', async () => {
    await issueCode(t.db, key('63|2'), '123456', 60_000, at(0));
    expect(await consumeCode(t.db, key('63|2'), '123456', 5, at(60_000))).toBe(false);
  });

  it('die after the allowed wrong tries, even for the right code', async () => {
    await issueCode(t.db, key('63|3'), '123456', 60_000, at(0));
    for (let i = 0; i < 5; i++) expect(await consumeCode(t.db, key('63|3'), '000000', 5, at(1))).toBe(false);
    expect(await consumeCode(t.db, key('63|3'), '123456', 5, at(2))).toBe(false);
  });

  it('are replaced by the next code sent to the same number', async () => {
    await issueCode(t.db, key('63|4'), '111111', 60_000, at(0));
    await issueCode(t.db, key('63|4'), '222222', 60_000, at(1));
    expect(await consumeCode(t.db, key('63|4'), '111111', 5, at(2))).toBe(false);
    expect(await consumeCode(t.db, key('63|4'), '222222', 5, at(3))).toBe(true);
  });

  it('can be checked, then spent only once', async () => {
    await issueCode(t.db, key('63|5'), '555555', 60_000, at(0));
    const c = await checkCode(t.db, key('63|5'), '555555', 5, at(1));
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(await checkCode(t.db, key('63|5'), '555555', 5, at(2))).toMatchObject({ ok: true });
    expect(await spendCode(t.db, c.id, at(3))).toBe(true);
    expect(await spendCode(t.db, c.id, at(4))).toBe(false);
  });

  it('are stored only as a salted hash', async () => {
    await issueCode(t.db, key('63|6'), '987654', 60_000, at(0));
    const rows = await t.db.select().from(verificationCodes);
    expect(JSON.stringify(rows)).not.toContain('987654');
  });
});
