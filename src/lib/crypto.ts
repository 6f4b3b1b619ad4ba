import { CompactEncrypt, base64url, importJWK } from './jose';

/**
 * Body encryption (ARCHITECTURE.md "Decisions already taken", DECISIONS.md); the remembered password is in
 * secrets.ts.
 *
 * Encrypted calls: the body is a compact JWE (RSA-OAEP-256 + A256GCM, jose) sealed to the key the server publishes at
 * `GET /wps/system/publicKey`, holding `{ ts, nonce, payload }` so a captured body cannot be replayed. The request
 * carries `Content-Type: application/jose` and `Encryption: JWE; kid=<kid>`, and the protected header carries `kid`.
 */

// The wire constants and the published key's schema are defined once, in the contract.
import { JWE_ALG, JWE_ENC, type PublicKey as PublishedKey } from '../api/contract/jwe';

/** What is sealed: the payload with the time it was sealed and a one-time nonce. */
export interface SealedContent<T> {
  ts: number;
  nonce: string;
  payload: T;
}

// Copy into this realm's Uint8Array: jose checks `instanceof Uint8Array`, which fails across realms (jsdom tests).
function bytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(new TextEncoder().encode(text));
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Seals a payload to the published key; answers the compact JWE string that is the request body. */
export async function sealPayload<T>(payload: T, key: PublishedKey): Promise<string> {
  const publicKey = await importJWK(key.jwk, JWE_ALG);
  const content: SealedContent<T> = { ts: Date.now(), nonce: base64url.encode(randomBytes(16)), payload };
  return new CompactEncrypt(bytes(JSON.stringify(content)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid: key.kid })
    .encrypt(publicKey);
}
