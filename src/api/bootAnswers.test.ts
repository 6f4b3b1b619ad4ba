import { number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from './contract/endpoint';
import { BOOT_ELEMENT_ID, BOOT_WINDOW_MS, bootUrl } from './contract/boot';
import { getRuntimeConfig } from './contract/config';
import { holdsBootAnswer, resetBootAnswers, takeBootAnswer } from './bootAnswers';
import { answeredByPage, call, configureClient, resetClient } from './client';
import { ApiError } from './ApiError';
import { writeBoot } from '../test/storage';

const listThings = endpoint({
  method: 'GET',
  path: '/wps/things',
  access: 'guest',
  query: object({ kind: string(), pageNo: number() }),
  body: null,
  answer: object({ name: string() }),
});

const url = bootUrl('/wps/things', { pageNo: 1, kind: 'a' });
const boot = (answers: Record<string, unknown>, language = 'TY', merchant = 'demo') =>
  writeBoot(JSON.stringify({ language, merchant, answers }));

describe('boot answers', () => {
  afterEach(() => {
    document.getElementById(BOOT_ELEMENT_ID)?.remove();
    resetBootAnswers();
  });

  it('spells a GET one way: keys sorted, empty values out, lists repeated, dates in ISO 8601', () => {
    expect(bootUrl('/p', { b: 2, a: 'x y', c: undefined, d: ['1,2', '3'] })).toBe('/p?a=x+y&b=2&d=1%2C2&d=3');
    expect(bootUrl('/p', { at: new Date('2026-11-24T00:00:00Z') })).toBe(
      '/p?at=2026-11-24T00%3A00%3A00.000Z',
    );
    expect(bootUrl('/p', {})).toBe('/p');
  });

  it('hands each answer out once, in its language and under its merchant only', () => {
    boot({ [url]: { success: true, value: { name: 'x' } } });
    expect(takeBootAnswer(url, 'EN', 'demo', false, 0)).toBeUndefined();
    expect(takeBootAnswer(url, 'TY', 'other', false, 0)).toBeUndefined();
    expect(takeBootAnswer(url, 'TY', 'demo', false, 0)).toEqual({ success: true, value: { name: 'x' } });
    expect(takeBootAnswer(url, 'TY', 'demo', false, 0)).toBeUndefined();
  });

  it('tells whether it holds an answer without handing it out, by the same rules', () => {
    boot({ [url]: { success: true, value: { name: 'x' } } });
    expect(holdsBootAnswer(url, 'EN', 'demo', false, 0)).toBe(false);
    expect(holdsBootAnswer(url, 'TY', 'other', false, 0)).toBe(false);
    expect(holdsBootAnswer(url, 'TY', 'demo', false, BOOT_WINDOW_MS + 1)).toBe(false);
    expect(holdsBootAnswer(url, 'TY', 'demo', false, 0)).toBe(true);
    expect(holdsBootAnswer(url, 'TY', 'demo', false, 0)).toBe(true);
    expect(takeBootAnswer(url, 'TY', 'demo', false, 0)).toEqual({ success: true, value: { name: 'x' } });
    expect(holdsBootAnswer(url, 'TY', 'demo', false, 0)).toBe(false);
  });

  it('gives the config before the merchant is known, and nothing after the first seconds', () => {
    boot({
      '/wps/system/config': { success: true, value: {} },
      [url]: { success: true, value: { name: 'x' } },
    });
    expect(takeBootAnswer('/wps/system/config', 'TY', undefined, true, 0)).toEqual({
      success: true,
      value: {},
    });
    expect(takeBootAnswer(url, 'TY', 'demo', false, BOOT_WINDOW_MS + 1)).toBeUndefined();
  });

  it('ignores a boot element that is not JSON or not boot answers', () => {
    writeBoot('{not json');
    expect(takeBootAnswer(url, 'TY', 'demo', false, 0)).toBeUndefined();
    writeBoot(JSON.stringify({ language: 'TY', answers: [] }));
    expect(takeBootAnswer(url, 'TY', 'demo', false, 0)).toBeUndefined();
  });

  describe('through the client', () => {
    const fetchFn = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, value: { name: 'net' } }))),
    );
    beforeEach(() => {
      fetchFn.mockClear();
      configureClient({
        fetch: fetchFn as unknown as typeof fetch,
        merchant: () => 'demo',
        token: () => undefined,
        language: () => 'TY',
        device: () => 'MOBILE',
        retries: 0,
      });
    });
    afterEach(() => resetClient());

    it('answers a public GET from the page with no request, then fetches the next one', async () => {
      boot({ [url]: { success: true, value: { name: 'boot' } } });
      await expect(call(listThings, { query: { kind: 'a', pageNo: 1 } })).resolves.toEqual({ name: 'boot' });
      expect(fetchFn).not.toHaveBeenCalled();
      await expect(call(listThings, { query: { kind: 'a', pageNo: 1 } })).resolves.toEqual({ name: 'net' });
      expect(fetchFn).toHaveBeenCalledTimes(1);
    });

    it('says a call will be answered from the page until it is, and never a call that sends something', async () => {
      boot({ [url]: { success: true, value: { name: 'boot' } } });
      const query = { kind: 'a', pageNo: 1 };
      expect(answeredByPage(listThings, { query: { kind: 'a', pageNo: 2 } })).toBe(false);
      expect(answeredByPage(listThings, { query, body: {} as never })).toBe(false);
      expect(answeredByPage(listThings, { query })).toBe(true);
      await call(listThings, { query });
      expect(answeredByPage(listThings, { query })).toBe(false);
      // A device that says it is offline: the call would fail before the page's answer, so the cache's path runs.
      boot({ [url]: { success: true, value: { name: 'boot' } } });
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        expect(answeredByPage(listThings, { query })).toBe(false);
      } finally {
        online.mockRestore();
      }
    });

    it('checks a boot answer like a fetched one: a wrong shape is an invalid answer, a failure is an error', async () => {
      boot({ [url]: { success: true, value: { name: 42 } } });
      await expect(call(listThings, { query: { kind: 'a', pageNo: 1 } })).rejects.toMatchObject({
        kind: 'invalid-answer',
      });
      boot({ [url]: { success: false, errorCode: 'system.error', message: 'no' } });
      await expect(call(listThings, { query: { kind: 'a', pageNo: 1 } })).rejects.toBeInstanceOf(ApiError);
    });

    it('hands a cached endpoint’s boot answer to be kept, once it passed its schema, and no other', async () => {
      const kept: [string, string, unknown][] = [];
      configureClient({ keepBootAnswer: (e, u, v) => void kept.push([e.path, u, v]) });
      const cachedThings = endpoint({ ...listThings, swr: true });
      boot({ [url]: { success: true, value: { name: 'boot' } } });
      await call(cachedThings, { query: { kind: 'a', pageNo: 1 } });
      expect(kept).toEqual([['/wps/things', url, { name: 'boot' }]]);
      // Not cached: not kept. A wrong shape: refused, not kept.
      boot({ [url]: { success: true, value: { name: 'boot' } } });
      await call(listThings, { query: { kind: 'a', pageNo: 1 } });
      boot({ [url]: { success: true, value: { name: 42 } } });
      await call(cachedThings, { query: { kind: 'a', pageNo: 1 } }).catch(() => undefined);
      expect(kept).toHaveLength(1);
    });

    it('takes the config from the page before the merchant is known', async () => {
      configureClient({ merchant: () => undefined });
      boot({ [getRuntimeConfig.path]: { success: true, value: 'not a config' } });
      await expect(call(getRuntimeConfig)).rejects.toMatchObject({ kind: 'invalid-answer' });
      expect(fetchFn).not.toHaveBeenCalled();
    });
  });
});
