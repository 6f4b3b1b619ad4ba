import { beforeAll, expect, it } from 'vitest';
import { listGames } from '../../src/api/contract/games';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { NewestEntries } from './laneEntries';
import { MAX_QUERY_CHARS } from '../app';

/**
 * Kept answers a guest cannot inflate (issue 65): a public call is kept by the query keys its contract names only, a
 * query over MAX_QUERY_CHARS is refused before anything reads it, and every store is bounded in bytes.
 */
describeDb('caches a guest cannot inflate', (t) => {
  let api: TestApp;
  let base: string;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {});
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    return () => api.app.close();
  });

  it('keeps one answer however many keys of their own guests add, in the cache and in the fast lane', async () => {
    const url = `${base}${listGames.path}?gameType=RNG&pageSize=26&pageNo=1`;
    const plain = await fetch(url);
    expect(plain.status).toBe(200);
    const body = await plain.text();
    const kept = api.deps.publicAnswers.size;
    const lane = api.deps.fastLane.size;
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`${url}&junk${i}=${'a'.repeat(500)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
    }
    expect(api.deps.publicAnswers.size).toBe(kept);
    expect(api.deps.fastLane.size).toBe(lane);
  });

  it('refuses a query longer than MAX_QUERY_CHARS with 414, in the envelope', async () => {
    const res = await fetch(`${base}${listGames.path}?gameType=${'a'.repeat(MAX_QUERY_CHARS)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect((await fetch(`${base}/m/home?x=${'a'.repeat(MAX_QUERY_CHARS)}`)).status).toBe(414);
  });
});

it('the lanes keep at most their bytes, dropping the oldest first', () => {
  const lane = new NewestEntries<{ body: Buffer }>(1000, 10_000);
  for (let i = 0; i < 100; i++) lane.set(`url-${i}`, { body: Buffer.alloc(1000) });
  expect(lane.bytes).toBeLessThanOrEqual(10_000);
  expect(lane.get('url-99')).toBeDefined();
  expect(lane.get('url-0')).toBeUndefined();
  lane.delete('url-99');
  lane.clear();
  expect([lane.size, lane.bytes]).toEqual([0, 0]);
});
