import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from './endpoint';
import { swrEndpoints } from './swrEndpoints';
import { listAnnouncements } from './announcements';
import { getRegisterFields } from './account';
import {
  getGameVendorConfig,
  listAllVassalages,
  listHotGamesGet,
  listVassalGameTypes,
  listVendors,
} from './games';
import { getLotteryMenu } from './lottery';

// Every contract module in this folder, so an `swr: true` endpoint added on any branch is checked against the
// registry. (Node's fs is fine here: this test runs in node; the contract modules themselves stay Node-free.)
const folder = dirname(fileURLToPath(import.meta.url));
const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const modules = await Promise.all(files.map((f) => import(/* @vite-ignore */ `./${f}`) as Promise<object>));

function isEndpoint(x: unknown): x is AnyEndpoint {
  const e = x as Partial<AnyEndpoint> | null;
  return typeof e === 'object' && e !== null && typeof e.method === 'string' && typeof e.path === 'string';
}

const declared = modules.flatMap((m) => Object.values(m).filter(isEndpoint));

describe('the registry of cacheable endpoints', () => {
  it('lists every endpoint the contract marks swr: true', () => {
    const marked = declared.filter((e) => e.swr === true).map((e) => e.path);
    expect(marked.length).toBeGreaterThan(0);
    expect(swrEndpoints.map((e) => e.path).sort()).toEqual([...new Set(marked)].sort());
  });

  it('gives the cached lookups of spec 02 §4 a freshness, and only cacheable endpoints one', () => {
    const fresh = declared.filter((e) => e.freshForMs !== undefined);
    expect(fresh.every((e) => e.swr === true && e.freshForMs! > 0)).toBe(true);
    // Announcements, vassal game types, lotteries, all vassalages, hot games, register rules; the home's vendor setup.
    const lookups = [
      listAnnouncements,
      listVassalGameTypes,
      getLotteryMenu,
      listAllVassalages,
      listHotGamesGet,
      getRegisterFields,
      getGameVendorConfig,
      listVendors,
    ];
    expect(lookups.filter((e) => !fresh.includes(e)).map((e) => e.path)).toEqual([]);
  });

  it('holds only plain GETs marked swr: true, each path once', () => {
    for (const e of swrEndpoints) {
      expect(e).toMatchObject({ method: 'GET', swr: true });
      expect(e.idempotent).not.toBe(true);
      expect(e.encrypted).not.toBe(true);
    }
    expect(new Set(swrEndpoints.map((e) => e.path)).size).toBe(swrEndpoints.length);
  });

  it('never holds captcha, session, wallet or money calls', () => {
    const forbidden = /captcha|login|logout|session|wallet|balance|deposit|withdraw|transfer|publicKey/i;
    expect(swrEndpoints.filter((e) => forbidden.test(e.path)).map((e) => e.path)).toEqual([]);
  });
});
