import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { members } from '../db/schema/index';
import { createSessionStore } from './sessions';

const MINUTE = 60_000;

describeDb('sessions', (t) => {
  let clock = Date.UTC(2026, 0, 1);
  const now = () => clock;
  const timeouts = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

  async function member(username: string) {
    const [row] = await t.db
      .insert(members)
      .values({ merchant: 'demo', username, passwordHash: '!' })
      .returning({ id: members.id });
    return row!.id;
  }

  it('give a 43-character token that resolves to its member and is stored only hashed', async () => {
    const store = createSessionStore(t.db, timeouts, now);
    const id = await member('s1');
    const token = await store.create(id, 'demo');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.resolve(token)).toMatchObject({
      memberId: id,
      merchant: 'demo',
      username: 's1',
      type: 0,
    });
    const rows = await t.db.query.sessions.findMany();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('end after the idle timeout, and each use pushes the idle limit on', async () => {
    const store = createSessionStore(t.db, timeouts, now);
    const token = await store.create(await member('s2'), 'demo');
    clock += 29 * MINUTE;
    expect(await store.resolve(token)).not.toBeNull();
    clock += 29 * MINUTE;
    expect(await store.resolve(token)).not.toBeNull();
    clock += 30 * MINUTE;
    expect(await store.resolve(token)).toBeNull();
  });

  it('end at the absolute timeout however busy', async () => {
    const store = createSessionStore(t.db, timeouts, now);
    const token = await store.create(await member('s3'), 'demo');
    let elapsed = 0;
    while (elapsed + 29 * MINUTE < timeouts.absoluteMs) {
      clock += 29 * MINUTE;
      elapsed += 29 * MINUTE;
      expect(await store.resolve(token)).not.toBeNull();
    }
    clock += 29 * MINUTE;
    expect(await store.resolve(token)).toBeNull();
  });

  it('end when revoked, and ignore tokens that were never issued', async () => {
    const store = createSessionStore(t.db, timeouts, now);
    const token = await store.create(await member('s4'), 'demo');
    await store.revoke(token);
    expect(await store.resolve(token)).toBeNull();
    expect(await store.resolve('x'.repeat(43))).toBeNull();
    expect(await store.resolve('short')).toBeNull();
  });
});
