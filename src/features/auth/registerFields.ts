import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegisterField, RegisterSettings } from '../../api/contract/account';
import type { RegisterFieldName } from '../../api/contract/accountFields';
import { CATALOGUE } from '../../i18n/errorMessages';

/** Registration by user name or by mobile number (spec 01 §2). */
export type RegisterMethodChoice = 'username' | 'mobile';

/** The toggle shows only when both methods are on; mobile is the default only when it alone is on. */
export function methodChoices(settings: RegisterSettings): {
  toggle: boolean;
  initial: RegisterMethodChoice;
} {
  const both = settings.usernameRegistration && settings.mobileRegistration;
  const mobileOnly = settings.mobileRegistration && !settings.usernameRegistration;
  return { toggle: both, initial: mobileOnly ? 'mobile' : 'username' };
}

/** The labels of the 18 configurable fields. */
export const FIELD_LABELS: Record<RegisterFieldName, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  paymentPassword: msg`Payment password`,
  idNumber: msg`ID number`,
  qqNum: msg`QQ number`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  zalo: msg`Zalo`,
  email: msg`E-mail`,
  nickname: msg`Nickname`,
  payeeName: msg`Payee name`,
  mobileNum: msg`Mobile number`,
  recommenderId: msg`Referrer ID`,
  affiliateCode: msg`Invitation code`,
  verificationCode: msg`Verification code`,
  captcha: msg`Captcha`,
};

/** The message shown when a field fails and the server's code is not in the catalogue. */
export const FIELD_FALLBACK: Partial<Record<RegisterFieldName, MessageDescriptor>> = {
  username: CATALOGUE.accountFormat,
  password: CATALOGUE.passwordFormat,
  paymentPassword: CATALOGUE.passwordFormat,
  email: CATALOGUE.emailFormat,
  nickname: CATALOGUE.nameFormat,
  payeeName: CATALOGUE.nameFormat,
  mobileNum: CATALOGUE.mobileInvalid,
  affiliateCode: CATALOGUE.invitationCode,
  recommenderId: CATALOGUE.referrerLink,
  verificationCode: CATALOGUE.verificationCode,
  captcha: CATALOGUE.captchaRequired,
};

/** Fields the form draws as text inputs; the captcha and the SMS code have their own widgets. */
export interface ShownField extends RegisterField {
  /** The SMS code sits beside its "get code" button. */
  sms?: boolean;
}

/**
 * Which fields the form shows, in the server's order: every enabled field, with the method's own rules on top —
 * by mobile, the number is required, the SMS code shows when REGMOBVERF3 is on, and the user name is the number;
 * by user name, the user name is required and no SMS code is asked. The password is always required.
 */
export function fieldsFor(
  fields: readonly RegisterField[],
  method: RegisterMethodChoice,
  settings: RegisterSettings,
): ShownField[] {
  const shown: ShownField[] = [];
  for (const field of fields) {
    if (field.name === 'captcha') continue;
    if (field.name === 'password') {
      // MOBILENUMPASSREG3 off: by mobile number, no password (the player signs in with a code to the number).
      if (method === 'username' || settings.mobilePasswordRegistration)
        shown.push({ ...field, enabled: true, required: true });
    } else if (field.name === 'username') {
      if (method === 'username') shown.push({ ...field, enabled: true, required: true });
    } else if (field.name === 'mobileNum') {
      if (method === 'mobile') shown.push({ ...field, enabled: true, required: true });
      else if (field.enabled) shown.push(field);
    } else if (field.name === 'verificationCode') {
      if (method === 'mobile' && settings.smsVerification)
        shown.push({ ...field, enabled: true, required: true, sms: true });
    } else if (field.enabled) shown.push(field);
  }
  return shown;
}

/** Whether the register form asks for a captcha. */
export function wantsRegisterCaptcha(fields: readonly RegisterField[], settings: RegisterSettings): boolean {
  return settings.captchaEnabled || fields.some((f) => f.name === 'captcha' && f.enabled);
}
