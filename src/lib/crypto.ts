import { CompactEncrypt, base64url, importJWK } from './jose';
import { readItem, writeItem } from './db';

/**
 * Body encryption and the remembered password (ARCHITECTURE.md "Decisions already taken", DECISIONS.md).
 *
 * Encrypted calls: the body is a compact JWE (RSA-OAEP-256 + A256GCM, jose) sealed to the key the server publishes at
 * `GET /wps/system/publicKey`, holding `{ ts, nonce, payload }` so a captured body cannot be replayed. The request
 * carries `Content-Type: application/jose` and `Encryption: JWE; kid=<kid>`, and the protected header carries `kid`.
 *
 * Remembered password: AES-GCM under a non-extractable WebCrypto key kept in IndexedDB (db.ts). The key cannot be
 * read out of the browser, so a copied storage dump does not reveal the password. No hand-rolled crypto here.
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

/** Where the remembered-password key lives in the one store. */
export const REMEMBER_KEY_ID = 'crypto:remember-key';

/** A string sealed with AES-GCM: what is stored in place of the text. */
export interface SealedSecret {
  v: 1;
  iv: string;
  ct: string;
}

let rememberKey: Promise<CryptoKey> | undefined;

async function loadOrCreateKey(): Promise<CryptoKey> {
  const stored = await readItem(REMEMBER_KEY_ID);
  if (typeof CryptoKey !== 'undefined' && stored instanceof CryptoKey) return stored;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // When storage refuses the key, it still works for this page's life; the secret just will not outlive it.
  await writeItem(REMEMBER_KEY_ID, key);
  return key;
}

function deviceKey(): Promise<CryptoKey> {
  rememberKey ??= loadOrCreateKey().catch((error: unknown) => {
    rememberKey = undefined;
    throw error;
  });
  return rememberKey;
}

/** Forgets the cached key handle (tests; or after the store was cleared). */
export function forgetDeviceKey(): void {
  rememberKey = undefined;
}

/** Encrypts a secret (the remembered password) under the device key. */
export async function sealSecret(text: string): Promise<SealedSecret> {
  const iv = randomBytes(12);
  const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), bytes(text));
  return { v: 1, iv: base64url.encode(iv), ct: base64url.encode(new Uint8Array(ct)) };
}

/** Opens a sealed secret; undefined when it is malformed, tampered with, or the device key is gone. */
export async function openSecret(sealed: unknown): Promise<string | undefined> {
  if (typeof sealed !== 'object' || sealed === null) return undefined;
  const { v, iv, ct } = sealed as Partial<SealedSecret>;
  if (v !== 1 || typeof iv !== 'string' || typeof ct !== 'string') return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: Uint8Array.from(base64url.decode(iv)) },
      await deviceKey(),
      Uint8Array.from(base64url.decode(ct)),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
