import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listGames } from '../../src/api/contract/games';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { decodedBody, MADE_ID, rawGet, withoutOwn } from '../testing/rawHttp';
import { metricsText } from '../metrics/metrics';

/**
 * The fast lane over real HTTP (injected requests never meet it): the second request for a public answer is sent
 * by the lane, and is the first one's answer byte for byte, headers and all, in each coding.
 */
describeDb('the fast lane', (t) => {
  let api: TestApp;
  let base = '';

  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await api.app.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${base}${path}`, { merchant: 'demo', ...headers });
  const decode = decodedBody;

  it('sends a public answer again exactly as Fastify sent it, in each coding', async () => {
    const path = `${listGames.path}?gameType=RNG&pageNo=1&pageSize=26`;
    let plain: Buffer | undefined;
    for (const accept of ['', 'gzip, deflate', 'gzip, deflate, br']) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
      const served = api.deps.fastLane.stats.served;
      const first = await get(path, headers);
      const second = await get(path, headers);
      expect(first.status).toBe(200);
      expect(api.deps.fastLane.stats.served).toBe(served + 1);
      expect(withoutOwn(second.headers)).toEqual(withoutOwn(first.headers));
      expect(second.headers['x-request-id']).toMatch(MADE_ID);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(second.body.equals(first.body)).toBe(true);
      expect(first.headers['content-encoding']).toBe(
        accept.includes('br') ? 'br' : accept ? 'gzip' : undefined,
      );
      expect(first.headers['content-security-policy']).toBeDefined();
      plain ??= decode(first);
      expect(decode(second).equals(plain)).toBe(true);
    }
    expect(JSON.parse(plain!.toString())).toMatchObject({ success: true });
  });

  it("gives each answer the request's own id: a plain one it came with, else one made for it", async () => {
    const path = `${listGames.path}?gameType=RNG&pageNo=5&pageSize=26`;
    const first = await get(path, { 'x-request-id': 'lb-7f3a.01' });
    expect(first.headers['x-request-id']).toBe('lb-7f3a.01');
    const served = api.deps.fastLane.stats.served;
    const ids = [];
    for (const given of ['player-report-2', 'x"} {"level":60', ''])
      ids.push((await get(path, given ? { 'x-request-id': given } : {})).headers['x-request-id']);
    expect(api.deps.fastLane.stats.served).toBe(served + 3);
    expect(ids[0]).toBe('player-report-2');
    // A forged id is not echoed, and none is the kept answer's.
    expect(ids[1]).toMatch(MADE_ID);
    expect(ids[2]).toMatch(MADE_ID);
    expect(new Set([first.headers['x-request-id'], ...ids]).size).toBe(4);
  });

  it('counts its answers in the request metrics under route="fast lane", a counter and a whole histogram', async () => {
    const path = `${listGames.path}?gameType=RNG&pageNo=2&pageSize=26`;
    const series = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0);
    const before = await metricsText();
    await get(path);
    for (let i = 0; i < 5; i++) await get(path);
    const after = await metricsText();
    const counted = /mgp_http_requests_total\{route="fast lane",method="GET",status="200"\} (\d+)/;
    const observed = /mgp_http_request_duration_seconds_count\{route="fast lane"\} (\d+)/;
    expect(series(after, counted) - series(before, counted)).toBe(5);
    expect(series(after, observed) - series(before, observed)).toBe(5);
    // The lane's buckets rise with their bounds, to +Inf equal to the count.
    const buckets = [
      ...after.matchAll(/mgp_http_request_duration_seconds_bucket\{le="([^"]+)",route="fast lane"\} (\d+)/g),
    ];
    expect(buckets.at(-1)?.[1]).toBe('+Inf');
    const counts = buckets.map((b) => Number(b[2]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(series(after, observed));
  });

  it('never sends again an answer the compression plugin coded on its own (a client taking deflate only)', async () => {
    // Deflate only: the cache's codings are Brotli and gzip, so the plugin deflates this answer itself.
    const path = `${listGames.path}?gameType=RNG&pageNo=4&pageSize=26`;
    const deflated = await get(path, { 'accept-encoding': 'deflate' });
    expect(deflated.status).toBe(200);
    const plain = decode(deflated);
    expect(JSON.parse(plain.toString())).toMatchObject({ success: true });
    for (const headers of [{}, { 'accept-encoding': 'deflate' }, {}] as Record<string, string>[]) {
      const r = await get(path, headers);
      expect(r.status).toBe(200);
      expect(decode(r).equals(plain)).toBe(true);
    }
  });

  it('leaves conditional requests, and another origin or language not sent before, to Fastify', async () => {
    const path = `${listGames.path}?gameType=RNG&pageNo=2&pageSize=26`;
    const first = await get(path);
    const served = api.deps.fastLane.stats.served;
    expect((await get(path, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
    await get(path, { 'x-forwarded-proto': 'https' });
    await get(path, { 'x-forwarded-host': 'games.acme.test' });
    await get(path, { forwarded: 'proto=https' });
    await get(path, { language: 'EN' });
    await get(path, { host: 'games.acme.test' });
    expect(api.deps.fastLane.stats.served).toBe(served);
  });

  it('serves requests through a proxy what Fastify sent for the same forwarded origin, whoever the client', async () => {
    // As behind deploy/haproxy.cfg: TRUST_PROXY=1, X-Forwarded-For and -Proto on every request.
    const proxied = await buildTestApp(t.db, { trustProxy: 1 });
    await proxied.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const at = `http://127.0.0.1:${(proxied.app.server.address() as AddressInfo).port}`;
      const path = `${listGames.path}?gameType=RNG&pageNo=6&pageSize=26`;
      const via = (proto: string, client: string) =>
        rawGet(`${at}${path}`, { merchant: 'demo', 'x-forwarded-proto': proto, 'x-forwarded-for': client });
      const lane = proxied.deps.fastLane.stats;
      const plain = await via('http', '203.0.113.7');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // Over TLS at the proxy the answer carries HSTS: never the plain one kept for http.
      const served = lane.served;
      const tls = await via('https', '203.0.113.7');
      expect(lane.served).toBe(served);
      expect(tls.headers['strict-transport-security']).toBeDefined();
      // Another client of the same origin is sent the kept answer, byte for byte, with its own request id.
      for (const [proto, first] of [
        ['https', tls],
        ['http', plain],
      ] as const) {
        const again = await via(proto, '198.51.100.23');
        expect(withoutOwn(again.headers)).toEqual(withoutOwn(first.headers));
        expect(again.body.equals(first.body)).toBe(true);
        expect(again.headers['x-request-id']).toMatch(MADE_ID);
      }
      expect(lane.served).toBe(served + 2);
    } finally {
      await proxied.app.close();
    }
  });

  it('stops sending an answer once the public cache is cleared', async () => {
    const path = `${listGames.path}?gameType=RNG&pageNo=3&pageSize=26`;
    await get(path);
    await get(path);
    const served = api.deps.fastLane.stats.served;
    api.deps.publicAnswers.clear();
    await get(path);
    expect(api.deps.fastLane.stats.served).toBe(served);
    await get(path);
    expect(api.deps.fastLane.stats.served).toBe(served + 1);
  });
});
