import { describe, expect, it } from 'vitest';
import { swrEndpoints } from '../../src/api/contract/swrEndpoints';
import { answerKey, PUBLIC_CATALOGUE, PublicAnswerCache } from './publicAnswers';

describe('the public answer cache', () => {
  it('keys equal queries alike whatever their order, and apart by merchant, language and path', () => {
    const a = answerKey('/wps/games', 'demo', 'ty', { pageNo: 1, gameType: 'RNG' });
    expect(answerKey('/wps/games', 'demo', 'TY', { gameType: 'RNG', pageNo: 1 })).toBe(a);
    expect(answerKey('/wps/games', 'acme', 'TY', { gameType: 'RNG', pageNo: 1 })).not.toBe(a);
    expect(answerKey('/wps/games', 'demo', 'EN', { gameType: 'RNG', pageNo: 1 })).not.toBe(a);
    expect(answerKey('/wps/games', 'demo', 'TY', { gameType: 'RNG', pageNo: 2 })).not.toBe(a);
    expect(answerKey('/wps/vendors', 'demo', 'TY', { gameType: 'RNG', pageNo: 1 })).not.toBe(a);
  });

  it('serves an answer until it expires, with a stable ETag over its bytes', () => {
    let now = 1_000;
    const cache = new PublicAnswerCache({ ttlMs: 100, now: () => now });
    const put = cache.put('k', '{"success":true,"value":1}');
    expect(put.etag).toMatch(/^W\/"/);
    expect(cache.get('k')).toEqual(put);
    now += 99;
    expect(cache.get('k')?.etag).toBe(put.etag);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 2, misses: 1 });
  });

  it('forgets everything on clear, and does not keep an answer built before the clear', () => {
    const cache = new PublicAnswerCache();
    cache.put('a', '1');
    const before = cache.generation;
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.put('b', 'stale', before);
    expect(cache.get('b')).toBeUndefined();
    cache.put('b', 'fresh', cache.generation);
    expect(cache.get('b')?.body.toString()).toBe('fresh');
  });

  it('keeps the last answer of each key through expiry and clears, for a database in trouble only', () => {
    let now = 1_000;
    const cache = new PublicAnswerCache({ ttlMs: 100, now: () => now });
    cache.put('a', 'first');
    cache.put('a', 'second');
    now += 500;
    cache.clear();
    // Never a hit: only what route.ts sends when a fresh answer cannot be built in time.
    expect(cache.get('a')).toBeUndefined();
    expect(cache.lastKnown('a')?.body.toString()).toBe('second');
    expect(cache.lastKnown('b')).toBeUndefined();
  });

  it('keeps at most its bound of answers, dropping the least recently used', () => {
    const cache = new PublicAnswerCache({ maxEntries: 2 });
    cache.put('a', '1');
    cache.put('b', '2');
    cache.get('a');
    cache.put('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('1');
    expect(cache.size).toBe(2);
  });

  it('holds only public, cacheable GETs: nothing member-only', () => {
    for (const e of PUBLIC_CATALOGUE) {
      expect(e.method, e.path).toBe('GET');
      expect(e.access, e.path).toBe('guest');
      expect(swrEndpoints, e.path).toContain(e);
    }
  });
});
