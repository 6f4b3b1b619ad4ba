import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ChangeEvent, ChangeFeed } from '../db/changes';
import { describeDb } from '../db/testing';
import { members, sessions } from '../db/schema/index';
import { createSessionStore } from './sessions';

const MINUTE = 60_000;

// Every rule holds the same whether sessions are read from the database each time or held in memory and dropped
// by the change feed (issue 15).
for (const held of [false, true])
  describeDb(held ? 'sessions held in memory' : 'sessions', (t) => {
    let clock = Date.UTC(2026, 0, 1);
    const now = () => clock;
    const timeouts = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

    const makeStore = () => createSessionStore(t.db, timeouts, now, held ? t.changes : undefined);
    const name = (base: string) => (held ? `${base}h` : base);

    async function member(username: string) {
      const [row] = await t.db
        .insert(members)
        .values({ merchant: 'demo', username, passwordHash: '!' })
        .returning({ id: members.id });
      return row!.id;
    }

    it('give a 43-character token that resolves to its member and is stored only hashed', async () => {
      const store = makeStore();
      const id = await member(name('s1'));
      const token = await store.create(id, 'demo');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await store.resolve(token)).toMatchObject({
        memberId: id,
        merchant: 'demo',
        username: name('s1'),
        type: 0,
      });
      const rows = await t.db.query.sessions.findMany();
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('end after the idle timeout, and each use pushes the idle limit on', async () => {
      const store = makeStore();
      const token = await store.create(await member(name('s2')), 'demo');
      clock += 29 * MINUTE;
      expect(await store.resolve(token)).not.toBeNull();
      clock += 29 * MINUTE;
      expect(await store.resolve(token)).not.toBeNull();
      clock += 30 * MINUTE;
      expect(await store.resolve(token)).toBeNull();
    });

    it('end at the absolute timeout however busy', async () => {
      const store = makeStore();
      const token = await store.create(await member(name('s3')), 'demo');
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
      const store = makeStore();
      const token = await store.create(await member(name('s4')), 'demo');
      await store.revoke(token);
      expect(await store.resolve(token)).toBeNull();
      expect(await store.resolve('x'.repeat(43))).toBeNull();
      expect(await store.resolve('short')).toBeNull();
    });

    it('end at once when another instance revokes them or disables the member, even while held', async () => {
      const store = makeStore();
      const id = await member(name('s5'));
      const token = await store.create(id, 'demo');
      const other = await store.create(id, 'demo');
      expect(await store.resolve(token)).not.toBeNull();
      expect(await store.resolve(other)).not.toBeNull();
      // Straight in the database, as another instance would: nothing of this store is told but the feed.
      await t.db
        .update(sessions)
        .set({ revokedAt: new Date(clock) })
        .where(eq(sessions.memberId, id));
      await t.changes.settled();
      expect(await store.resolve(token)).toBeNull();
      const third = await store.create(id, 'demo');
      expect(await store.resolve(third)).not.toBeNull();
      await t.db.update(members).set({ status: 'disabled' }).where(eq(members.id, id));
      await t.changes.settled();
      expect(await store.resolve(third)).toBeNull();
    });

    it('read the database while the feed is not live, and keep nothing then', async () => {
      if (!held) return;
      let live = true;
      const subscribers = new Set<(e: ChangeEvent) => void>();
      const feed: ChangeFeed = {
        get live() {
          return live;
        },
        subscribe: (fn) => {
          subscribers.add(fn);
          return () => subscribers.delete(fn);
        },
        settled: () => Promise.resolve(),
        close: () => Promise.resolve(),
      };
      const store = createSessionStore(t.db, timeouts, now, feed);
      const token = await store.create(await member(name('s6')), 'demo');
      expect(await store.resolve(token)).not.toBeNull();
      // A feed that has gone quiet: a revocation it never carries is still seen, since nothing held is served.
      live = false;
      await t.db.update(sessions).set({ revokedAt: new Date(clock) });
      expect(await store.resolve(token)).toBeNull();
    });
  });
