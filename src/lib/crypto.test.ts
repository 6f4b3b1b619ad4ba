import { compactDecrypt, exportJWK, generateKeyPair } from './jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sealPayload } from './crypto';
import { base64url } from './jose';
import { REMEMBER_KEY_ID, forgetDeviceKey, openSecret, sealSecret } from './secrets';
import { encryptionHeader, type PublicKey as PublishedKey } from '../api/contract/session';
import { memoryBackend, readItem, setBackend } from './db';

async function serverKeyPair() {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const published: PublishedKey = {
    kid: 'k-2026',
    alg: 'RSA-OAEP-256',
    enc: 'A256GCM',
    jwk: { kty: 'RSA', n: String(jwk.n), e: String(jwk.e) },
  };
  return { published, privateKey };
}

describe('body encryption', () => {
  it('seals a payload that opens with the matching private key, with ts, nonce and kid', async () => {
    const { published, privateKey } = await serverKeyPair();
    const before = Date.now();
    const jwe = await sealPayload({ username: 'ana', password: 's3cret' }, published);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('s3cret');
    const opened = await compactDecrypt(jwe, privateKey);
    expect(opened.protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k-2026' });
    const content = JSON.parse(new TextDecoder().decode(opened.plaintext)) as {
      ts: number;
      nonce: string;
      payload: unknown;
    };
    expect(content.payload).toEqual({ username: 'ana', password: 's3cret' });
    expect(content.ts).toBeGreaterThanOrEqual(before);
    expect(content.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('uses a fresh nonce for every body', async () => {
    const { published, privateKey } = await serverKeyPair();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const opened = await compactDecrypt(await sealPayload({ i }, published), privateKey);
      nonces.add((JSON.parse(new TextDecoder().decode(opened.plaintext)) as { nonce: string }).nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('names the key in the Encryption header', () => {
    expect(encryptionHeader('k-2026')).toBe('JWE; kid=k-2026');
  });
});

describe('the remembered password', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    forgetDeviceKey();
  });
  afterEach(() => setBackend(undefined));

  it('round-trips, and its stored form is not the text', async () => {
    const sealed = await sealSecret('My-Passw0rd');
    expect(JSON.stringify(sealed)).not.toContain('My-Passw0rd');
    expect(await openSecret(sealed)).toBe('My-Passw0rd');
  });

  it('keeps a non-extractable key in the store and reuses it', async () => {
    const sealed = await sealSecret('pw');
    const key = await readItem(REMEMBER_KEY_ID);
    expect(key).toBeInstanceOf(CryptoKey);
    expect((key as CryptoKey).extractable).toBe(false);
    forgetDeviceKey();
    expect(await openSecret(sealed)).toBe('pw');
  });

  it('answers undefined for a tampered, malformed or foreign record', async () => {
    const sealed = await sealSecret('pw');
    const flipped = sealed.ct.slice(0, -1) + (sealed.ct.endsWith('A') ? 'B' : 'A');
    expect(await openSecret({ ...sealed, ct: flipped })).toBeUndefined();
    expect(await openSecret('pw')).toBeUndefined();
    expect(await openSecret({ v: 2 })).toBeUndefined();
    setBackend(memoryBackend());
    forgetDeviceKey();
    expect(await openSecret(sealed)).toBeUndefined();
  });

  it("writes jose's base64url, so secrets remembered before it moved out of crypto.ts still open", async () => {
    for (const text of ['', 'a', 'pässwörd-123', 'x'.repeat(61)]) {
      const sealed = await sealSecret(text);
      const joseForm = {
        v: 1,
        iv: base64url.encode(base64url.decode(sealed.iv)),
        ct: base64url.encode(base64url.decode(sealed.ct)),
      };
      expect(joseForm).toEqual(sealed);
      expect(await openSecret(joseForm)).toBe(text);
    }
    expect(await openSecret({ v: 1, iv: '@@@', ct: 'abcde' })).toBeUndefined();
  });
});
