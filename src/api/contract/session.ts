import {
  boolean,
  literal,
  number,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  type,
  unknown,
  type Infer,
} from 'superstruct';
import { endpoint } from './endpoint';

/**
 * Session calls: the body-encryption public key, captcha, login, logout and trial play.
 * docs/server-data.md has the JWE wire format and the session rules.
 */

/** The wire format of an encrypted body (docs/server-data.md "Body encryption"). */
export const JWE_CONTENT_TYPE = 'application/jose';
export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';
/** The `Encryption` request header's value for a body sealed to `kid`. */
export const encryptionHeader = (kid: string): string => `JWE; kid=${kid}`;
/** How old a sealed body may be when it arrives; the client seals just before sending. */
export const JWE_MAX_AGE_MS = 5 * 60 * 1000;

/** The plaintext inside the JWE: a timestamp, a 16-byte base64url nonce and the endpoint's payload. */
export const SealedBody = object({
  ts: number(),
  nonce: pattern(string(), /^[A-Za-z0-9_-]{22}$/),
  payload: record(string(), unknown()),
});
export type SealedBody = Infer<typeof SealedBody>;

/** The key the client seals encrypted bodies to (RSA-OAEP-256 + A256GCM, `Encryption: JWE; kid=<kid>`). */
export const PublicKey = object({
  kid: string(),
  alg: literal(JWE_ALG),
  enc: literal(JWE_ENC),
  jwk: object({ kty: literal('RSA'), n: string(), e: string() }),
});
export type PublicKey = Infer<typeof PublicKey>;

export const getPublicKey = endpoint({
  method: 'GET',
  path: '/wps/system/publicKey',
  access: 'guest',
  query: null,
  body: null,
  answer: PublicKey,
});

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

/** The sealed login payload (spec 01 §3); unknown extra fields are ignored. */
export const LoginPayload = type({
  username: size(string(), 1, 64),
  password: size(string(), 1, 128),
  captcha: optional(size(string(), 0, 16)),
  captchaId: optional(size(string(), 0, 64)),
  type: optional(literal('username')),
  loginDeviceId: optional(size(string(), 0, 64)),
});
export type LoginPayload = Infer<typeof LoginPayload>;

export const LoginAnswer = object({
  token: string(),
  userName: string(),
  customerType: number(),
  firstTimeLogin: boolean(),
});
export type LoginAnswer = Infer<typeof LoginAnswer>;

/**
 * Encrypted. A failure is 401 `login.failed` (the same for an unknown user, a wrong password and a disabled
 * account), or `captcha.required` / `captcha.invalid`; each carries `value: { captcha: boolean }`.
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

/** Trial play: creates a type-4 account under the merchant's trial code, credited with play money. */
export const createTrial = endpoint({
  method: 'POST',
  path: '/wps/session/trial',
  access: 'guest',
  query: null,
  body: TrialPayload,
  answer: TrialAnswer,
});
