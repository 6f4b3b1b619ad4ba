import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

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

  it('accepts a PEM key with escaped newlines, as env files often carry it', () => {
    expect(readConfig({ JWE_PRIVATE_KEY: 'a\\nb' }).jwePrivateKey).toBe('a\nb');
  });
});
