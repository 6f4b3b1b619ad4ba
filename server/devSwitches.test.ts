import { copyFileSync, mkdtempSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { demoDataOn, DEV_SWITCHES, environmentOf, isProduction } from './devSwitches';
import { productionEnv } from './testing/productionEnv';

/** A production environment with every dev switch off, as docs/deployment.md sets it. */
const CLEAN = productionEnv();
const SECRETS = { ...CLEAN, PAYMENT_PROVIDER: '', SERVICE_CHAT_PROVIDER: '' };

describe('production refuses dev switches', () => {
  it('starts in production with every switch off', () => {
    expect(readConfig(CLEAN).accounts.devOutbox).toBe(false);
  });

  it.each([
    ['DEV_OUTBOX=1', { DEV_OUTBOX: '1' }],
    ['SERVER_PROFILE=test', { SERVER_PROFILE: 'test' }],
    ['DEMO_DATA=1', { DEMO_DATA: '1' }],
    ['DEV_CLOCK=1', { DEV_CLOCK: '1', DEV_OUTBOX: '1' }],
    ['PAYMENT_PROVIDER=dev', { PAYMENT_PROVIDER: 'dev' }],
    ['PHONE_VERIFICATION_PROVIDER=dev', { PHONE_VERIFICATION_PROVIDER: 'dev', DEV_OUTBOX: '1' }],
    ['SERVICE_CHAT_PROVIDER=dev', { SERVICE_CHAT_PROVIDER: 'dev' }],
  ])('refuses %s and names it', (name, env) => {
    expect(() => readConfig({ ...CLEAN, ...env })).toThrow(name);
  });

  it('has a test above for every switch in the list', () => {
    expect(DEV_SWITCHES.map((s) => s.name)).toEqual([
      'DEV_OUTBOX=1',
      'SERVER_PROFILE=test',
      'DEMO_DATA=1',
      'DEV_CLOCK=1',
      'PAYMENT_PROVIDER=dev',
      'PHONE_VERIFICATION_PROVIDER=dev',
      'SERVICE_CHAT_PROVIDER=dev',
    ]);
  });

  it('reads NODE_ENV without regard to case', () => {
    for (const v of ['production', 'Production', 'PRODUCTION', ' production ']) {
      expect(isProduction({ NODE_ENV: v })).toBe(true);
      expect(() => readConfig({ ...SECRETS, NODE_ENV: v })).toThrow(/PAYMENT_PROVIDER=dev/);
    }
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    expect(readConfig({ DEV_OUTBOX: '1' }).accounts.devOutbox).toBe(true);
  });

  it('names every switch that is on at once', () => {
    expect(() => readConfig({ ...SECRETS, DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX=1.*PAYMENT_PROVIDER=dev.*SERVICE_CHAT_PROVIDER=dev/,
    );
  });
});

describe('NODE_ENV and the demo data', () => {
  it('takes development, test and production (any case), unset as development, and refuses anything else by name', () => {
    expect(environmentOf({})).toBe('development');
    expect(environmentOf({ NODE_ENV: '' })).toBe('development');
    expect(environmentOf({ NODE_ENV: 'Test' })).toBe('test');
    expect(environmentOf({ NODE_ENV: ' PRODUCTION ' })).toBe('production');
    for (const v of ['prod', 'staging', 'live'])
      expect(() => readConfig({ NODE_ENV: v })).toThrow(`NODE_ENV must be development, test or production`);
  });

  it('makes the demo accounts in development and test by default, never in production, and as DEMO_DATA says', () => {
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
    expect(readConfig(CLEAN).demoData).toBe(false);
    expect(readConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(demoDataOn({ NODE_ENV: 'production', DEMO_DATA: '0' })).toBe(false);
    expect(() => readConfig({ ...CLEAN, DEMO_DATA: '1' })).toThrow('DEMO_DATA=1');
  });

  it('takes no online payments with PAYMENT_PROVIDER=none, and refuses a provider it does not know', () => {
    expect(readConfig(CLEAN).payments.provider).toBe('none');
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('PAYMENT_PROVIDER must be dev or none');
  });
});

describe('production refuses to start without its secrets', () => {
  it.each([
    ['OPS_TOKENS', { OPS_TOKENS: '' }, /OPS_TOKENS is unset/],
    ['PAYMENT_CALLBACK_SECRET', { PAYMENT_CALLBACK_SECRET: '' }, /PAYMENT_CALLBACK_SECRET is unset/],
    ['MERCHANTS_FILE', { MERCHANTS_FILE: '' }, /MERCHANTS_FILE is unset/],
    ['a copy of the demo merchants file', { MERCHANTS_FILE: demoCopy() }, /is the demo merchants file/],
    ['an unreadable merchants file', { MERCHANTS_FILE: '/nonexistent/merchants.json' }, /cannot be read/],
    [
      'a mangled JWE_PRIVATE_KEY',
      { JWE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----' },
      /JWE_PRIVATE_KEY cannot be read/,
    ],
  ])('without %s, naming the setting', (_what, env, message) => {
    expect(() => readConfig({ ...CLEAN, ...env })).toThrow(message);
  });

  it('names every missing secret at once, and asks for none outside production', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', SERVICE_CHAT_PROVIDER: 'none' }),
    ).toThrow(/OPS_TOKENS[\s\S]*PAYMENT_CALLBACK_SECRET[\s\S]*MERCHANTS_FILE/);
    expect(readConfig({}).ops.tokens).toBeUndefined();
  });

  it('takes an RSA key of 2048 bits with its newlines escaped, as an env file carries it, and refuses a small one', () => {
    const pem = (bits: number) =>
      generateKeyPairSync('rsa', { modulusLength: bits })
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString()
        .replaceAll('\n', '\\n');
    expect(readConfig({ ...CLEAN, JWE_PRIVATE_KEY: pem(2048) }).jwePrivateKey).toMatch(
      /^-----BEGIN PRIVATE KEY-----\n/,
    );
    expect(() => readConfig({ JWE_PRIVATE_KEY: pem(1024) })).toThrow(/2048 bits or more/);
  });
});

function demoCopy(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mgp-demo-')), 'merchants.json');
  copyFileSync(fileURLToPath(new URL('./merchants/merchants.json', import.meta.url)), path);
  return path;
}
