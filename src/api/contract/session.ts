import {
  boolean,
  enums,
  integer,
  literal,
  number,
  object,
  optional,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct';
import { DialingCode, MobileNum, SmsCode } from './accountFields';
import { endpoint } from './endpoint';

/**
 * Session calls: the body-encryption public key, captcha, login, logout and trial play.
 * docs/server-data.md has the JWE wire format and the session rules.
 */

// The body-encryption wire format lives in jwe.ts (kept small: the API client loads it before first paint).
export * from './jwe';

/**
 * A captcha image as a `data:image/png;base64,...` URL. Never cached. The answer's `Captcha-Id` header names
 * it; the login payload sends that id back as `captchaId` with the typed `captcha`.
 */
export const getCaptcha = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  access: 'guest',
  query: null,
  body: null,
  answer: string(),
});

/** The response header that carries a captcha's id. */
export const CAPTCHA_ID_HEADER = 'captcha-id';

/** What every login mode may add: the captcha (after failures), the device id and the login separation side. */
const loginCommon = {
  captcha: optional(size(string(), 0, 16)),
  captchaId: optional(size(string(), 0, 64)),
  loginDeviceId: optional(size(string(), 0, 64)),
  /**
   * Login separation (spec 01 §6, docs/accounts.md): `agent` for the agent login. With LOGIN_SEPARATION on, an
   * agent refused by the member login gets `login.not.member`, a player at the agent login `login.not.agent`.
   */
  loginAs: optional(enums(['member', 'agent'])),
};

/** Username and password (the default mode). */
export const PasswordLoginPayload = type({
  username: size(string(), 1, 64),
  password: size(string(), 1, 128),
  type: optional(literal('username')),
  ...loginCommon,
});
export type PasswordLoginPayload = Infer<typeof PasswordLoginPayload>;

/** Mobile number and SMS code (MOBILEVERCODELOGIN3), code from `/wps/verification/sms/noLogin`. */
export const SmsLoginPayload = type({
  type: literal('sms'),
  mobileNum: MobileNum,
  countryDialingCode: optional(union([DialingCode, literal('')])),
  verificationCode: SmsCode,
  ...loginCommon,
});
export type SmsLoginPayload = Infer<typeof SmsLoginPayload>;

/**
 * Phone-verification provider login (spec 01 §3 `type: 'firebase'`): the provider's id token proves the
 * number. Answers 403 `function.not.available` when no provider is configured (`/wps/system/socialLogin`).
 */
export const ProviderLoginPayload = type({
  type: literal('firebase'),
  firebaseChannel: optional(size(string(), 0, 32)),
  firebaseIdToken: size(string(), 1, 4096),
  firebaseMobileNo: optional(size(string(), 0, 20)),
  countryDialingCode: optional(union([DialingCode, literal('')])),
  ...loginCommon,
});
export type ProviderLoginPayload = Infer<typeof ProviderLoginPayload>;

/** The sealed login payload (spec 01 §3), one of three modes by `type`; unknown extra fields are ignored. */
export const LoginPayload = union([PasswordLoginPayload, SmsLoginPayload, ProviderLoginPayload]);
export type LoginPayload = Infer<typeof LoginPayload>;

export const LoginAnswer = object({
  token: string(),
  userName: string(),
  customerType: number(),
  /** True on the account's first successful login (no earlier session). */
  firstTimeLogin: boolean(),
  /** The password-change flag (spec 01 §3): an agent opened the account; set a first password before anything else. */
  mustChangePassword: boolean(),
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

/**
 * Encrypted. Registration (account.ts) answers the same shape. A failure is 401 `login.failed` (the same for an unknown user, a wrong password and a disabled
 * account), or `captcha.required` / `captcha.invalid`; each carries `value: { captcha: boolean }`.
 * An SMS login with a wrong code is `login.failed` too. Too many failures for the account or from the address:
 * 429 `login.rate.limited` before any password is evaluated. Login separation: 403 `login.not.member` /
 * `login.not.agent`, only after correct credentials.
 */
export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  access: 'guest',
  query: null,
  body: LoginPayload,
  answer: LoginAnswer,
  encrypted: true,
});

/** Ends the session named by `Authorization` if there is one; always answers true. */
export const logout = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  access: 'guest',
  query: null,
  body: null,
  answer: boolean(),
});

export const TrialPayload = type({ loginDeviceId: optional(size(string(), 0, 64)) });
export type TrialPayload = Infer<typeof TrialPayload>;

/** A trial (type 4) session: token, the generated user name and the trial merchant code it lives under. */
export const TrialAnswer = object({ token: string(), userName: string(), merchantCode: string() });
export type TrialAnswer = Infer<typeof TrialAnswer>;

/** How many more trial accounts this device (`loginDeviceId`) may open today, of the merchant's daily limit. */
export const TrialCount = object({ remaining: integer(), limit: integer() });
export type TrialCount = Infer<typeof TrialCount>;

/**
 * The trial count (issue 4 "Free trial"): trial accounts left for this device in the last 24 hours. Without a
 * `loginDeviceId` it counts the request's address instead. When it is 0, `createTrial` answers 429
 * `trial.limit.reached`.
 */
export const getTrialCount = endpoint({
  method: 'GET',
  path: '/wps/session/trial/count',
  access: 'guest',
  query: type({ loginDeviceId: optional(size(string(), 0, 64)) }),
  body: null,
  answer: TrialCount,
});

/** Trial play: creates a type-4 account under the merchant's trial code, credited with play money. */
export const createTrial = endpoint({
  method: 'POST',
  path: '/wps/session/trial',
  access: 'guest',
  query: null,
  body: TrialPayload,
  answer: TrialAnswer,
});
