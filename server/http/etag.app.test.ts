import { beforeAll, expect, it } from 'vitest';
import { listAnnouncements } from '../../src/api/contract/announcements';
import { getRuntimeConfig } from '../../src/api/contract/config';
import { listGames, listVendors } from '../../src/api/contract/games';
import { getWalletBalance } from '../../src/api/contract/wallet';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer } from '../testing/players';

describeDb('ETags on cacheable answers', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db);
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });

  it('answers 304 with no body when If-None-Match holds the ETag, for catalogue, config and announcements', async () => {
    for (const url of [
      `${listGames.path}?gameType=RNG&pageNo=2`,
      listVendors.path,
      getRuntimeConfig.path,
      `${listAnnouncements.path}?types=B,PL`,
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.vary).toContain('authorization');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const stale = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.json().success).toBe(true);
    }
  });

  it('gives different answers different ETags, and keeps them through compression', async () => {
    const a = await get(`${listGames.path}?pageNo=1`);
    const b = await get(`${listGames.path}?pageNo=2`);
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const gz = await get(`${listGames.path}?pageNo=1`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(a.headers.etag);
    expect(
      (
        await get(`${listGames.path}?pageNo=1`, {
          'if-none-match': a.headers.etag as string,
          'accept-encoding': 'gzip',
        })
      ).statusCode,
    ).toBe(304);
  });

  it('leaves failures and member calls alone', async () => {
    const bad = await get(`${listGames.path}?pageNo=zero`);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
    const p = await addPlayer(api, { balance: 100 });
    const wallet = await get(getWalletBalance.path, { authorization: p.token });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.headers.etag).toBeUndefined();
    expect(wallet.headers['cache-control']).toBe('no-store');
  });
});
