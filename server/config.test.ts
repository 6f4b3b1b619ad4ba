import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { productionEnv } from './testing/productionEnv';

describe('the server config', () => {
  it('defaults to a 30-minute idle and 12-hour absolute session and a captcha after 3 failures', () => {
    const c = readConfig({});
    expect(c.sessionIdleMs).toBe(30 * 60_000);
    expect(c.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(c.loginCaptchaAfter).toBe(3);
    expect(c.trialBalanceCentavos).toBe(200_000);
    expect(c.jwePrivateKey).toBeUndefined();
  });

  it('reads the timeouts and thresholds from the environment', () => {
    const c = readConfig({
      SESSION_IDLE_MINUTES: '5',
      SESSION_ABSOLUTE_HOURS: '1',
      LOGIN_CAPTCHA_AFTER: '7',
    });
    expect([c.sessionIdleMs, c.sessionAbsoluteMs, c.loginCaptchaAfter]).toEqual([300_000, 3_600_000, 7]);
  });

  it('raises the captcha threshold in the test profile unless told otherwise', () => {
    expect(readConfig({ SERVER_PROFILE: 'test' }).loginCaptchaAfter).toBe(1000);
    expect(readConfig({ SERVER_PROFILE: 'test', LOGIN_CAPTCHA_AFTER: '2' }).loginCaptchaAfter).toBe(2);
  });

  it('refuses nonsense values rather than guess', () => {
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '-1' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readConfig({ LOGIN_CAPTCHA_AFTER: 'many' })).toThrow(/LOGIN_CAPTCHA_AFTER/);
  });

  it('vacuums the embedded database hourly by default; 0 turns it off, a negative number is refused', () => {
    expect(readConfig({}).embeddedVacuumMinutes).toBe(60);
    expect(readConfig({ EMBEDDED_VACUUM_MINUTES: '0' }).embeddedVacuumMinutes).toBe(0);
    expect(readConfig({ EMBEDDED_VACUUM_MINUTES: '15' }).embeddedVacuumMinutes).toBe(15);
    expect(() => readConfig({ EMBEDDED_VACUUM_MINUTES: '-5' })).toThrow(/EMBEDDED_VACUUM_MINUTES/);
    expect(() => readConfig({ EMBEDDED_VACUUM_MINUTES: 'hourly' })).toThrow(/EMBEDDED_VACUUM_MINUTES/);
  });
});

describe('the account limits', () => {
  it('use the documented real values by default, with the dev outbox off', () => {
    const a = readConfig({}).accounts;
    expect(a).toMatchObject({
      loginAccountLimit: 10,
      loginIpLimit: 50,
      loginWindowMs: 15 * 60_000,
      smsPerNumberPerHour: 5,
      smsPerIpPerHour: 20,
      smsResendMs: 60_000,
      smsCodeMinutes: 5,
      codeMaxTries: 5,
      trialPerDevicePerDay: 3,
      registerCaptcha: true,
      loginSeparation: false,
      devOutbox: false,
      smsProvider: 'dev',
      phoneVerificationProvider: 'none',
    });
  });

  it('are lifted by the test profile, which also opens the dev outbox and drops the register captcha', () => {
    const a = readConfig({ SERVER_PROFILE: 'test' }).accounts;
    expect(a.loginAccountLimit).toBeGreaterThanOrEqual(100_000);
    expect(a.loginIpLimit).toBeGreaterThanOrEqual(100_000);
    expect(a.smsPerIpPerHour).toBeGreaterThanOrEqual(100_000);
    expect(a).toMatchObject({ devOutbox: true, registerCaptcha: false });
    expect(readConfig({ SERVER_PROFILE: 'test', LOGIN_IP_LIMIT: '7' }).accounts.loginIpLimit).toBe(7);
  });

  it('refuse the dev phone-verification provider unless the dev outbox is on, and a gateway without its URL', () => {
    expect(() => readConfig({ PHONE_VERIFICATION_PROVIDER: 'dev' })).toThrow(/DEV_OUTBOX/);
    expect(
      readConfig({ PHONE_VERIFICATION_PROVIDER: 'dev', DEV_OUTBOX: '1' }).accounts.phoneVerificationProvider,
    ).toBe('dev');
    expect(() => readConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => readConfig({ LOGIN_SEPARATION: 'maybe' })).toThrow(/LOGIN_SEPARATION/);
  });

  it('reads the payment provider settings and refuses the dev provider on a production server', () => {
    const dev = readConfig({});
    expect(dev.payments.provider).toBe('dev');
    expect(dev.payments.callbackSecret.length).toBeGreaterThanOrEqual(32);
    expect(dev.payments.toleranceMs).toBe(300_000);
    expect(readConfig({ PAYMENT_CALLBACK_TOLERANCE_SECONDS: '60' }).payments.toleranceMs).toBe(60_000);
    expect(() => readConfig({ PAYMENT_CALLBACK_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'acme' })).toThrow(/must be dev/);
    const production = productionEnv();
    expect(() => readConfig({ ...production, PAYMENT_PROVIDER: '' })).toThrow(/approve their own deposits/);
    expect(
      readConfig({ ...production, PAYMENT_PROVIDER: 'dev', PAYMENT_DEV_ALLOWED: '1' }).payments.provider,
    ).toBe('dev');
  });

  it('reads the operators, or leaves a dev operator to the token file beside the data', () => {
    expect(readConfig({}).ops.tokens).toBeUndefined();
    expect(readConfig({ DATA_DIR: '/srv/mgp/pglite' }).ops.tokenFile).toBe('/srv/mgp/ops-token');
    expect(readConfig({ OPS_TOKENS: 'ana:0123456789abcdefghijklmnop' }).ops.tokens).toEqual([
      { name: 'ana', token: '0123456789abcdefghijklmnop' },
    ]);
    expect(() => readConfig({ OPS_TOKENS: 'ana:short' })).toThrow(/shorter/);
  });

  it('holds answers in memory unless ANSWER_CACHE is off, and refuses anything else', () => {
    expect(readConfig({}).answerCache).toBe(true);
    expect(readConfig({ ANSWER_CACHE: 'on' }).answerCache).toBe(true);
    expect(readConfig({ ANSWER_CACHE: 'off' }).answerCache).toBe(false);
    expect(() => readConfig({ ANSWER_CACHE: 'no' })).toThrow(/ANSWER_CACHE/);
  });
});
