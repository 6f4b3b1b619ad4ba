import { beforeAll, expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { seedAccounts } from '../seed/accounts';
import { buildTestApp, type TestApp } from '../testing/app';

const REFUSED = {
  success: false,
  errorCode: 'request.encryption.invalid',
  message: 'Invalid encrypted request',
};

describeDb('encrypted requests', (t) => {
  let api: TestApp;
  let clock = Date.now();
  const credentials = { username: 'demo', password: 'demo1234', type: 'username' };

  beforeAll(async () => {
    await seedAccounts(t.db);
    api = await buildTestApp(t.db, {}, { now: () => clock });
  });

  const send = (payload: string, headers: Record<string, string> = api.joseHeaders()) =>
    api.app.inject({ method: 'POST', url: '/wps/session/login', headers, payload });

  const expectRefused = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(REFUSED);
  };

  it('open a sealed login', async () => {
    expect((await send(await api.seal(credentials))).statusCode).toBe(200);
  });

  it('refuse a plaintext JSON login', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/wps/session/login', payload: credentials });
    expectRefused(res);
  });

  it('refuse a replayed body', async () => {
    const body = await api.seal(credentials);
    expect((await send(body)).statusCode).toBe(200);
    expectRefused(await send(body));
  });

  it('refuse a reused nonce even in a freshly sealed body', async () => {
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect((await send(await api.seal(credentials, { nonce }))).statusCode).toBe(200);
    expectRefused(await send(await api.seal(credentials, { nonce })));
  });

  it('refuse a body older than five minutes or from the future', async () => {
    expectRefused(await send(await api.seal(credentials, { ts: clock - 5 * 60_000 - 1 })));
    expectRefused(await send(await api.seal(credentials, { ts: clock + 60_000 })));
    expect((await send(await api.seal(credentials, { ts: clock - 4 * 60_000 }))).statusCode).toBe(200);
  });

  it('refuse a body sealed in time but arriving after its window', async () => {
    const body = await api.seal(credentials);
    clock += 6 * 60_000;
    expectRefused(await send(body));
  });

  it('refuse a tampered body', async () => {
    const parts = (await api.seal(credentials)).split('.');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0] = ct[0]! ^ 1;
    parts[3] = ct.toString('base64url');
    expectRefused(await send(parts.join('.')));
  });

  it('refuse a missing or unknown Encryption header and a wrong content type', async () => {
    const body = await api.seal(credentials);
    expectRefused(await send(body, { 'content-type': 'application/jose' }));
    expectRefused(
      await send(await api.seal(credentials), {
        'content-type': 'application/jose',
        encryption: 'JWE; kid=nope',
      }),
    );
    expectRefused(
      await send(await api.seal(credentials), {
        'content-type': 'text/plain',
        encryption: `JWE; kid=${api.deps.serverKey.kid}`,
      }),
    );
  });

  it('refuse an oversized body', async () => {
    expectRefused(await send(await api.seal({ ...credentials, padding: 'x'.repeat(20_000) })));
  });

  it('refuse a sealed body whose inner shape is wrong', async () => {
    const { CompactEncrypt, importJWK } = await import('./jose');
    const key = await importJWK({ ...api.deps.serverKey.publicJwk, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
    const raw = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(credentials)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(key);
    expectRefused(await send(raw));
  });

  it('refuse other algorithms', async () => {
    const { CompactEncrypt, importJWK } = await import('./jose');
    const key = await importJWK({ ...api.deps.serverKey.publicJwk, alg: 'RSA-OAEP' }, 'RSA-OAEP');
    const body = JSON.stringify({ ts: clock, nonce: 'BBBBBBBBBBBBBBBBBBBBBB', payload: credentials });
    const raw = await new CompactEncrypt(new TextEncoder().encode(body))
      .setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A128GCM' })
      .encrypt(key);
    expectRefused(await send(raw));
  });
});

describeDb('encrypted requests with bad payloads', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db);
  });

  it('answer 400 request.invalid when the opened payload breaks the schema', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: api.joseHeaders(),
      payload: await api.seal({ username: 'demo' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('answer broken JSON with a 4xx envelope, never a 5xx', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/wps/session/trial',
      headers: { 'content-type': 'application/json' },
      payload: '{"loginDeviceId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });
});
