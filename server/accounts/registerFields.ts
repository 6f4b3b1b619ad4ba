import type { FieldRule, RegisterField, RegisterFieldConfig } from '../../src/api/contract/account';
import type { RegisterFieldName } from '../../src/api/contract/accountFields';
import { ErrorCode } from '../../src/api/contract/errors';

/**
 * The register-field rules: one table serves the client (`/wps/system/setting/register/fields`) and the server's
 * checks, so both always agree. Patterns are anchored JavaScript sources without flags.
 */
const rule = (pattern: string, message: string, minLength: number, maxLength: number): FieldRule => ({
  pattern,
  message,
  minLength,
  maxLength,
});

/** User names start with a letter, so they never collide with mobile numbers used as user names. */
const USERNAME = rule('^[A-Za-z][A-Za-z0-9_]{3,15}$', ErrorCode.usernameInvalid, 4, 16);
/** 8-32 printable ASCII characters with at least one letter and one digit. */
const PASSWORD = rule('^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]{8,32}$', ErrorCode.passwordInvalid, 8, 32);
const MOBILE = rule('^\\d{7,20}$', ErrorCode.mobileInvalid, 7, 20);
const NAME = rule("^[A-Za-z0-9\\u00C0-\\u024F .'_-]{1,30}$", ErrorCode.nameInvalid, 1, 30);
const HANDLE = rule('^[^\\s<>"]{1,64}$', ErrorCode.fieldInvalid, 1, 64);

const RULES: Record<RegisterFieldName, FieldRule> = {
  username: USERNAME,
  password: PASSWORD,
  paymentPassword: rule('^\\d{6}$', ErrorCode.fieldInvalid, 6, 6),
  idNumber: rule('^[A-Za-z0-9-]{4,30}$', ErrorCode.fieldInvalid, 4, 30),
  qqNum: rule('^\\d{5,12}$', ErrorCode.fieldInvalid, 5, 12),
  facebook: HANDLE,
  wechat: HANDLE,
  line: HANDLE,
  whatsapp: rule('^\\+?\\d{6,20}$', ErrorCode.fieldInvalid, 6, 21),
  zalo: rule('^\\d{6,20}$', ErrorCode.fieldInvalid, 6, 20),
  email: rule('^[^\\s@]{1,64}@[^\\s@]{1,189}\\.[^\\s@]{2,}$', ErrorCode.emailInvalid, 6, 254),
  nickname: NAME,
  payeeName: rule("^[A-Za-z\\u00C0-\\u024F .'-]{2,50}$", ErrorCode.nameInvalid, 2, 50),
  mobileNum: MOBILE,
  recommenderId: rule('^[A-Za-z0-9_]{1,64}$', ErrorCode.recommenderInvalid, 1, 64),
  affiliateCode: rule('^[A-Za-z0-9]{4,16}$', ErrorCode.affiliateInvalid, 4, 16),
  verificationCode: rule('^\\d{4,10}$', ErrorCode.verificationInvalid, 4, 10),
  captcha: rule('^\\d{1,6}$', ErrorCode.captchaRequired, 1, 6),
};

/** Which fields the reference merchant shows and demands; the two switches come from settings. */
const SHOWN: Partial<Record<RegisterFieldName, { required: boolean }>> = {
  username: { required: true },
  password: { required: true },
  mobileNum: { required: false },
  email: { required: false },
  nickname: { required: false },
  affiliateCode: { required: false },
};

/** The login rules of spec 01 §5: lenient, since they must accept every existing account. */
export const LOGIN_RULES: RegisterFieldConfig['loginRules'] = {
  loginUsername: rule('^[A-Za-z0-9_.@-]{3,64}$', ErrorCode.usernameInvalid, 3, 64),
  loginPassword: rule('^[\\x20-\\x7e]{6,128}$', ErrorCode.passwordInvalid, 6, 128),
  loginMobileNum: MOBILE,
  verificationCode: rule('^\\d{4,10}$', ErrorCode.verificationInvalid, 4, 10),
};

/** The shared password rule for every new password. */
export const PASSWORD_RULE = PASSWORD;

export interface FieldSwitches {
  /** REGMOBVERF3. */
  smsVerification: boolean;
  captchaEnabled: boolean;
}

/** The 18 fields in screen order, for a merchant's switches. */
export function registerFields(sw: FieldSwitches): RegisterField[] {
  const order = Object.keys(RULES) as RegisterFieldName[];
  return order.map((name) => {
    const shown =
      name === 'verificationCode'
        ? sw.smsVerification
          ? { required: true }
          : undefined
        : name === 'captcha'
          ? sw.captchaEnabled
            ? { required: true }
            : undefined
          : SHOWN[name];
    return { name, enabled: shown !== undefined, required: shown?.required ?? false, ...RULES[name] };
  });
}

/** True when a value passes a rule (length and pattern). */
export function passes(r: FieldRule, value: string): boolean {
  return value.length >= r.minLength && value.length <= r.maxLength && new RegExp(r.pattern).test(value);
}
