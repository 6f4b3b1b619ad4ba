import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import {
  DialingCode,
  LoginDeviceId,
  MobileNum,
  optText,
  PasswordText,
  RegisterFieldName,
  RegisterMethod,
  SmsCode,
} from './accountFields';
import { Language } from './config';
import { endpoint, FRESH } from './endpoint';
import { LoginAnswer } from './session';

/**
 * Account calls of issue 4: registration and its configuration, password recovery and change, the affiliate
 * check, the head icon, the user agreement and the social-login gating. docs/accounts.md has the rules.
 * Every call that carries a secret is `encrypted: true` (a JWE body, docs/server-data.md).
 */

// ---------------------------------------------------------------------------------------------------------------
// Register configuration

/** Register settings: the method flags, captcha, SMS code lifetime and the merchant's minimum age. */
export const RegisterSettings = object({
  /** USERNAMEREG3: registration by user name. */
  usernameRegistration: boolean(),
  /** MOBILENUMREG3: registration by mobile number. */
  mobileRegistration: boolean(),
  /** REGMOBVERF3: registration by mobile needs an SMS code (`verificationCode`). */
  smsVerification: boolean(),
  /**
   * MOBILENUMPASSREG3: registration by mobile number asks for a password. Off (only where SMS-code sign-in,
   * MOBILEVERCODELOGIN3, is offered), the form asks none and the player signs in with a code sent to the number.
   */
  mobilePasswordRegistration: boolean(),
  /** The register form shows a captcha and the server demands it. */
  captchaEnabled: boolean(),
  /** Registration requires `ageConfirmed: true` at this age. */
  minimumAge: union([literal(18), literal(21)]),
  /** Lifetime of an SMS code; the resend countdown is this x 60 s. */
  smsExpiredMinutes: integer(),
  /** The dialing code preselected in the picker, without `+`. */
  defaultDialingCode: string(),
});
export type RegisterSettings = Infer<typeof RegisterSettings>;

export const getRegisterSettings = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register',
  access: 'guest',
  query: null,
  body: null,
  answer: RegisterSettings,
  swr: true,
  freshForMs: FRESH.catalogue,
});

/**
 * One validation rule. `pattern` is a JavaScript regular expression source, anchored, without flags
 * (`new RegExp(pattern)`); `message` is the error code the server sends when the rule fails, which the client
 * maps to its catalogue text. `minLength`/`maxLength` repeat the pattern's bounds for hints and input limits.
 */
export const FieldRule = object({
  pattern: string(),
  message: string(),
  minLength: integer(),
  maxLength: integer(),
});
export type FieldRule = Infer<typeof FieldRule>;

/** One of the 18 register fields: shown when enabled, `*` and non-empty when required; empty optional passes. */
export const RegisterField = object({
  name: RegisterFieldName,
  enabled: boolean(),
  required: boolean(),
  pattern: string(),
  message: string(),
  minLength: integer(),
  maxLength: integer(),
});
export type RegisterField = Infer<typeof RegisterField>;

/**
 * The register-field configuration (all 18 fields, in screen order) and the named login rules of spec 01 §5.
 * The server applies exactly these rules to register and password calls. The password rule (field `password`)
 * is also the rule for every new password.
 */
export const RegisterFieldConfig = object({
  fields: array(RegisterField),
  loginRules: object({
    loginUsername: FieldRule,
    loginPassword: FieldRule,
    loginMobileNum: FieldRule,
    verificationCode: FieldRule,
  }),
});
export type RegisterFieldConfig = Infer<typeof RegisterFieldConfig>;

export const getRegisterFields = endpoint({
  method: 'GET',
  path: '/wps/system/setting/register/fields',
  access: 'guest',
  query: null,
  body: null,
  answer: RegisterFieldConfig,
  swr: true,
  freshForMs: FRESH.catalogue,
});

/** A country of the dialing-code picker; `dialingCode` without `+`. The merchant's default comes first. */
export const Country = object({ countryCode: string(), name: string(), dialingCode: string() });
export type Country = Infer<typeof Country>;

export const listCountries = endpoint({
  method: 'GET',
  path: '/wps/system/country',
  access: 'guest',
  query: null,
  body: null,
  answer: array(Country),
  swr: true,
});

// ---------------------------------------------------------------------------------------------------------------
// Registration

/**
 * The sealed registration payload (spec 01 §3). Empty strings count as not given. `ageConfirmed` must be true
 * (the merchant's minimum age, from the register settings). `captchaId` is the `Captcha-Id` header of the
 * captcha image. Phone-verification sign-up adds `firebaseChannel: 'sms'` and `firebaseIdToken`.
 */
export const RegisterPayload = type({
  registerMethod: RegisterMethod,
  ageConfirmed: boolean(),
  /** Left out by mobile number when the register settings' `mobilePasswordRegistration` is false. */
  password: optional(PasswordText),
  confirmPassword: optText(128),
  username: optText(64),
  countryDialingCode: optional(union([DialingCode, literal('')])),
  registerUrl: optText(255),
  domain: optText(255),
  affiliateCode: optText(32),
  paymentPassword: optText(128),
  recommenderId: optText(64),
  nickname: optText(64),
  payeeName: optText(64),
  email: optText(254),
  mobileNum: optText(20),
  idNumber: optText(64),
  qqNum: optText(64),
  facebook: optText(128),
  wechat: optText(128),
  line: optText(128),
  whatsapp: optText(128),
  zalo: optText(128),
  captcha: optText(16),
  captchaId: optText(64),
  verificationCode: optText(10),
  /** Always 0 (spec 01 §9: registration type 0). */
  type: optional(literal(0)),
  loginDeviceId: LoginDeviceId,
  firebaseChannel: optional(literal('sms')),
  firebaseIdToken: optText(4096),
});
export type RegisterPayload = Infer<typeof RegisterPayload>;

/**
 * Registration by user name (USERNAMEREG3). Answers like login: the new member gets a session at once.
 * Field failures answer 400 with the field's `message` code and `value: { field }`.
 */
export const register = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  access: 'guest',
  query: null,
  body: RegisterPayload,
  answer: LoginAnswer,
  encrypted: true,
});

/**
 * Registration by mobile number (MOBILENUMREG3): `mobileNum` is required, `verificationCode` too when
 * REGMOBVERF3 is on (code from `/wps/verification/sms/register`); the user name is the mobile number unless a
 * `username` is given. Answers like login.
 */
export const registerByMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  access: 'guest',
  query: null,
  body: RegisterPayload,
  answer: LoginAnswer,
  encrypted: true,
});

/** `success` is true when `code` is the affiliate code of an agent of this merchant. `domain` is accepted. */
export const AffiliateCheck = object({ success: boolean() });
export type AffiliateCheck = Infer<typeof AffiliateCheck>;

export const checkAffiliateCode = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  access: 'guest',
  query: type({ code: size(string(), 1, 32), domain: optText(255) }),
  body: null,
  answer: AffiliateCheck,
});

// ---------------------------------------------------------------------------------------------------------------
// Passwords

/** The account whose password was set; the client then logs in with it and the new password. */
export const PasswordSetAnswer = object({ userName: string() });
export type PasswordSetAnswer = Infer<typeof PasswordSetAnswer>;

export const SetPasswordByPhonePayload = type({
  newPassword: PasswordText,
  mobileNum: MobileNum,
  countryDialingCode: optional(union([DialingCode, literal('')])),
  verificationCode: SmsCode,
});
export type SetPasswordByPhonePayload = Infer<typeof SetPasswordByPhonePayload>;

/**
 * Set password by phone (CHNGPASSVERIF3), with a code from `/wps/verification/sms/noLogin`. A number with no
 * account answers like a wrong code (`verification.code.invalid`). New equal to old: `modify.new.old.same`.
 * Success ends every session of the account and answers its user name (spec 01 §4: the client logs in with it).
 */
export const setPasswordByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/phone',
  access: 'guest',
  query: null,
  body: SetPasswordByPhonePayload,
  answer: PasswordSetAnswer,
  encrypted: true,
});

export const ForgotPasswordPayload = type({ username: size(string(), 1, 64), email: size(string(), 1, 254) });
export type ForgotPasswordPayload = Infer<typeof ForgotPasswordPayload>;

/**
 * Forgot password by e-mail: sent form-encoded (`application/x-www-form-urlencoded`, spec 01 §7; JSON is also
 * accepted), values trimmed. Always answers `true`, whether or not the user name and e-mail match an account;
 * when they do, a reset code is mailed (dev provider: the outbox). Rate-limited per address (429).
 */
export const forgotPasswordByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  access: 'guest',
  query: null,
  body: ForgotPasswordPayload,
  answer: boolean(),
  form: true,
});

export const ResetPasswordByEmailPayload = type({
  username: size(string(), 1, 64),
  resetCode: size(string(), 1, 64),
  newPassword: PasswordText,
  confirmNewPassword: PasswordText,
});
export type ResetPasswordByEmailPayload = Infer<typeof ResetPasswordByEmailPayload>;

/**
 * Sets a new password with the code of the recovery e-mail. A wrong, spent or expired code, or an unknown user,
 * answers `verification.code.invalid`. Success ends every session of the account.
 */
export const resetPasswordByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email/reset',
  access: 'guest',
  query: null,
  body: ResetPasswordByEmailPayload,
  answer: PasswordSetAnswer,
  encrypted: true,
});

export const ChangePasswordPayload = type({
  oldPassword: PasswordText,
  newPassword: PasswordText,
  confirmNewPassword: PasswordText,
});
export type ChangePasswordPayload = Infer<typeof ChangePasswordPayload>;

/**
 * Change password (v2). Wrong old: `password.old.invalid` (429 `password.rate.limited` after repeated
 * failures); new equal to old: `modify.new.old.same`; confirmation differs: `member.confirm.mismatch`.
 * Success ends the member's OTHER sessions; the calling session stays.
 */
export const changePassword = endpoint({
  method: 'POST',
  path: '/wps/member/password/v2',
  access: 'member',
  query: null,
  body: ChangePasswordPayload,
  answer: boolean(),
  encrypted: true,
});

export const FirstPasswordPayload = type({ newPassword: PasswordText, confirmNewPassword: PasswordText });
export type FirstPasswordPayload = Infer<typeof FirstPasswordPayload>;

/**
 * First password: for an account an agent opened, login answers `mustChangePassword: true`; the member sets
 * their own password here (no old password: the session was just made with it). New equal to the current one:
 * `modify.new.old.same`. Without the flag: 403 `function.not.available`. Success clears the flag and ends the
 * other sessions.
 */
export const setFirstPassword = endpoint({
  method: 'POST',
  path: '/wps/member/password/first',
  access: 'member',
  query: null,
  body: FirstPasswordPayload,
  answer: boolean(),
  encrypted: true,
});

// ---------------------------------------------------------------------------------------------------------------
// Register page extras

/**
 * The merchant's head icons (avatars): `url` is the one a player shows until they choose (the merchant's logo), or,
 * in the answer to a choice, the one chosen; `choices` are every icon a player may choose, the default first.
 * A member's own icon is in their member info (`headIcon`). docs/accounts.md "Head icons".
 */
export const HeadIcon = object({ url: string(), choices: array(string()) });
export type HeadIcon = Infer<typeof HeadIcon>;

/** A member's choice of head icon: one of `HeadIcon.choices`. */
export const HeadIconChoice = type({ headIcon: size(string(), 1, 200) });
export type HeadIconChoice = Infer<typeof HeadIconChoice>;

export const getHeadIcon = endpoint({
  method: 'GET',
  path: '/wps/member/headIcon',
  access: 'guest',
  query: null,
  body: null,
  answer: HeadIcon,
});

/** Chooses the member's head icon among the merchant's (form-encoded, as spec 01 §6 says of the head icon's POST). */
export const setHeadIcon = endpoint({
  method: 'POST',
  path: '/wps/member/headIcon',
  access: 'member',
  query: null,
  body: HeadIconChoice,
  answer: HeadIcon,
  form: true,
});

/** The user agreement of `/m/useragreement`: HTML (sanitise before rendering), per language. */
export const UserAgreement = object({
  language: Language,
  title: string(),
  content: string(),
  updatedAt: string(),
});
export type UserAgreement = Infer<typeof UserAgreement>;

export const getUserAgreement = endpoint({
  method: 'GET',
  path: '/wps/system/userAgreement',
  access: 'guest',
  query: type({ language: optional(Language) }),
  body: null,
  answer: UserAgreement,
  swr: true,
});

export const SocialChannel = enums(['facebook', 'google']);
export type SocialChannel = Infer<typeof SocialChannel>;

/**
 * Which outside identity providers are configured. `phoneVerification` names the phone-verification provider
 * (`dev` for the development provider), null when none: the social buttons show only when it is set, password
 * mode is on and FACEBOOKLOGIN3 / GOOGLELOGIN3 is on and the channel is listed in `social`.
 */
export const SocialLoginSettings = object({
  phoneVerification: nullable(string()),
  social: array(SocialChannel),
});
export type SocialLoginSettings = Infer<typeof SocialLoginSettings>;

export const getSocialLogin = endpoint({
  method: 'GET',
  path: '/wps/system/socialLogin',
  access: 'guest',
  query: null,
  body: null,
  answer: SocialLoginSettings,
});
