import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../i18n/errorMessages';
import { registerChecks } from './registerChecks';
import type { ShownField } from './registerFields';
import {
  captcha,
  confirmOf,
  digitsOnly,
  email,
  loginMobileNum,
  loginPassword,
  loginUsername,
  minLengthOf,
  newPassword,
  ruleCheck,
  validateAll,
  verificationCode,
} from './validation';

describe('validation', () => {
  it('lets an optional empty field pass and holds a required one', () => {
    const optional = ruleCheck({ enabled: true, required: false, pattern: '^\\d+$' }, CATALOGUE.nameFormat);
    const required = ruleCheck({ enabled: true, required: true, pattern: '^\\d+$' }, CATALOGUE.nameFormat);
    expect(optional('')).toBeUndefined();
    expect(optional('abc')).toBe(CATALOGUE.nameFormat);
    // Empty says "required", not "wrong format" (issue 51).
    expect(required('  ')).toBe(CATALOGUE.required);
    expect(required('4x')).toBe(CATALOGUE.nameFormat);
    expect(required('42')).toBeUndefined();
    expect(loginUsername('')).toBe(CATALOGUE.required);
    expect(loginPassword('')).toBe(CATALOGUE.required);
    expect(newPassword('')).toBe(CATALOGUE.required);
    expect(newPassword('abc')).toBe(CATALOGUE.passwordFormat);
  });

  it("shows the catalogue message of the server's error code, else the field's own", () => {
    const coded = ruleCheck(
      { enabled: true, required: true, pattern: '^a', message: 'member.email.invalid' },
      CATALOGUE.nameFormat,
    );
    expect(coded('b')).toBe(CATALOGUE.emailFormat);
    const unknown = ruleCheck(
      { enabled: true, required: true, pattern: '^a', message: 'x.y' },
      CATALOGUE.nameFormat,
    );
    expect(unknown('b')).toBe(CATALOGUE.nameFormat);
  });

  it('skips a disabled field and survives a broken pattern', () => {
    expect(ruleCheck({ enabled: false, required: true }, CATALOGUE.nameFormat)('')).toBeUndefined();
    expect(
      ruleCheck({ enabled: true, required: true, pattern: '([' }, CATALOGUE.nameFormat)('x'),
    ).toBeUndefined();
  });

  it('takes the mobile minimum from the pattern configuration', () => {
    expect(minLengthOf('^\\d{9,20}$')).toBe(9);
    expect(minLengthOf('^[0-9]{8,}$')).toBe(8);
    expect(minLengthOf(undefined)).toBe(7);
    expect(loginMobileNum(9)('12345678')).toBe(CATALOGUE.mobileInvalid);
    expect(loginMobileNum(9)('123456789')).toBeUndefined();
    expect(loginMobileNum(7)('1'.repeat(21))).toBe(CATALOGUE.mobileInvalid);
  });

  it('accepts a captcha of 1-16 letters or digits (its hint) and an SMS code of at most 10', () => {
    expect(captcha('')).toBe(CATALOGUE.captchaRequired);
    expect(captcha('123456')).toBeUndefined();
    expect(captcha('aB3dE6gH9jK2mN5p')).toBeUndefined();
    expect(captcha('aB3dE6gH9jK2mN5pq')).toBeDefined();
    expect(captcha('12 34')).toBeDefined();
    expect(captcha('12-34')).toBeDefined();
    expect(verificationCode('1234567890')).toBeUndefined();
    expect(verificationCode('12345678901')).toBe(CATALOGUE.verificationCode);
    expect(verificationCode('12a4')).toBe(CATALOGUE.verificationCode);
  });

  it('applies the named login rules', () => {
    expect(loginUsername('demo')).toBeUndefined();
    expect(loginUsername('a b')).toBe(CATALOGUE.accountFormat);
    expect(loginPassword('12345')).toBe(CATALOGUE.passwordFormat);
    expect(loginPassword('demo1234')).toBeUndefined();
    expect(newPassword('abcdef')).toBe(CATALOGUE.passwordFormat);
    expect(newPassword('abc123')).toBeUndefined();
    expect(email('a@b.co')).toBeUndefined();
    expect(email('a@b')).toBe(CATALOGUE.emailFormat);
  });

  it('asks for the confirmation, then for a match', () => {
    const confirm = confirmOf(() => 'abc123');
    expect(confirm('')).toMatchObject({ message: 'Enter password' });
    expect(confirm('abc124')).toBe(CATALOGUE.confirmMismatch);
    expect(confirm('abc123')).toBeUndefined();
  });

  it('on register, an empty confirmation asks for the password, as on change password (not "wrong format")', () => {
    const password: ShownField = {
      name: 'password',
      enabled: true,
      required: true,
      pattern: '^.{6,20}$',
      message: 'password.format',
      minLength: 6,
      maxLength: 20,
    };
    const values: Record<string, string> = { password: 'abc123', confirmPassword: '' };
    const checks = registerChecks([password], false, (name) => values[name] ?? '');
    const confirm = checks.find(([name]) => name === 'confirmPassword');
    expect(confirm?.[2]('')).toMatchObject({ message: 'Enter password' });
    expect(confirm?.[2]('abc124')).toBe(CATALOGUE.confirmMismatch);
    expect(confirm?.[2]('abc123')).toBeUndefined();
  });

  it('names the first invalid field, in form order', () => {
    const result = validateAll([
      ['username', 'demo', loginUsername],
      ['password', '1', loginPassword],
      ['captcha', '', captcha],
    ]);
    expect(result.first).toBe('password');
    expect(Object.keys(result.errors)).toEqual(['password', 'captcha']);
  });

  it('keeps numeric fields numeric and within their limit', () => {
    expect(digitsOnly('12a3-4567', 6)).toBe('123456');
  });
});
