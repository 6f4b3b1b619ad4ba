import {
  boolean,
  enums,
  integer,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
} from 'superstruct';
import { endpoint } from './endpoint';
import { PaymentPasswordText, Reauth } from './withdraw';

// The security centre (`/m/securityCenter`; issue 12): the login password, the payment password, and the mobile
// number and e-mail address bound to the account. Every change needs re-authentication and leaves a notice in the
// message centre; bodies that carry a secret are sealed.

export const SecurityInfo = object({
  /** Masked, or null when none is bound. */
  mobile: nullable(size(string(), 0, 30)),
  email: nullable(size(string(), 0, 120)),
  hasPaymentPassword: boolean(),
  reauth: Reauth,
});
export type SecurityInfo = Infer<typeof SecurityInfo>;

export const getSecurityInfo = endpoint({
  method: 'GET',
  path: '/wps/member/security',
  access: 'member',
  query: null,
  body: null,
  answer: SecurityInfo,
});

const Proof = {
  password: optional(size(string(), 1, 64)),
  smsCode: optional(pattern(string(), /^\d{1,10}$/)),
};

/** Replaces the payment password (re-authentication instead of the old one, so a forgotten one can be replaced). */
export const changePaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword/change',
  access: 'member',
  query: null,
  body: object({
    paymentPassword: PaymentPasswordText,
    confirmPaymentPassword: size(string(), 0, 64),
    ...Proof,
  }),
  answer: boolean(),
  encrypted: true,
});

export const MobileNumber = pattern(string(), /^\d{7,20}$/);
export const EmailAddress = pattern(size(string(), 3, 120), /^[^\s@]+@[^\s@]+\.[^\s@]+$/);

/** Sends a code to a mobile number or e-mail address the member wants to bind (it proves they own it). */
export const sendBindCode = endpoint({
  method: 'POST',
  path: '/wps/verification/bind',
  access: 'member',
  query: null,
  body: object({
    channel: enums(['sms', 'mail']),
    mobileNum: optional(MobileNumber),
    email: optional(EmailAddress),
  }),
  answer: object({ expiredMinutes: integer() }),
});

/** Binds (or replaces) the account's mobile number: the code sent to it, and the login password. */
export const bindMobile = endpoint({
  method: 'POST',
  path: '/wps/member/bind/mobile',
  access: 'member',
  query: null,
  body: object({
    mobileNum: MobileNumber,
    verificationCode: pattern(string(), /^\d{1,10}$/),
    password: size(string(), 1, 64),
  }),
  answer: object({ mobile: string() }),
  encrypted: true,
});

/** Binds (or replaces) the account's e-mail address: the code sent to it, and the login password. */
export const bindEmail = endpoint({
  method: 'POST',
  path: '/wps/member/bind/email',
  access: 'member',
  query: null,
  body: object({
    email: EmailAddress,
    verificationCode: size(string(), 1, 20),
    password: size(string(), 1, 64),
  }),
  answer: object({ email: string() }),
  encrypted: true,
});
