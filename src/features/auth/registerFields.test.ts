import { describe, expect, it } from 'vitest';
import type { RegisterField, RegisterSettings } from '../../api/contract/account';
import { REGISTER_FIELD_NAMES } from '../../api/contract/accountFields';
import { fieldsFor, methodChoices, wantsRegisterCaptcha } from './registerFields';

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: true,
  mobilePasswordRegistration: true,
  captchaEnabled: false,
  minimumAge: 18,
  smsExpiredMinutes: 1,
  defaultDialingCode: '63',
};

const fields: RegisterField[] = REGISTER_FIELD_NAMES.map((name) => ({
  name,
  enabled: ['username', 'password', 'email', 'mobileNum', 'verificationCode'].includes(name),
  required: name === 'username' || name === 'password',
  pattern: '^.+$',
  message: 'member.field.invalid',
  minLength: 1,
  maxLength: 64,
}));

describe('the register method and fields', () => {
  it('shows the toggle only when both methods are on; mobile is the default only when it alone is on', () => {
    expect(methodChoices(settings)).toEqual({ toggle: true, initial: 'username' });
    expect(methodChoices({ ...settings, usernameRegistration: false })).toEqual({
      toggle: false,
      initial: 'mobile',
    });
    expect(methodChoices({ ...settings, mobileRegistration: false })).toEqual({
      toggle: false,
      initial: 'username',
    });
  });

  it('asks for the user name, no SMS code, by user name', () => {
    const names = fieldsFor(fields, 'username', settings).map((f) => f.name);
    expect(names).toEqual(['username', 'password', 'email', 'mobileNum']);
  });

  it('requires the number and the SMS code by mobile, without a user name', () => {
    const shown = fieldsFor(fields, 'mobile', settings);
    expect(shown.map((f) => f.name)).toEqual(['password', 'email', 'mobileNum', 'verificationCode']);
    expect(shown.find((f) => f.name === 'mobileNum')?.required).toBe(true);
    expect(shown.find((f) => f.name === 'verificationCode')?.sms).toBe(true);
  });

  it('drops the SMS code when REGMOBVERF3 is off', () => {
    const names = fieldsFor(fields, 'mobile', { ...settings, smsVerification: false }).map((f) => f.name);
    expect(names).not.toContain('verificationCode');
  });

  it('asks no password by mobile when MOBILENUMPASSREG3 is off, and still one by user name', () => {
    const off = { ...settings, mobilePasswordRegistration: false };
    expect(fieldsFor(fields, 'mobile', off).map((f) => f.name)).toEqual([
      'email',
      'mobileNum',
      'verificationCode',
    ]);
    expect(fieldsFor(fields, 'username', off).map((f) => f.name)).toContain('password');
  });

  it('asks for a captcha when the settings or the captcha field say so', () => {
    expect(wantsRegisterCaptcha(fields, settings)).toBe(false);
    expect(wantsRegisterCaptcha(fields, { ...settings, captchaEnabled: true })).toBe(true);
  });
});
