import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { DEV_SWITCHES, isProduction } from './devSwitches';

/** A production environment with every dev switch off (the demo payment provider allowed explicitly). */
const CLEAN = { NODE_ENV: 'production', PAYMENT_DEV_ALLOWED: '1', SERVICE_CHAT_PROVIDER: 'none' };

describe('production refuses dev switches', () => {
  it('starts in production with every switch off', () => {
    expect(readConfig(CLEAN).accounts.devOutbox).toBe(false);
  });

  it.each([
    ['DEV_OUTBOX=1', { DEV_OUTBOX: '1' }],
    ['SERVER_PROFILE=test', { SERVER_PROFILE: 'test' }],
    ['DEV_CLOCK=1', { DEV_CLOCK: '1', DEV_OUTBOX: '1' }],
    ['PAYMENT_PROVIDER=dev', { PAYMENT_DEV_ALLOWED: '' }],
    ['PHONE_VERIFICATION_PROVIDER=dev', { PHONE_VERIFICATION_PROVIDER: 'dev', DEV_OUTBOX: '1' }],
    ['SERVICE_CHAT_PROVIDER=dev', { SERVICE_CHAT_PROVIDER: 'dev' }],
  ])('refuses %s and names it', (name, env) => {
    expect(() => readConfig({ ...CLEAN, ...env })).toThrow(name);
  });

  it('has a test above for every switch in the list', () => {
    expect(DEV_SWITCHES.map((s) => s.name)).toEqual([
      'DEV_OUTBOX=1',
      'SERVER_PROFILE=test',
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
