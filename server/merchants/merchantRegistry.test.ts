import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMerchantRegistry } from './merchantRegistry';
import { MerchantConfigError } from './loadMerchantsFile';
import type { MerchantsFile } from './schema';

const defaults = JSON.parse(readFileSync('server/merchants/merchants.json', 'utf8')) as MerchantsFile;

function writeFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'merchants-')), 'merchants.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

function twoMerchants() {
  const demo = defaults.merchants[0]!;
  const acme = { ...demo, code: 'acme', trialCode: 'acmetrial', minimumAge: 21 as const };
  return { ...defaults, hosts: { ...defaults.hosts, 'games.acme.test': 'acme' }, merchants: [demo, acme] };
}

describe('the merchant registry', () => {
  it('loads the committed default file with merchant demo', () => {
    const r = createMerchantRegistry();
    expect(r.resolveMerchant('127.0.0.1').code).toBe('demo');
  });

  it('resolves merchants by host name, ignoring case and port, and falls back to the default', () => {
    const r = createMerchantRegistry({ file: writeFile(twoMerchants()) });
    expect(r.resolveMerchant('games.acme.test').code).toBe('acme');
    expect(r.resolveMerchant('GAMES.ACME.TEST:8443').minimumAge).toBe(21);
    expect(r.resolveMerchant('unknown.example').code).toBe('demo');
  });

  it('refuses a file with a bad field, naming the file and the field', () => {
    const bad = structuredClone(twoMerchants());
    (bad.merchants[1] as unknown as Record<string, unknown>).minimumAge = 16;
    const path = writeFile(bad);
    expect(() => createMerchantRegistry({ file: path })).toThrow(MerchantConfigError);
    expect(() => createMerchantRegistry({ file: path })).toThrow(/invalid at merchants\.1\.minimumAge/);
  });

  it('refuses an unknown flag, a host pointing nowhere, and a file that is not JSON', () => {
    const unknownFlag = structuredClone(twoMerchants());
    (unknownFlag.merchants[0]!.flags as Record<string, boolean>).NOSUCHFLAG = true;
    expect(() => createMerchantRegistry({ file: writeFile(unknownFlag) })).toThrow(/flags\.NOSUCHFLAG/);
    const badHost = { ...twoMerchants(), hosts: { 'x.test': 'ghost' } };
    expect(() => createMerchantRegistry({ file: writeFile(badHost) })).toThrow(/unknown merchant "ghost"/);
    expect(() => createMerchantRegistry({ file: writeFile('{ nope') })).toThrow(/is not JSON/);
    expect(() => createMerchantRegistry({ file: '/no/such/file.json' })).toThrow(/cannot be read/);
  });

  it('switches flags and site gates from the environment, for all merchants or one', () => {
    const r = createMerchantRegistry({
      file: writeFile(twoMerchants()),
      env: {
        MERCHANT_FLAGS: 'DIRECTREG3=0, acme.MAILCEN=0',
        MERCHANT_FLAG_FEEDBACK3: '0',
        SITE_MAINTENANCE: '1',
      },
    });
    const demo = r.resolveMerchant('localhost');
    const acme = r.resolveMerchant('games.acme.test');
    expect([demo.flags.DIRECTREG3, acme.flags.DIRECTREG3]).toEqual([false, false]);
    expect([demo.flags.MAILCEN, acme.flags.MAILCEN]).toEqual([true, false]);
    expect(demo.flags.FEEDBACK3).toBe(false);
    expect(acme.site.maintenance).toBe(true);
  });

  it('refuses an unknown flag or a bad value in the environment', () => {
    expect(() => createMerchantRegistry({ env: { MERCHANT_FLAGS: 'NOPE=1' } })).toThrow(
      /unknown flag "NOPE"/,
    );
    expect(() => createMerchantRegistry({ env: { MERCHANT_FLAG_MAILCEN: 'yes' } })).toThrow(/must be 1, 0/);
  });

  it('lets tests switch a gate on a running registry and clear it again', () => {
    const r = createMerchantRegistry();
    r.override('*', { site: { regionRestriction: true } });
    expect(r.resolveMerchant('localhost').site.regionRestriction).toBe(true);
    r.override('*', null);
    expect(r.resolveMerchant('localhost').site.regionRestriction).toBe(false);
  });

  it('picks up a changed file on reload and keeps the old one when the new one is bad', () => {
    const path = writeFile(twoMerchants());
    const r = createMerchantRegistry({ file: path });
    const changed = structuredClone(twoMerchants());
    changed.merchants[0]!.site.maintenance = true;
    writeFileSync(path, JSON.stringify(changed));
    r.reload();
    expect(r.resolveMerchant('localhost').site.maintenance).toBe(true);
    writeFileSync(path, '{');
    expect(() => r.reload()).toThrow(MerchantConfigError);
    expect(r.resolveMerchant('localhost').site.maintenance).toBe(true);
  });
});
