import {
  array,
  enums,
  integer,
  nullable,
  object,
  optional,
  string,
  type,
  union,
  literal,
  type Infer,
} from 'superstruct';
import { DialingCode, MobileNum, optText, SmsCode } from './accountFields';
import { endpoint } from './endpoint';

/**
 * SMS verification codes and the development outbox. docs/accounts.md has the rules: a code is 6 digits,
 * single use, lives `expiredMinutes`, dies after 5 wrong tries; sending is rate-limited per number and per
 * address (429 `sms.rate.limited`, `value: { retryAfterSeconds }`).
 */

/**
 * `mobileNo` (registration, spec 01 §3) or `mobileNum` (other screens): one of them is required.
 * `module` (`VERIFICATION3`) is accepted and ignored.
 */
export const SmsRequest = type({
  mobileNo: optional(MobileNum),
  mobileNum: optional(MobileNum),
  countryDialingCode: optional(union([DialingCode, literal('')])),
  module: optText(32),
  /** The register code's captcha (when the merchant's register settings show one): the answer and its image's id. */
  captcha: optText(16),
  captchaId: optText(64),
});
export type SmsRequest = Infer<typeof SmsRequest>;

/** The code's lifetime; the client counts down `expiredMinutes x 60` s before allowing a resend. */
export const SmsSent = object({ expiredMinutes: integer() });
export type SmsSent = Infer<typeof SmsSent>;

/**
 * A code for registering with this number (registration by mobile), behind the same captcha as registration (when
 * shown). Answers the same whether or not the number has an account: a free number is sent a code; a number with an
 * account is sent a message that says so and how to sign in, with no code (no enumeration, docs/security.md).
 */
export const sendRegisterSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  access: 'guest',
  query: null,
  body: SmsRequest,
  answer: SmsSent,
});

/**
 * A code for a guest with an account: login by SMS (`type: 'sms'`) and set password by phone. Answers the same
 * whether or not the number has an account; only a number with an active account is actually sent a code.
 */
export const sendNoLoginSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  access: 'guest',
  query: null,
  body: SmsRequest,
  answer: SmsSent,
});

/** One message the development providers "sent": SMS codes, recovery e-mails and (test profile) captcha answers. */
export const OutboxMessage = object({
  id: integer(),
  channel: enums(['sms', 'email', 'captcha']),
  /** `63|9171234567` for SMS (dialing code and number), the address for e-mail, the captcha id for captchas. */
  to: string(),
  merchant: string(),
  subject: string(),
  body: string(),
  /** The code the message carries, for tests. */
  code: nullable(string()),
  createdAt: string(),
});
export type OutboxMessage = Infer<typeof OutboxMessage>;

/**
 * DEV ONLY: exists only when the server runs with `SERVER_PROFILE=test` or `DEV_OUTBOX=1` (never in production
 * config; otherwise 404). Newest first, at most 50. `to` filters by recipient (for SMS, the number without the
 * dialing code also matches).
 */
export const getDevOutbox = endpoint({
  method: 'GET',
  path: '/wps/dev/outbox',
  access: 'guest',
  query: type({ to: optText(254), channel: optional(enums(['sms', 'email', 'captcha'])) }),
  body: null,
  answer: array(OutboxMessage),
});

/**
 * DEV ONLY: exists only when PHONE_VERIFICATION_PROVIDER=dev (itself allowed only with the dev outbox on). Mints
 * the id token the dev phone-verification provider accepts for a number, standing in for the outside provider's
 * client-side flow; send it as `firebaseIdToken` in a `type: 'firebase'` login or in registration by mobile.
 */
export const mintDevPhoneToken = endpoint({
  method: 'POST',
  path: '/wps/dev/phoneToken',
  access: 'guest',
  query: null,
  body: type({ mobileNum: MobileNum, countryDialingCode: optional(union([DialingCode, literal('')])) }),
  answer: object({ idToken: string() }),
});

/** A number to prove to the dev phone-verification provider. */
export const DevPhone = type({
  mobileNum: MobileNum,
  countryDialingCode: optional(union([DialingCode, literal('')])),
});

/**
 * DEV ONLY, like `mintDevPhoneToken`: the dev phone-verification provider's own "send a code" step, standing in for
 * the outside provider's SMS (docs/accounts.md). The code lands in the dev outbox (`channel: 'sms'`, subject
 * `Phone verification`); the same SMS limits apply (429 `sms.rate.limited`). Any number may be proven, with or
 * without an account: the login or the registration that uses the token decides.
 */
export const sendDevPhoneCode = endpoint({
  method: 'POST',
  path: '/wps/dev/phoneVerification/code',
  access: 'guest',
  query: null,
  body: DevPhone,
  answer: SmsSent,
});

/**
 * DEV ONLY: trades the code for the provider's id token for that number (single use, expires, dies after a few
 * wrong tries: 400 `verification.code.invalid`).
 */
export const confirmDevPhoneCode = endpoint({
  method: 'POST',
  path: '/wps/dev/phoneVerification/token',
  access: 'guest',
  query: null,
  body: type({
    mobileNum: MobileNum,
    countryDialingCode: optional(union([DialingCode, literal('')])),
    code: SmsCode,
  }),
  answer: object({ idToken: string() }),
});
