import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { demoDataOn, DEV_SWITCHES, environmentOf, isProduction } from './devSwitches';

/** A production environment with every dev switch off, as docs/deployment.md sets it. */
const CLEAN = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', SERVICE_CHAT_PROVIDER: 'none' };

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
      expect(() => readConfig({ NODE_ENV: v })).toThrow(/PAYMENT_PROVIDER=dev/);
    }
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    expect(readConfig({ DEV_OUTBOX: '1' }).accounts.devOutbox).toBe(true);
  });

  it('names every switch that is on at once', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(
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
