import { generateKeyPairSync } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { loadServerKey } from './keys';

describeDb('the body-encryption key', (t) => {
  it('is made once and then read back with the same kid', async () => {
    const [a, b] = await Promise.all([loadServerKey(t.db), loadServerKey(t.db)]);
    const c = await loadServerKey(t.db);
    expect(a.kid).toBe(b.kid);
    expect(c.kid).toBe(a.kid);
    expect(c.publicJwk.n).toBe(a.publicJwk.n);
    expect(a.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('comes from the environment when a merchant supplies one, and must be RSA of 2048 bits or more', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const key = await loadServerKey(t.db, pem);
    expect(key.kid).not.toBe((await loadServerKey(t.db)).kid);
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    await expect(
      loadServerKey(t.db, small.export({ format: 'pem', type: 'pkcs8' }).toString()),
    ).rejects.toThrow(/2048/);
  });
});
