import { create } from 'superstruct';
import { beforeAll, expect, it } from 'vitest';
import { GameListQuery } from '../../src/api/contract/games';
import { describeDb } from '../db/testing';
import { relayFeed } from '../testing/relayFeed';
import { seedCatalogue } from '../seed/catalogue';
import { KeptCatalogue } from './keptCatalogue';

// When the kept catalogue may answer and what it keeps (gameList.test.ts checks its answers against the plain query):
// never while the feed is not live, nothing read before a change or a reset, one read for the lists that ask at once,
// and nothing past its bound.

describeDb('the kept catalogue', (t) => {
  const search = create({ gameType: 'RNG', gameName: 'buffalo' }, GameListQuery);

  const relay = () => relayFeed(t);

  beforeAll(async () => {
    await seedCatalogue(t.db);
    // The seed's own announcements reach the feed before the tests make their kept catalogues.
    await t.changes.settled();
  });

  it('reads the catalogue once for the lists that ask together, then answers from memory', async () => {
    const kept = new KeptCatalogue(t.db, relay());
    const pages = await Promise.all([kept.page(search), kept.page(search), kept.page(search)]);
    expect(kept.stats.reads).toBe(1);
    expect(pages[0]!.total).toBeGreaterThan(0);
    expect(pages[1]).toEqual(pages[0]);
    await kept.page(search);
    expect(kept.stats).toEqual({ reads: 1, served: 4 });
  });

  it('answers nothing while the feed is not live, and keeps nothing read then', async () => {
    const feed = relay();
    const kept = new KeptCatalogue(t.db, feed);
    feed.paused = true;
    expect(await kept.page(search)).toBeUndefined();
    expect(kept.kept).toBe(false);
    feed.paused = false;
    expect(await kept.page(search)).toBeDefined();
    expect(kept.kept).toBe(true);
    // Held, but not served while the feed is down.
    feed.paused = true;
    expect(await kept.page(search)).toBeUndefined();
  });

  it('keeps nothing read before a catalogue change or a reset', async () => {
    for (const event of [
      { kind: 'change', table: 'catalogue', key: 'catalogue_games' },
      { kind: 'reset' },
    ] as const) {
      const feed = relay();
      const kept = new KeptCatalogue(t.db, feed);
      const reading = kept.page(search);
      feed.emit(event);
      // The list that asked still gets its answer.
      expect((await reading)!.total).toBeGreaterThan(0);
      expect(kept.kept).toBe(false);
      await kept.page(search);
      expect(kept.kept).toBe(true);
      feed.emit(event);
      expect(kept.kept).toBe(false);
    }
    // Other tables' changes leave it: a wallet, the catalogue's announcements or winner board.
    const feed = relay();
    const kept = new KeptCatalogue(t.db, feed);
    await kept.page(search);
    feed.emit({ kind: 'change', table: 'wallets', key: '1' });
    feed.emit({ kind: 'change', table: 'catalogue', key: 'catalogue_announcements' });
    feed.emit({ kind: 'change', table: 'catalogue', key: 'catalogue_winners' });
    expect(kept.kept).toBe(true);
  });

  it('keeps nothing past its bound, and leaves the hot list to the database', async () => {
    const feed = relay();
    const small = new KeptCatalogue(t.db, feed, 10);
    expect(await small.page(search)).toBeUndefined();
    expect(small.kept).toBe(false);
    // Not read again for every list, only after the catalogue changes.
    expect(await small.page(search)).toBeUndefined();
    expect(small.stats.reads).toBe(1);
    feed.emit({ kind: 'change', table: 'catalogue', key: 'catalogue_games' });
    expect(await small.page(search)).toBeUndefined();
    expect(small.stats.reads).toBe(2);
    const kept = new KeptCatalogue(t.db, relay());
    expect(await kept.page(create({ gameType: 'HOT', gameName: 'a' }, GameListQuery))).toBeUndefined();
  });
});
