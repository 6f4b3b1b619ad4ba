import { enums, optional, pattern, size, string, type Infer } from 'superstruct';

/**
 * Building blocks shared by the account calls (account.ts, verification.ts, session.ts). They only bound the
 * shape; the merchant's rules (register-field configuration) are checked by the server on top.
 */

/** A mobile number as typed: digits only, at most 20 (spec 01 §5); the minimum comes from the field rule. */
export const MobileNum = pattern(string(), /^\d{1,20}$/);

/** A country dialing code, with or without `+` (`63`, `+63`); the server keeps it without `+`. */
export const DialingCode = pattern(string(), /^\+?\d{1,4}$/);

/** An SMS verification code: numeric, at most 10 characters (spec 01 §5). */
export const SmsCode = pattern(string(), /^\d{1,10}$/);

/** A password as sent; the password rule of the register-field configuration is checked by the server. */
export const PasswordText = size(string(), 1, 128);

/**
 * How the app runs (DECISIONS.md "registerMethod"): WEBCLIP for iOS `navigator.standalone`, PWA for
 * `display-mode: standalone`, APP inside the native shell, H5 otherwise. Stored with the new account.
 */
export const RegisterMethod = enums(['APP', 'H5', 'WEBCLIP', 'PWA']);
export type RegisterMethod = Infer<typeof RegisterMethod>;

/** The persistent per-device id (a UUID kept on the device), sent with login, register and trial. */
export const LoginDeviceId = optional(size(string(), 0, 64));

/** An optional free-text field of at most `n` characters; the empty string counts as not given. */
export const optText = (n: number) => optional(size(string(), 0, n));

/** The 18 registration fields a merchant can enable (spec 01 §2), in the order the register screen shows them. */
export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'verificationCode',
  'captcha',
] as const;
export const RegisterFieldName = enums(REGISTER_FIELD_NAMES);
export type RegisterFieldName = Infer<typeof RegisterFieldName>;

/** The named login rules of spec 01 §5. */
export const LOGIN_RULE_NAMES = [
  'loginUsername',
  'loginPassword',
  'loginMobileNum',
  'verificationCode',
] as const;
export type LoginRuleName = (typeof LOGIN_RULE_NAMES)[number];
