import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { listAnnouncements } from '../../src/api/contract/announcements';
import { listFavourites } from '../../src/api/contract/favourites';
import { listGames } from '../../src/api/contract/games';
import { games } from '../db/schema/catalogue';
import { createMerchantRegistry } from '../merchants/merchantRegistry';
import type { MerchantsFile } from '../merchants/schema';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { addPlayer } from '../testing/players';
import { encodeImage } from '../images/encode';
import type * as EncodeModule from '../images/encode';

// Counts the image encodes (a kept logo is not encoded again); every call still encodes.
vi.mock('../images/encode', async (actual) => {
  const real = await actual<typeof EncodeModule>();
  return { ...real, encodeImage: vi.fn(real.encodeImage) };
});

describeDb('public catalogue answers from memory', (t) => {
  let api: TestApp;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { now: () => clock });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers });
  const firstGame = (body: string) =>
    (JSON.parse(body) as { value: { games: { nodeId: number; gameName: string }[] } }).value.games[0]!;
  const rename = (nodeId: number, gameName: string) =>
    t.db.update(games).set({ gameName }).where(eq(games.nodeId, nodeId));

  /** An app on a copy of the committed merchants file, which a test may rewrite and reload. */
  const withOwnMerchantsFile = async () => {
    const file = JSON.parse(readFileSync('server/merchants/merchants.json', 'utf8')) as MerchantsFile;
    const path = join(mkdtempSync(join(tmpdir(), 'merchants-')), 'merchants.json');
    writeFileSync(path, JSON.stringify(file));
    const merchants = createMerchantRegistry({ file: path });
    return { file, path, merchants, other: await buildTestApp(t.db, {}, {}, merchants) };
  };

  it('answers a repeated query from memory, not the database, until the catalogue changes', async () => {
    const url = `${listGames.path}?gameType=RNG&pageSize=26&pageNo=1`;
    const first = await get(url);
    const game = firstGame(first.body);
    await rename(game.nodeId, 'Renamed behind the cache');
    const hitsBefore = api.deps.publicAnswers.stats.hits;
    // The same query in another order is the same answer.
    const again = await get(`${listGames.path}?pageNo=1&pageSize=26&gameType=RNG`);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(api.deps.publicAnswers.stats.hits).toBe(hitsBefore + 1);

    api.deps.publicAnswers.clear();
    const fresh = await get(url);
    expect(firstGame(fresh.body).gameName).toBe('Renamed behind the cache');
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    await rename(game.nodeId, game.gameName);
    api.deps.publicAnswers.clear();
  });

  it('answers 304 from memory when If-None-Match holds the ETag, with the same headers as a built answer', async () => {
    const url = `${listAnnouncements.path}?types=B,PL`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    const cached = await get(url);
    expect(cached.headers['cache-control']).toBe('private, no-cache');
    expect(cached.headers.vary).toContain('authorization');
    const notModified = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(first.headers.etag);
  });

  it('builds an answer again once it has expired (time-windowed announcements, rolling matches)', async () => {
    const url = `${listGames.path}?gameType=FISH`;
    const first = await get(url);
    const game = firstGame(first.body);
    await rename(game.nodeId, 'Renamed while cached');
    expect(firstGame((await get(url)).body).gameName).toBe(game.gameName);
    clock += 30_000;
    expect(firstGame((await get(url)).body).gameName).toBe('Renamed while cached');
    await rename(game.nodeId, game.gameName);
    api.deps.publicAnswers.clear();
  });

  it('is emptied when the merchants file is reloaded, since answers carry merchant settings such as the image CDN', async () => {
    const { file, path, merchants, other } = await withOwnMerchantsFile();
    try {
      const url = `${listGames.path}?gameType=LIVE`;
      const before = await other.app.inject({ method: 'GET', url });
      const changed = file.merchants.map((m) => ({ ...m, imageCdns: ['https://cdn.changed.example'] }));
      writeFileSync(path, JSON.stringify({ ...file, merchants: changed }));
      merchants.reload();
      const after = await other.app.inject({ method: 'GET', url });
      expect(after.body).not.toBe(before.body);
      expect(after.body).toContain('https://cdn.changed.example');
      merchants.override('*', { flags: {} });
      expect(other.deps.publicAnswers.stats.clears).toBe(2);
    } finally {
      await other.app.close();
    }
  });

  it("keeps a merchant's logo, and draws it again when the merchants file changes its theme", async () => {
    const { file, path, merchants, other } = await withOwnMerchantsFile();
    try {
      const logo = async () =>
        (await other.app.inject({ method: 'GET', url: '/cdn/img/logo/demo.png' })).rawPayload;
      const encodes = vi.mocked(encodeImage).mock.calls.length;
      const first = await logo();
      expect(first.subarray(1, 4).toString()).toBe('PNG');
      expect((await logo()).equals(first)).toBe(true);
      expect(vi.mocked(encodeImage).mock.calls.length).toBe(encodes + 1);
      const changed = file.merchants.map((m) =>
        m.code === 'demo'
          ? { ...m, theme: { ...m.theme, icon: { ...m.theme.icon, background: '#7a1020' } } }
          : m,
      );
      writeFileSync(path, JSON.stringify({ ...file, merchants: changed }));
      merchants.reload();
      const after = await logo();
      expect(after.equals(first)).toBe(false);
      expect((await logo()).equals(after)).toBe(true);
      expect(vi.mocked(encodeImage).mock.calls.length).toBe(encodes + 2);
    } finally {
      await other.app.close();
    }
  });

  it('keeps failures and member data out of it', async () => {
    const size = api.deps.publicAnswers.size;
    expect((await get(`${listGames.path}?pageNo=zero`)).statusCode).toBe(400);
    const p = await addPlayer(api, { balance: 100 });
    const favourites = await get(listFavourites.path, { authorization: p.token });
    expect(favourites.statusCode).toBe(200);
    expect(favourites.headers.etag).toBeUndefined();
    expect(api.deps.publicAnswers.size).toBe(size);
  });
});
