import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../src/api/contract/session';
import { createCaptchaService } from '../auth/captcha';
import { ACCOUNT_DEFAULTS, parseTrustProxy } from '../config';
import { describeDb } from '../db/testing';
import { createMerchantRegistry } from '../merchants/merchantRegistry';
import type { MerchantsFile } from '../merchants/schema';
import { DEMO_ACCOUNTS, seedAccounts } from '../seed/accounts';
import { call, realProfile } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/app';
import { appPolicy, HSTS, inlineStyleHashes, NOTHING_POLICY, originOf } from './securityHeaders';

const SHELL =
  '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div></body></html>';

/** A built app in a temporary folder: the shell with one inline style, and the worker script. */
function fakeAppDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mgp-headers-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  return dir;
}

/** The committed merchants file with the demo merchant's hosts moved elsewhere. */
function merchantsWithHosts(): string {
  const file = JSON.parse(readFileSync('server/merchants/merchants.json', 'utf8')) as MerchantsFile;
  const demo = file.merchants.find((m) => m.code === file.defaultMerchant)!;
  demo.imageCdns = ['https://img.cdn.example/pics', '/cdn'];
  demo.customerService = [
    { ...demo.customerService[0]!, url: 'https://chat.vendor.example/widget?x=1' },
    demo.customerService[1]!,
  ];
  (demo as { gameHosts?: string[] }).gameHosts = ['https://games.vendor.example'];
  const path = join(mkdtempSync(join(tmpdir(), 'mgp-merchants-')), 'merchants.json');
  writeFileSync(path, JSON.stringify(file));
  return path;
}

describe('the policy pieces', () => {
  it('hashes inline styles as CSP sources, and takes only http(s) origins', () => {
    expect(inlineStyleHashes(SHELL)).toEqual(["'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='"]);
    expect(originOf('https://a.example:8443/x?y')).toBe('https://a.example:8443');
    expect(originOf('/cdn')).toBeUndefined();
    expect(originOf('mailto:x@y')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });

  it('never lets script in from anywhere but the app itself', () => {
    const p = appPolicy({ img: ['https://i'], connect: ['https://c'], frame: ['https://f'] }, [], false);
    expect(p).toContain("script-src 'self';");
    expect(p).not.toMatch(/unsafe-inline|unsafe-eval|data:[^;]*script|script-src[^;]*data:/);
    expect(p).toContain("object-src 'none'");
    expect(p).toContain("base-uri 'none'");
    expect(p).toContain("frame-ancestors 'none'");
    expect(p).toContain("frame-src 'self' https://f");
  });

  it('parses TRUST_PROXY: none, hops, or named proxies; never everyone', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/not trust everyone/);
    expect(() => parseTrustProxy('*')).toThrow(/not trust everyone/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/not an address/);
  });
});

describeDb('security headers on every answer', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(
      t.db,
      { appDir: fakeAppDir() },
      {},
      createMerchantRegistry({ file: merchantsWithHosts() }),
    );
  });

  it("gives the shell and the worker the app's policy, with the merchant's hosts", async () => {
    for (const url of ['/m/home', '/m/member/info', '/m/sw.js']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain(`style-src 'self' ${inlineStyleHashes(SHELL)[0]}`);
      expect(csp).toContain("img-src 'self' data: blob: https://img.cdn.example;");
      expect(csp).toContain("connect-src 'self' https://img.cdn.example;");
      expect(csp).toContain("frame-src 'self' https://chat.vendor.example https://games.vendor.example;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      // Plain HTTP, no trusted proxy: no HSTS (a browser ignores it there anyway).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives API answers, assets and errors a policy that allows nothing, and keeps their caching', async () => {
    const cfg = await api.app.inject({ method: 'GET', url: '/wps/system/config' });
    expect(cfg.headers['content-security-policy']).toBe(NOTHING_POLICY);
    expect(cfg.headers['x-content-type-options']).toBe('nosniff');
    expect(cfg.headers.etag).toBeDefined();
    const asset = await api.app.inject({ method: 'GET', url: '/m/assets/app-1.js' });
    expect(asset.headers['content-security-policy']).toBe(NOTHING_POLICY);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await api.app.inject({ method: 'GET', url: '/wps/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(NOTHING_POLICY);
  });

  it("keeps a framed page's own policy and lets only the app frame it", async () => {
    const chat = await api.app.inject({ method: 'GET', url: '/dev/service/chat' });
    expect(String(chat.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(chat.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/m/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describeDb('behind a trusted proxy (TRUST_PROXY)', (t) => {
  let api: TestApp;
  const PROXY = '10.20.0.1';
  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(
      t.db,
      { ...realProfile(), appDir: fakeAppDir(), trustProxy: [PROXY] },
      { captchas: createCaptchaService(t.db, Date.now, () => '11111'), sleep: async () => {} },
    );
  });

  it('sends HSTS of at least a year when the proxy says the request came over TLS', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/m/home',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: PROXY,
    });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it("counts each client behind the proxy by the proxy's X-Forwarded-For, not the proxy's address", async () => {
    const limit = ACCOUNT_DEFAULTS.loginIpLimit;
    const solve = async () => {
      const img = await api.app.inject({ method: 'GET', url: '/wps/captcha' });
      return { captcha: '11111', captchaId: String(img.headers['captcha-id']) };
    };
    for (let i = 0; i < limit; i++)
      await call(api, login, {
        body: { username: `x${i}`, password: 'wrong-pass', ...(await solve()) },
        ip: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    const attacker = await call(api, login, {
      body: { username: 'demo', password: 'wrong-pass', ...(await solve()) },
      ip: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(attacker.code).toBe('login.rate.limited');
    // Another player behind the same proxy is not locked out by the attacker's failures.
    const player = await call(api, login, {
      body: { username: 'demo', password: DEMO_ACCOUNTS.member.password },
      ip: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(player.status).toBe(200);
    // A client that forges its own X-Forwarded-For in front of the proxy is still counted by what the proxy saw.
    const forged = await call(api, login, {
      body: { username: 'demo', password: 'wrong-pass', ...(await solve()) },
      ip: PROXY,
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.50' },
    });
    expect(forged.code).toBe('login.rate.limited');
  }, 60_000);
});
