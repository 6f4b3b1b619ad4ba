import { literal, number, object, pattern, record, string, unknown, type Infer } from 'superstruct';
import { endpoint } from './endpoint';

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
