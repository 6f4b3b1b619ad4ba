import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint } from './jose';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema/index';

/** The body-encryption key: the private half opens JWEs, the public half is published with its kid. */
export interface ServerKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: { kty: 'RSA'; n: string; e: string };
}

const KEY_NAME = 'jwe';

async function fromPrivate(privateKey: KeyObject, kid?: string): Promise<ServerKey> {
  if (privateKey.asymmetricKeyType !== 'rsa' || (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw new Error('the body-encryption key must be RSA with at least 2048 bits');
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') throw new Error('not an RSA key');
  const publicJwk = { kty: 'RSA' as const, n: jwk.n, e: jwk.e };
  return { kid: kid ?? (await calculateJwkThumbprint(publicJwk, 'sha256')), privateKey, publicJwk };
}

/**
 * The server's RSA-2048 key. A PEM (PKCS#8 or PKCS#1) from the environment wins; otherwise the key kept in
 * the database, made on first start. Concurrent first starts race on one row and all adopt the winner's key.
 */
export async function loadServerKey(db: Db, pem?: string): Promise<ServerKey> {
  if (pem) return fromPrivate(createPrivateKey(pem));
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)))[0];
  let row = await read();
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const made = await fromPrivate(privateKey);
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, kid: made.kid, privateJwk: privateKey.export({ format: 'jwk' }) })
      .onConflictDoNothing();
    row = await read();
    if (!row) throw new Error('could not store the body-encryption key');
  }
  return fromPrivate(createPrivateKey({ key: row.privateJwk as JsonWebKey, format: 'jwk' }), row.kid);
}
