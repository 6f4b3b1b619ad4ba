import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorText, redactQuery, stackFrames } from './logRedaction';

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

describe('failed statements in the log', () => {
  const cause = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
  const failed = new DrizzleQueryError(
    'select "member_id" from "sessions" where "token_hash" = $1',
    ['9f2c1d0e7b6a5f4e3d2c1b0a9f8e7d6c', 'sig=ab12cd34'],
    cause,
  );

  it('keep the statement, the database message and its SQLSTATE, never the parameters', () => {
    const text = errorText(failed);
    expect(text).toBe(
      'canceling statement due to statement timeout (57014) in: select "member_id" from "sessions" where "token_hash" = $1',
    );
    expect(text).not.toContain('9f2c1d0e');
    expect(stackFrames(failed)).not.toContain('9f2c1d0e');
    expect(stackFrames(failed)).toMatch(/^\s+at /);
  });

  it('pass other errors through, and drop a params tail wherever it comes from', () => {
    expect(errorText(new Error('read ECONNRESET'))).toBe('read ECONNRESET');
    expect(errorText(new Error('Failed query: select 1\nparams: secret'))).toBe('failed in: select 1');
    expect(errorText('plain')).toBe('plain');
  });
});
