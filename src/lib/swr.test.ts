import { define, number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, getSystemStatus } from '../api/contract/config';
import { listGames } from '../api/contract/games';
import { getMemberInfo } from '../api/contract/member';
import { listKeys, memoryBackend, readItem, setBackend, writeItem, type KvBackend } from './db';
import { watchedBackend } from '../test/storage';
import {
  SWR_CHANNEL,
  SwrSchemaError,
  announce,
  cacheKey,
  cachedOrFetch,
  keep,
  listen,
  pageAnswer,
  purgeAllSessions,
  purgeSession,
  read,
  requestKey,
  revalidate,
  sessionKeyOf,
  setCacheWriter,
  staleWhileRevalidate,
  type SwrMessage,
} from './swr';

const Balance = object({ sumBalance: number() });
const Banner = object({ url: string() });
const base = { merchant: 'demo', language: 'TY', path: '/wps/member/info' };

beforeEach(() => setBackend(memoryBackend()));
afterEach(() => {
  setBackend(undefined);
  setCacheWriter(true);
});

describe('cache keys', () => {
  it('separate merchant, language and session', () => {
    const keys = new Set([
      cacheKey(base),
      cacheKey({ ...base, language: 'EN' }),
      cacheKey({ ...base, merchant: 'other' }),
      cacheKey({ ...base, session: 'aaaa' }),
      cacheKey({ ...base, session: 'bbbb' }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('do not depend on the order of the query', () => {
    expect(cacheKey({ ...base, query: { b: 2, a: 1, c: undefined } })).toBe(
      cacheKey({ ...base, query: { a: 1, b: 2 } }),
    );
  });

  it('hold a hash of the token, never the token', async () => {
    const token = 'tok-secret-123';
    const session = await sessionKeyOf(token);
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(session).toBe(await sessionKeyOf(token));
    expect(cacheKey({ ...base, session })).not.toContain(token);
  });
});

describe('request keys, shared by the page stores and the worker', () => {
  const memberInfo = { path: '/wps/member/info', access: 'member' } as const;
  const notices = { path: '/wps/notice/list', access: 'guest' } as const;
  const headers = { host: 'm.example:8443', merchant: 'demo', language: 'TY' };

  it('key the runtime config by host alone, whatever merchant, language or session the request carries', () => {
    const first = requestKey({ endpoint: getRuntimeConfig, host: 'm.example:8443' });
    expect(first).toBe(
      cacheKey({ merchant: 'host:m.example:8443', language: '-', path: '/wps/system/config' }),
    );
    expect(requestKey({ endpoint: getRuntimeConfig, ...headers, language: 'EN', session: 'aaaa' })).toBe(
      first,
    );
    expect(requestKey({ endpoint: getRuntimeConfig, host: 'other.example' })).not.toBe(first);
  });

  it('separate merchants and languages', () => {
    const keys = new Set([
      requestKey({ endpoint: getSystemStatus, ...headers }),
      requestKey({ endpoint: getSystemStatus, ...headers, language: 'EN' }),
      requestKey({ endpoint: getSystemStatus, ...headers, merchant: 'other' }),
    ]);
    expect(keys.size).toBe(3);
    expect(requestKey({ endpoint: getSystemStatus, ...headers })).toBe(
      cacheKey({ merchant: 'demo', language: 'TY', path: '/wps/system/status' }),
    );
  });

  it('carry a session segment only for member endpoints', () => {
    expect(requestKey({ endpoint: notices, ...headers, session: 'aaaa' })).toBe(
      requestKey({ endpoint: notices, ...headers }),
    );
    const mine = requestKey({ endpoint: memberInfo, ...headers, session: 'aaaa' });
    expect(mine).toBe(cacheKey({ merchant: 'demo', language: 'TY', session: 'aaaa', path: memberInfo.path }));
    expect(requestKey({ endpoint: memberInfo, ...headers, session: 'bbbb' })).not.toBe(mine);
  });

  it('refuse to key a member call without a session, or a call without merchant or language', () => {
    expect(requestKey({ endpoint: memberInfo, ...headers })).toBeUndefined();
    expect(requestKey({ endpoint: notices, ...headers, merchant: undefined })).toBeUndefined();
    expect(requestKey({ endpoint: notices, ...headers, language: undefined })).toBeUndefined();
  });

  it('agree on the query whether it comes as typed values (page) or as a URL query (worker)', () => {
    const page = requestKey({
      endpoint: notices,
      ...headers,
      query: { page: 2, hot: true, type: undefined },
    });
    const worker = requestKey({
      endpoint: notices,
      ...headers,
      query: new URLSearchParams('hot=true&page=2'),
    });
    expect(worker).toBe(page);
    expect(
      requestKey({ endpoint: notices, ...headers, query: new URLSearchParams('a=1&a=2') }),
    ).toBeUndefined();
  });
});

describe('reading the cache', () => {
  it('reads nothing from an empty store', async () => {
    expect(await read('swr:none', Balance)).toBeUndefined();
  });

  it('drops a corrupt entry instead of serving it', async () => {
    await writeItem('k1', 'garbage');
    await writeItem('k2', { updatedAt: 'yesterday', value: { sumBalance: 1 } });
    expect(await read('k1', Balance)).toBeUndefined();
    expect(await read('k2', Balance)).toBeUndefined();
    expect(await listKeys()).toEqual([]);
  });

  it('drops an entry that fails its schema', async () => {
    await writeItem('k', { updatedAt: 1, value: { sumBalance: '12.5' } });
    expect(await read('k', Balance)).toBeUndefined();
    expect(await readItem('k')).toBeUndefined();
  });

  it('survives storage that throws on every call', async () => {
    const fail = () => Promise.reject(new Error('closed'));
    const broken: KvBackend = { get: fail, set: fail, del: fail, keys: fail, clear: fail };
    setBackend(broken);
    expect(await read('k', Balance)).toBeUndefined();
    const fresh = await revalidate('k', async () => ({ sumBalance: 3 }), Balance);
    expect(fresh.value).toEqual({ sumBalance: 3 });
    await expect(purgeAllSessions()).resolves.toBeUndefined();
  });
});

describe('revalidation', () => {
  it('stores only answers that pass their schema, with updatedAt', async () => {
    const fresh = await revalidate('k', async () => ({ sumBalance: 10.5 }), Balance);
    expect(fresh.updatedAt).toBeGreaterThan(0);
    expect(await read('k', Balance)).toEqual(fresh);
    await expect(revalidate('k', async () => ({ sumBalance: 'x' }), Balance)).rejects.toBeInstanceOf(
      SwrSchemaError,
    );
    expect(await read('k', Balance)).toEqual(fresh);
  });

  it("stores a checked fetcher's answer as it came, without running the schema again", async () => {
    let runs = 0;
    const Counted = define<{ url: string }>('Counted', (value) => {
      runs++;
      return Banner.is(value);
    });
    const fresh = await revalidate('k', { checked: async () => ({ url: '/a.png' }) }, Counted);
    expect(runs).toBe(0);
    expect(fresh.value).toEqual({ url: '/a.png' });
    // A raw fetcher's answer is checked; so is every read of the stored copy.
    await revalidate('k2', async () => ({ url: '/b.png' }), Counted);
    expect(runs).toBe(1);
    expect((await read('k', Counted))?.value).toEqual({ url: '/a.png' });
    expect(runs).toBe(2);
    const { fresh: later } = await staleWhileRevalidate(
      'k',
      { checked: async () => ({ url: '/c.png' }) },
      Counted,
    );
    expect((await later)?.value.url).toBe('/c.png');
    expect(runs).toBe(3);
  });

  it('serves the stale answer at once and the fresh one later', async () => {
    await revalidate('k', async () => ({ url: '/old.png' }), Banner);
    const { stale, fresh } = await staleWhileRevalidate('k', async () => ({ url: '/new.png' }), Banner);
    expect(stale?.value.url).toBe('/old.png');
    expect((await fresh)?.value.url).toBe('/new.png');
  });

  it('asks nothing while a kept answer is fresh, and asks again once it is older', async () => {
    await revalidate('k', async () => ({ url: '/old.png' }), Banner);
    const { updatedAt } = (await read('k', Banner))!;
    const fetcher = vi.fn(async () => ({ url: '/new.png' }));
    const young = await staleWhileRevalidate('k', fetcher, Banner, 60_000, () => updatedAt + 59_999);
    expect((await young.fresh)?.value.url).toBe('/old.png');
    expect(fetcher).not.toHaveBeenCalled();
    const old = await staleWhileRevalidate('k', fetcher, Banner, 60_000, () => updatedAt + 60_000);
    expect(old.stale?.value.url).toBe('/old.png');
    expect((await old.fresh)?.value.url).toBe('/new.png');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the stale answer when the fetch fails', async () => {
    await revalidate('k', async () => ({ url: '/old.png' }), Banner);
    const { fresh } = await staleWhileRevalidate('k', () => Promise.reject(new Error('offline')), Banner);
    expect(await fresh).toBeUndefined();
    expect((await read('k', Banner))?.value.url).toBe('/old.png');
  });

  it("lands the page's own answer without reading or storing anything, and falls back to the cache if it fails", async () => {
    await revalidate('k', async () => ({ url: '/kept.png' }), Banner);
    const ops: string[] = [];
    const inner = memoryBackend(new Map([['k', (await readItem('k')) as unknown]]));
    setBackend(watchedBackend(inner, (op, k) => ops.push(k === undefined ? op : `${op} ${k}`)));
    const page = await pageAnswer('k', async () => ({ url: '/page.png' }), Banner);
    expect(page.stale).toBeUndefined();
    expect((await page.fresh)?.value.url).toBe('/page.png');
    // Neither read first nor stored: the client keeps it once the page is idle (keep).
    expect(ops).toEqual([]);
    // An answer that fails (its schema here): what is kept shows, and the network is asked.
    const network = vi.fn(async () => ({ url: '/net.png' }));
    const fetcher = vi.fn().mockResolvedValueOnce({ url: 42 }).mockImplementation(network);
    const failed = await pageAnswer('k', fetcher, Banner);
    expect(failed.stale?.value.url).toBe('/kept.png');
    expect((await failed.fresh)?.value.url).toBe('/net.png');
    expect(ops).toEqual(['get k', 'set k']);
  });

  it('fetches a cached lookup only on a miss, unless forced', async () => {
    const fetcher = vi.fn(async () => ({ url: '/a.png' }));
    await cachedOrFetch('k', fetcher, Banner);
    await cachedOrFetch('k', fetcher, Banner);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await cachedOrFetch('k', fetcher, Banner, { force: true });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent revalidations of a key', async () => {
    const fetcher = vi.fn(async () => ({ url: '/a.png' }));
    await Promise.all([revalidate('k', fetcher, Banner), revalidate('k', fetcher, Banner)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not write when another context is the writer', async () => {
    setCacheWriter(false);
    await revalidate('k', async () => ({ url: '/a.png' }), Banner);
    expect(await listKeys()).toEqual([]);
  });

  it('keeps writing what the worker never serves, a member lookup, while the worker writes the rest', async () => {
    setCacheWriter(false);
    const served = requestKey({ endpoint: listGames, host: 'h', merchant: 'demo', language: 'TY' })!;
    const member = requestKey({
      endpoint: getMemberInfo,
      host: 'h',
      merchant: 'demo',
      language: 'TY',
      session: 'abc',
    })!;
    await revalidate(served, async () => ({ url: '/a.png' }), Banner);
    await revalidate(member, async () => ({ url: '/b.png' }), Banner);
    expect(await listKeys()).toEqual([member]);
    // A later write of the player's (a paid first deposit) replaces the member copy: the next full load reads it.
    await revalidate(member, async () => ({ url: '/c.png' }), Banner);
    expect((await read(member, Banner))?.value).toEqual({ url: '/c.png' });
  });

  it('keeps a checked answer as of its own time, unless a copy as new or newer is kept', async () => {
    const messages: SwrMessage[] = [];
    const stop = listen((m) => messages.push(m));
    // Nothing kept: stored as of the time given, and announced.
    expect(await keep('k', { value: { url: '/boot.png' }, updatedAt: 1_000 })).toBe(true);
    expect(await read('k', Banner)).toEqual({ value: { url: '/boot.png' }, updatedAt: 1_000 });
    // The screen's own revalidation stored it since: kept again, it would be read back and shown a second time.
    const fresh = await revalidate('k', async () => ({ url: '/fresh.png' }), Banner);
    expect(await keep('k', { value: { url: '/boot.png' }, updatedAt: fresh.updatedAt })).toBe(false);
    expect(await keep('k', { value: { url: '/boot.png' }, updatedAt: 2_000 })).toBe(false);
    expect(await read('k', Banner)).toEqual(fresh);
    await vi.waitFor(() =>
      expect(messages).toEqual([
        { key: 'k', updatedAt: 1_000 },
        { key: 'k', updatedAt: fresh.updatedAt },
      ]),
    );
    // Another context is the writer (the worker controls the page): nothing is stored.
    setCacheWriter(false);
    expect(await keep('k2', { value: { url: '/a.png' }, updatedAt: 1 })).toBe(false);
    expect(await listKeys()).toEqual(['k']);
    stop();
  });

  it('announces each stored answer on the one channel with { key, updatedAt }', async () => {
    const messages: SwrMessage[] = [];
    const stop = listen((m) => messages.push(m));
    const fresh = await revalidate('k', async () => ({ url: '/a.png' }), Banner);
    await vi.waitFor(() => expect(messages).toEqual([{ key: 'k', updatedAt: fresh.updatedAt }]));
    stop();
  });

  it('hands each announcement to every listener of the context through one channel, open while any listens', async () => {
    const Real = globalThis.BroadcastChannel;
    let opened = 0;
    vi.stubGlobal(
      'BroadcastChannel',
      class extends Real {
        constructor(name: string) {
          super(name);
          if (name === SWR_CHANNEL) opened += 1;
        }
      },
    );
    try {
      const a: string[] = [];
      const b: string[] = [];
      const stopA = listen((m) => a.push(m.key));
      const stopB = listen((m) => b.push(m.key));
      expect(opened).toBe(1);
      announce({ key: 'one', updatedAt: 1 });
      await vi.waitFor(() => expect([a, b]).toEqual([['one'], ['one']]));
      // One listener leaving does not close the channel the other hears on.
      stopA();
      stopA();
      announce({ key: 'two', updatedAt: 2 });
      await vi.waitFor(() => expect(b).toEqual(['one', 'two']));
      expect(a).toEqual(['one']);
      stopB();
      // Once none listens the channel is closed; the next listener opens it again.
      const c: string[] = [];
      const stopC = listen((m) => c.push(m.key));
      announce({ key: 'three', updatedAt: 3 });
      await vi.waitFor(() => expect(c).toEqual(['three']));
      stopC();
      // announce's own channels (one per message) and the two the listeners opened.
      expect(opened).toBe(5);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('purging', () => {
  it('removes one session and keeps other sessions and public answers', async () => {
    const mine = cacheKey({ ...base, session: 'aaaa' });
    const theirs = cacheKey({ ...base, session: 'bbbb' });
    const open = cacheKey({ ...base, path: '/wps/relay/GCSGAME_gameList' });
    for (const k of [mine, theirs, open]) await revalidate(k, async () => ({ sumBalance: 1 }), Balance);
    await purgeSession('aaaa');
    expect((await listKeys()).sort()).toEqual([open, theirs].sort());
  });

  it('removes every session-keyed answer at logout, keeping public answers and other records', async () => {
    const open = cacheKey(base);
    await revalidate(cacheKey({ ...base, session: 'aaaa' }), async () => ({ sumBalance: 1 }), Balance);
    await revalidate(open, async () => ({ sumBalance: 1 }), Balance);
    await writeItem('crypto:remember-key', 'kept');
    await purgeAllSessions();
    expect((await listKeys()).sort()).toEqual(['crypto:remember-key', open].sort());
  });
});
