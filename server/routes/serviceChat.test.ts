import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDb } from '../db/testing';
import { createOperatorAuth, parseOpsTokens } from '../ops/operators';
import { MAX_MESSAGES_PER_MINUTE } from '../service/chat';
import { buildTestApp, type TestApp } from '../testing/app';
import { testProfile } from '../testing/accounts';

const TOKEN = 'carol-token-0123456789abcdefghij';

describeDb('the dev customer-service chat', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile(), {
      operators: createOperatorAuth(parseOpsTokens(`carol:${TOKEN}`)),
    });
  });
  afterAll(() => api.app.close());

  const page = (cookie?: string, lang = 'EN') =>
    api.app.inject({
      method: 'GET',
      url: `/dev/service/chat?lang=${lang}`,
      headers: cookie ? { cookie } : {},
    });
  const post = (text: string, cookie?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/dev/service/chat?lang=EN',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ text }).toString(),
    });
  const ops = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${TOKEN}` },
      ...(body ? { payload: body } : {}),
    });
  const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

  it('shows the greeting, may be framed by the app only, and stores nothing until the visitor writes', async () => {
    const res = await page(undefined, 'TY');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('lang="fil"');
    expect(res.body).toContain('Kumusta!');
    const inbox = await ops('GET', '/ops/service/chats?status=all');
    expect(inbox.json().value).toEqual([]);
  });

  it('carries a conversation: the player writes, an operator answers, only that browser reads it', async () => {
    const first = await post('  Hello, my <b>deposit</b> is late  ');
    expect(first.statusCode).toBe(303);
    const cookie = cookieOf(first.headers['set-cookie']);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);
    const mine = await page(cookie);
    expect(mine.body).toContain('Hello, my &lt;b&gt;deposit&lt;/b&gt; is late');
    expect(mine.body).toContain('tap Refresh to see the answer');

    const inbox = (await ops('GET', '/ops/service/chats')).json().value as { id: string; waiting: boolean }[];
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.waiting).toBe(true);
    const id = inbox[0]!.id;
    expect(cookie).toBe(`svc_chat=${id}`);
    const reply = await ops('POST', `/ops/service/chats/${id}/reply`, { text: 'We are checking it now.' });
    expect(reply.json()).toMatchObject({ success: true });
    expect((await ops('GET', '/ops/service/chats')).json().value).toEqual([]);

    const answered = await page(cookie);
    expect(answered.body).toContain('Support · carol');
    expect(answered.body).toContain('We are checking it now.');
    expect(answered.body).not.toContain('tap Refresh to see the answer');
    // Another browser, or a guessed id, sees a fresh chat.
    expect((await page()).body).not.toContain('We are checking it now.');
    expect((await page(`svc_chat=${'0'.repeat(32)}`)).body).not.toContain('deposit');
    const thread = (await ops('GET', `/ops/service/chats/${id}`)).json().value as { author: string }[];
    expect(thread.map((l) => l.author)).toEqual(['player', 'operator']);
  });

  it('keeps what the player typed on a refused line, and slows a flood', async () => {
    const tooLong = 'x'.repeat(501);
    const refused = await post(tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Write a message of 1 to 500 characters.');
    expect(refused.body).toContain(tooLong);
    expect((await post(' \u0000 ')).statusCode).toBe(400);

    const first = await post('one');
    const cookie = cookieOf(first.headers['set-cookie']);
    for (let i = 1; i < MAX_MESSAGES_PER_MINUTE; i++)
      expect((await post(`line ${i}`, cookie)).statusCode).toBe(303);
    const flood = await post('one too many', cookie);
    expect(flood.statusCode).toBe(429);
    expect(flood.body).toContain('one too many');
  });

  it('refuses operator calls without a token and answers to unknown chats with 404', async () => {
    const bare = await api.app.inject({ method: 'GET', url: '/ops/service/chats' });
    expect(bare.statusCode).toBe(401);
    const unknown = await ops('POST', `/ops/service/chats/${'a'.repeat(32)}/reply`, { text: 'hi' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await ops('GET', '/ops/service/chats/not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});
