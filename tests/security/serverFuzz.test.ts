import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { readConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedAccountExtras } from '../../server/seed/accountExtras';
import { seedAccounts } from '../../server/seed/accounts';
import { seedCatalogue } from '../../server/seed/catalogue';
import { buildTestApp, type TestApp } from '../../server/testing/app';
import { addPlayer } from '../../server/testing/players';
import { asHeaderValue, asQueryValue, hostileString, hostileValue, NIGHTLY, plausible } from './hostile';

/**
 * Fuzzing every endpoint of the reference server (docs/security.md "Hostile input"): each contract endpoint gets
 * queries, bodies (sealed when the endpoint is encrypted) and headers that are shaped like what it expects but
 * carry hostile strings, wrong types, prototype keys and missing fields; the routes outside the contract (dev
 * pages, payment callbacks, operators) get hostile queries and bodies. The answer must be 2xx, 304, or 4xx with an
 * `errorCode`, never a 500, and neither the answers nor the log may show a stack trace, SQL or a key.
 * CI size: 25 runs per endpoint. NIGHTLY=1: 400.
 */

const RUNS = NIGHTLY ? 400 : 25;
const CONTRACT_DIR = join(__dirname, '../../src/api/contract');

/** Every endpoint declared in the contract, once per method and path. */
async function contractEndpoints(): Promise<AnyEndpoint[]> {
  const found = new Map<string, AnyEndpoint>();
  for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(join(CONTRACT_DIR, file))) as Record<string, unknown>;
    for (const v of Object.values(mod)) {
      const e = v as Partial<AnyEndpoint>;
      if (
        e &&
        typeof e === 'object' &&
        typeof e.path === 'string' &&
        typeof e.method === 'string' &&
        e.answer
      )
        found.set(`${e.method} ${e.path}`, e as AnyEndpoint);
    }
  }
  return [...found.values()].sort((a, b) => `${a.method}${a.path}`.localeCompare(`${b.method}${b.path}`));
}

/** Routes outside the contract, with `:id` filled by hostile text. */
const RAW_ROUTES: { method: 'GET' | 'POST'; path: string; ops?: boolean }[] = [
  { method: 'GET', path: '/dev/pay/:id' },
  { method: 'POST', path: '/dev/pay/:id' },
  { method: 'GET', path: '/dev/service/chat' },
  { method: 'POST', path: '/dev/service/chat' },
  { method: 'POST', path: '/wps/payments/callback/dev' },
  { method: 'POST', path: '/wps/payments/callback/:id' },
  { method: 'GET', path: '/demo-game/slot' },
  { method: 'GET', path: '/cdn/img/:id' },
  { method: 'GET', path: '/m/:id' },
  { method: 'GET', path: '/ops/withdrawals', ops: true },
  { method: 'POST', path: '/ops/withdrawals/:id/approve', ops: true },
  { method: 'POST', path: '/ops/withdrawals/:id/reject', ops: true },
  { method: 'GET', path: '/ops/deposits', ops: true },
  { method: 'POST', path: '/ops/deposits/:id/approve', ops: true },
  { method: 'POST', path: '/ops/balance/adjust', ops: true },
  { method: 'GET', path: '/ops/actions', ops: true },
  { method: 'GET', path: '/ops/promotions', ops: true },
  { method: 'POST', path: '/ops/promotions', ops: true },
  { method: 'GET', path: '/ops/help', ops: true },
  { method: 'POST', path: '/ops/help', ops: true },
  { method: 'POST', path: '/ops/help/:id/remove', ops: true },
  { method: 'GET', path: '/ops/service/chats', ops: true },
  { method: 'GET', path: '/ops/service/chats/:id', ops: true },
  { method: 'POST', path: '/ops/service/chats/:id/reply', ops: true },
  { method: 'POST', path: '/ops/contracts/settle', ops: true },
];

/** What must never reach a client or the log. */
const LEAK =
  /\bat [\w.<>]+ \(|\.ts:\d+:\d+|\.js:\d+:\d+|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bupdate\b[^"]{0,60}\bset\b|PRIVATE KEY|"stack"|syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint/i;

/** A stand-in for the built app: the shell the server falls back to for every page under /m/. */
function builtShell(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-fuzz-app-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  return dir;
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

describe('fuzzing every endpoint with hostile input', () => {
  let database: Database;
  let api: TestApp;
  const log: string[] = [];
  let endpoints: AnyEndpoint[] = [];
  let opsToken = '';
  /** Answers by status, printed at the end so a run shows how deep the input got. */
  const tally = new Map<number, number>();

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedCatalogue(database.db);
    await seedAccounts(database.db);
    await seedAccountExtras(database.db);
    // The test profile's limits: the fuzzing is about input, not about being rate limited (the limit tests
    // use the real values, in server/routes/loginLimits.test.ts).
    api = await buildTestApp(
      database.db,
      { ...readConfig({ SERVER_PROFILE: 'test' }), appDir: builtShell(), logLevel: 'warn' },
      {},
      undefined,
      { write: (line: string) => void log.push(line) },
    );
    opsToken = api.deps.operators.devToken ?? '';
    endpoints = await contractEndpoints();
  }, 120_000);

  afterAll(async () => {
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    const line = [...tally.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}:${v}`);
    process.stdout.write(`fuzz: ${total} requests over ${endpoints.length} endpoints; ${line.join(' ')}\n`);
    await api?.app.close();
    await database?.close();
  });

  /** One request; the answer must be one a client can handle, with nothing leaked. */
  async function send(req: Sent): Promise<void> {
    const res = await api.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers,
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
      remoteAddress: '10.77.0.1',
    });
    tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
    const where = `${req.method} ${req.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
    if (res.statusCode >= 500) process.stdout.write(`fuzz found a ${res.statusCode}: ${where}\n`);
    expect(res.statusCode, where).toBeLessThan(500);
    const ok = (res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 304;
    if (!ok && res.statusCode >= 300 && res.statusCode < 400) {
      // A redirect of a page (the app's root): fine, it carries no body to leak.
      expect(res.headers.location, where).toBeDefined();
    } else if (!ok) {
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      if (/json/.test(String(res.headers['content-type']))) {
        const body = res.json() as { errorCode?: unknown };
        expect(typeof body.errorCode, where).toBe('string');
      } else {
        // Plain pages (the app's 404, the dev pages) answer text or HTML, never JSON without a code.
        expect(String(res.headers['content-type']), where).toMatch(/text\/(plain|html)/);
      }
    }
    expect(LEAK.test(res.body), `leak in ${where}`).toBe(false);
  }

  const headerArb = fc.record(
    {
      merchant: fc.oneof(fc.constant('demo'), hostileString.map(asHeaderValue)),
      language: fc.oneof(fc.constantFrom('en', 'fil', 'EN'), hostileString.map(asHeaderValue)),
      'idempotency-key': fc.oneof(fc.uuid(), hostileString.map(asHeaderValue)),
      'x-forwarded-for': hostileString.map(asHeaderValue),
      'device-id': hostileString.map(asHeaderValue),
    },
    { requiredKeys: [] },
  );

  it('answers every contract endpoint with 2xx, 304 or a 4xx error code, never a 500 or a leak', async () => {
    expect(endpoints.length).toBeGreaterThan(60);
    for (const e of endpoints) {
      // Fresh accounts per endpoint: a fuzzed logout or password change must not spoil the next endpoint.
      const member = await addPlayer(api, { balance: 100_000 });
      const agent = await addPlayer(api, { type: 1, balance: 100_000 });
      const queryArb = e.query
        ? plausible(e.query).map((q) =>
            q && typeof q === 'object' && !Array.isArray(q)
              ? Object.fromEntries(Object.entries(q).map(([k, v]) => [k, asQueryValue(v)]))
              : { q: asQueryValue(q) },
          )
        : fc.dictionary(hostileString, hostileString.map(asQueryValue), { maxKeys: 2 });
      const bodyArb = e.body ? plausible(e.body) : hostileValue;
      await fc.assert(
        fc.asyncProperty(
          queryArb,
          fc.option(bodyArb, { freq: 8 }),
          headerArb,
          fc.constantFrom('member', 'agent', 'guest', 'garbage'),
          fc.constantFrom('json', 'rawjson', 'form', 'text'),
          async (query, body, headers, who, encoding) => {
            const h: Record<string, string> = { ...(headers as Record<string, string>) };
            if (who === 'member') h.authorization = member.token;
            if (who === 'agent') h.authorization = agent.token;
            if (who === 'garbage') h.authorization = 'x'.repeat(40);
            const qs = new URLSearchParams(query as Record<string, string>).toString();
            const url = `${e.path}${qs ? `?${qs}` : ''}`;
            let payload: string | undefined;
            if (e.method !== 'GET' && body !== null) {
              if (e.encrypted && encoding !== 'text') {
                Object.assign(h, api.joseHeaders());
                payload = await api.seal(body);
              } else if (encoding === 'form') {
                h['content-type'] = 'application/x-www-form-urlencoded';
                payload = new URLSearchParams(
                  body && typeof body === 'object' && !Array.isArray(body)
                    ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, asQueryValue(v)]))
                    : { v: asQueryValue(body) },
                ).toString();
              } else if (encoding === 'text') {
                h['content-type'] = 'text/plain';
                payload = asQueryValue(body);
              } else {
                h['content-type'] = 'application/json';
                // `rawjson` spells a `__proto__` key out in the text, as an attacker would.
                payload =
                  encoding === 'rawjson' && body && typeof body === 'object'
                    ? JSON.stringify(body).replace(/^\{/, '{"__proto__":{"isAdmin":true},')
                    : JSON.stringify(body);
              }
            }
            await send({ method: e.method, url, headers: h, ...(payload !== undefined ? { payload } : {}) });
          },
        ),
        { numRuns: RUNS, seed: NIGHTLY ? undefined : 20261124, endOnFailure: true },
      );
    }
  }, 1_200_000);

  it('answers the routes outside the contract the same way', async () => {
    for (const r of RAW_ROUTES) {
      await fc.assert(
        fc.asyncProperty(
          hostileString,
          fc.dictionary(hostileString, hostileString.map(asQueryValue), { maxKeys: 3 }),
          fc.option(hostileValue, { freq: 4 }),
          fc.boolean(),
          async (id, query, body, form) => {
            const path = r.path.replace(':id', encodeURIComponent(id.slice(0, 300).toWellFormed()) || 'x');
            const qs = new URLSearchParams(query).toString();
            const headers: Record<string, string> = {};
            if (r.ops) headers.authorization = `Bearer ${opsToken}`;
            let payload: string | undefined;
            if (r.method === 'POST' && body !== null) {
              headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
              payload = form
                ? new URLSearchParams({ v: asQueryValue(body), text: asQueryValue(body) }).toString()
                : JSON.stringify(body);
            }
            await send({ method: r.method, url: `${path}${qs ? `?${qs}` : ''}`, headers, payload });
          },
        ),
        { numRuns: RUNS, seed: NIGHTLY ? undefined : 20261124, endOnFailure: true },
      );
    }
  }, 600_000);

  it('logged no error, stack trace, SQL or key while being fuzzed', () => {
    const errors = log.filter((line) => /"level":(50|60)/.test(line));
    expect(errors.slice(0, 3)).toEqual([]);
    expect(log.filter((line) => LEAK.test(line)).slice(0, 3)).toEqual([]);
  });
});
