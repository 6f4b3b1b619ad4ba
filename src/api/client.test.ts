import { compactDecrypt, exportJWK, generateKeyPair } from '../lib/jose';
import { date, number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgotPasswordByEmail } from './contract/account';
import { endpoint } from './contract/endpoint';
import { ApiError } from './ApiError';
import { call, configureClient, newIdempotencyKey, resetClient } from './client';

const getBalance = endpoint({
  method: 'GET',
  path: '/wps/wallets/balance',
  access: 'member',
  query: null,
  body: null,
  answer: object({ sumBalance: number() }),
});
const listBanners = endpoint({
  method: 'GET',
  path: '/wps/banners',
  access: 'guest',
  query: object({ types: string(), token: string() }),
  body: null,
  answer: object({ url: string() }),
});
const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  access: 'guest',
  query: null,
  body: object({ username: string(), password: string() }),
  answer: object({ token: string() }),
  encrypted: true,
});
const withdraw = endpoint({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  access: 'member',
  query: null,
  body: object({ amount: number() }),
  answer: object({ ok: number() }),
  idempotent: true,
});

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Error | 'hang';

/** A fake fetch that records each request and answers from a queue (the last answer repeats). */
function fakeFetch(...replies: Reply[]) {
  const seen: Seen[] = [];
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const reply = replies.length > 1 ? replies.shift() : replies[0];
    if (reply === 'hang') {
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    }
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(reply as Response);
  });
  configureClient({ fetch: fn as unknown as typeof fetch });
  return { fn, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json({ success: true, value });

let token: string | undefined;
const expiredHook = vi.fn(() => {
  token = undefined;
});

beforeEach(() => {
  token = 'tok-abc';
  expiredHook.mockClear();
  configureClient({
    merchant: () => 'demo',
    token: () => token,
    language: () => 'EN',
    device: () => 'MOBILE',
    onSessionExpired: expiredHook,
    timeoutMs: 50,
    retries: 2,
    backoffMs: 1,
  });
});
afterEach(() => resetClient());

describe('the API client', () => {
  it('unwraps the envelope and sends the platform headers once each', async () => {
    const { seen } = fakeFetch(ok({ sumBalance: 1234.5 }));
    await expect(call(getBalance)).resolves.toEqual({ sumBalance: 1234.5 });
    const { headers } = seen[0]!;
    expect(headers.get('Merchant')).toBe('demo');
    expect(headers.get('Authorization')).toBe('tok-abc');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Device')).toBe('MOBILE');
  });

  it('fails at once, sending nothing, while the device says it is offline (unless the worker may answer a kept read)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { fn } = fakeFetch(ok({ sumBalance: 1 }));
      await expect(call(getBalance)).rejects.toMatchObject({ kind: 'network', errorCode: 'client.offline' });
      await expect(
        call(withdraw, { body: { amount: 1 }, idempotencyKey: 'k-12345678' }),
      ).rejects.toMatchObject({
        errorCode: 'client.offline',
      });
      expect(fn).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
  });

  it('sends a form endpoint form-encoded (forgot password by e-mail, spec 01 §7)', async () => {
    const { seen } = fakeFetch(ok(true));
    await expect(
      call(forgotPasswordByEmail, { body: { username: 'demo', email: 'demo@example.ph' } }),
    ).resolves.toBe(true);
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(seen[0]!.body)).toBe('username=demo&email=demo%40example.ph');
  });

  it("shows the answer's headers to a caller that asks (the captcha's id)", async () => {
    fakeFetch(
      new Response(JSON.stringify({ success: true, value: { sumBalance: 1 } }), {
        headers: { 'content-type': 'application/json', 'captcha-id': 'abc' },
      }),
    );
    let seenId: string | null = null;
    await call(getBalance, { onHeaders: (h) => (seenId = h.get('captcha-id')) });
    expect(seenId).toBe('abc');
  });

  it('never puts the token in the URL, even when a query names one', async () => {
    const { seen } = fakeFetch(ok({ url: '/b.png' }));
    await call(listBanners, { query: { types: 'B', token: 'tok-abc' } });
    expect(seen[0]!.url).toContain('types=B');
    expect(seen[0]!.url).not.toContain('tok-abc');
    expect(seen[0]!.url).not.toContain('token');
  });

  it('sends a Date in a query as ISO 8601, as the contract reads it', async () => {
    const byTime = endpoint({
      method: 'GET',
      path: '/wps/report/bets',
      access: 'guest',
      query: object({ from: date() }),
      body: null,
      answer: object({ url: string() }),
    });
    const { seen } = fakeFetch(ok({ url: '/b.png' }));
    await call(byTime, { query: { from: new Date(Date.UTC(2026, 10, 22, 16)) } });
    expect(new URL(seen[0]!.url, 'http://x').searchParams.get('from')).toBe('2026-11-22T16:00:00.000Z');
  });

  it('sends Device OTHERS when running standalone', async () => {
    resetClient(); // back to the default Device provider, which reads the display mode
    const matchMedia = vi.fn((q: string) => ({ matches: q === '(display-mode: standalone)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    const { seen } = fakeFetch(ok({ url: '/b.png' }));
    await call(listBanners, { query: { types: 'B', token: '' } });
    expect(seen[0]!.headers.get('Device')).toBe('OTHERS');
    vi.unstubAllGlobals();
  });

  it('turns an answer that fails its schema into an invalid-answer error without echoing the value', async () => {
    fakeFetch(ok({ sumBalance: 'secret-ish' }));
    const error = await call(getBalance).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-answer', status: 200 });
    expect((error as ApiError).message).toContain('sumBalance');
    expect((error as ApiError).message).not.toContain('secret-ish');
  });

  it('turns a non-JSON answer and a non-envelope answer into invalid-answer errors', async () => {
    fakeFetch(new Response('<html>oops</html>', { status: 200 }));
    await expect(call(getBalance)).rejects.toMatchObject({ kind: 'invalid-answer' });
    fakeFetch(json({ sumBalance: 1 }));
    await expect(call(getBalance)).rejects.toMatchObject({ kind: 'invalid-answer' });
  });

  it('turns a proxy error page into a server error with its status', async () => {
    fakeFetch(new Response('Bad gateway', { status: 502 }));
    await expect(call(getBalance)).rejects.toMatchObject({ kind: 'server', status: 502 });
  });

  it('turns a failure envelope into a server error with its code and value', async () => {
    fakeFetch(
      json({ success: false, errorCode: 'login.failed', message: 'no', value: { captcha: true } }, 400),
    );
    await expect(call(getBalance)).rejects.toMatchObject({
      kind: 'server',
      errorCode: 'login.failed',
      status: 400,
      value: { captcha: true },
    });
  });

  it('clears the session on 401 login.not.session and carries on as a guest for public reads', async () => {
    const { seen } = fakeFetch(
      json({ success: false, errorCode: 'login.not.session' }, 401),
      ok({ url: '/b.png' }),
    );
    await expect(call(listBanners, { query: { types: 'B', token: '' } })).resolves.toEqual({ url: '/b.png' });
    expect(expiredHook).toHaveBeenCalledTimes(1);
    expect(seen[1]!.headers.has('Authorization')).toBe(false);
  });

  it('clears the session on 401 for a private read and reports it', async () => {
    fakeFetch(json({ success: false, errorCode: 'login.not.session' }, 401));
    await expect(call(getBalance)).rejects.toMatchObject({ errorCode: 'login.not.session', status: 401 });
    expect(expiredHook).toHaveBeenCalledTimes(1);
  });

  it('does not call a member endpoint without a session', async () => {
    token = undefined;
    const { fn } = fakeFetch(ok({ sumBalance: 1 }));
    await expect(call(getBalance)).rejects.toMatchObject({ errorCode: 'login.not.session' });
    expect(fn).not.toHaveBeenCalled();
  });

  it('retries a GET a bounded number of times on network errors, then reports a network error', async () => {
    const { fn } = fakeFetch(new TypeError('Failed to fetch'));
    await expect(call(getBalance)).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('retries a GET after a timeout and succeeds when the network comes back', async () => {
    const { fn } = fakeFetch('hang', ok({ sumBalance: 2 }));
    await expect(call(getBalance)).resolves.toEqual({ sumBalance: 2 });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('reports a timeout when every attempt is too slow', async () => {
    const { fn } = fakeFetch('hang');
    await expect(call(getBalance)).rejects.toMatchObject({ kind: 'timeout' });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('stops at once when the caller cancels, without retrying', async () => {
    const { fn } = fakeFetch('hang');
    const controller = new AbortController();
    const pending = call(getBalance, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network', errorCode: 'client.aborted' });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does not retry a GET the server refused', async () => {
    const { fn } = fakeFetch(json({ success: false, errorCode: 'system.error' }, 500));
    await expect(call(getBalance)).rejects.toMatchObject({ kind: 'server' });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never retries a write, even on a network error or a timeout', async () => {
    const key = newIdempotencyKey();
    const network = fakeFetch(new TypeError('Failed to fetch'));
    await expect(call(withdraw, { body: { amount: 5 }, idempotencyKey: key })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(network.fn).toHaveBeenCalledTimes(1);
    const slow = fakeFetch('hang');
    await expect(call(withdraw, { body: { amount: 5 }, idempotencyKey: key })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(slow.fn).toHaveBeenCalledTimes(1);
  });

  it('sends the Idempotency-Key of a money call, and refuses one without it', async () => {
    const { seen, fn } = fakeFetch(ok({ ok: 1 }));
    await call(withdraw, { body: { amount: 5 }, idempotencyKey: 'key-1' });
    expect(seen[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    await expect(call(withdraw, { body: { amount: 5 } })).rejects.toBeInstanceOf(TypeError);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('seals an encrypted body as a JWE to the published key, with the Encryption header', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    const published = {
      kid: 'k1',
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      jwk: { kty: 'RSA', n: jwk.n, e: jwk.e },
    };
    const { seen } = fakeFetch(ok(published), ok({ token: 't' }));
    await call(login, { body: { username: 'ana', password: 'pw-plain' } });
    const sent = seen[1]!;
    expect(seen[0]!.url).toContain('/wps/system/publicKey');
    expect(sent.headers.get('Content-Type')).toBe('application/jose');
    expect(sent.headers.get('Encryption')).toBe('JWE; kid=k1');
    expect(typeof sent.body).toBe('string');
    expect(String(sent.body)).not.toContain('pw-plain');
    const opened = await compactDecrypt(String(sent.body), privateKey);
    const content = JSON.parse(new TextDecoder().decode(opened.plaintext)) as { payload: unknown };
    expect(content.payload).toEqual({ username: 'ana', password: 'pw-plain' });
  });
});
