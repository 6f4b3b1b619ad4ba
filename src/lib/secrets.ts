import { readItem, writeItem } from './db';

/**
 * The remembered password (ARCHITECTURE.md "Decisions already taken", DECISIONS.md): AES-GCM under a non-extractable
 * WebCrypto key kept in IndexedDB (db.ts). The key cannot be read out of the browser, so a copied storage dump does
 * not reveal the password. No hand-rolled crypto here: WebCrypto does it all. Kept apart from the body encryption
 * (crypto.ts, which needs jose), so the login screen opens a remembered password without loading jose; that loads
 * when a call is sealed.
 */

function bytes(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(new TextEncoder().encode(text));
}

/** base64url without padding, as jose wrote it when this lived beside it (stored secrets stay readable). */
function toBase64url(data: Uint8Array): string {
  let text = '';
  for (const b of data) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on text that is not base64url. */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
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
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), bytes(text));
  return { v: 1, iv: toBase64url(iv), ct: toBase64url(new Uint8Array(ct)) };
}

/** Opens a sealed secret; undefined when it is malformed, tampered with, or the device key is gone. */
export async function openSecret(sealed: unknown): Promise<string | undefined> {
  if (typeof sealed !== 'object' || sealed === null) return undefined;
  const { v, iv, ct } = sealed as Partial<SealedSecret>;
  if (v !== 1 || typeof iv !== 'string' || typeof ct !== 'string') return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(iv) },
      await deviceKey(),
      fromBase64url(ct),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
