import { describe, expect, it } from 'vitest';
import { redactQuery } from './app';

describe('logged URLs', () => {
  it('never carry a token, password or captcha from the query string', () => {
    expect(redactQuery('/wps/x?token=abc&gameType=HOT&password=p')).toBe(
      '/wps/x?token=[redacted]&gameType=HOT&password=[redacted]',
    );
    expect(redactQuery('/wps/game/list?type=HOT')).toBe('/wps/game/list?type=HOT');
  });

  it('never carry the demo game launch ticket', () => {
    expect(redactQuery('/demo-game/slot?ticket=abcDEF_123')).toBe('/demo-game/slot?ticket=[redacted]');
  });
});
