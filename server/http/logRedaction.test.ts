import { describe, expect, it } from 'vitest';
import { redactQuery } from './logRedaction';

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

  it('log only the allowed parameters as sent: any other name, such as access_token, is redacted', () => {
    expect(redactQuery('/ops/withdrawals?access_token=secret-value&status=pending')).toBe(
      '/ops/withdrawals?access_token=[redacted]&status=pending',
    );
    expect(redactQuery('/wps/x?mobileNum=09171234567&jwt=eyJ.x.y&pageNo=2')).toBe(
      '/wps/x?mobileNum=[redacted]&jwt=[redacted]&pageNo=2',
    );
    // A secret pasted as a parameter name, or without a value, is not shown either.
    expect(redactQuery('/wps/x?eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe('/wps/x?[param]=[redacted]');
  });
});
