import { number, object } from 'superstruct';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../api/contract/endpoint';

const member = { token: 'tok-1', merchantCode: 'demo', userName: 'ana', type: 0, firstTimeLogin: false };

/** A fresh module graph, so the store reads sessionStorage at start-up as the app does. */
async function freshStore() {
  vi.resetModules();
  const db = await import('../lib/db');
  db.setBackend(db.memoryBackend());
  return import('./session');
}

beforeEach(() => sessionStorage.clear());

describe('the session store', () => {
  it('starts as a guest with nothing stored', async () => {
    const s = await freshStore();
    expect(s.isLoggedIn()).toBe(false);
    expect(s.memberType()).toBeUndefined();
  });

  it('reads a stored session at start-up', async () => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(member));
    const s = await freshStore();
    expect(s.isLoggedIn()).toBe(true);
    expect(s.state.info?.userName).toBe('ana');
    expect(s.memberType()).toBe(0);
  });

  it.each(['{broken', '"text"', JSON.stringify({ token: 5 }), JSON.stringify({ merchantCode: 'demo' })])(
    'treats corrupt storage %s as no session and removes it',
    async (raw) => {
      sessionStorage.setItem('MC_SESSION_INFO', raw);
      const s = await freshStore();
      expect(s.isLoggedIn()).toBe(false);
      expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    },
  );

  it('stores a session, and a trial session holding only token and merchant code', async () => {
    const s = await freshStore();
    s.setSession(member);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual(member);
    expect(s.isTrial()).toBe(false);
    s.setSession({ token: 'tok-trial', merchantCode: 'demo-trial' });
    expect(s.isLoggedIn()).toBe(true);
    expect(s.isTrial()).toBe(true);
    expect(s.memberType()).toBe(4);
  });

  it('gives the guards the visitor as they see it', async () => {
    const s = await freshStore();
    expect(s.guardContext(true)).toEqual({ loggedIn: false, memberType: undefined, referralEnabled: true });
    s.setSession(member);
    expect(s.guardContext(false)).toEqual({ loggedIn: true, memberType: 0, referralEnabled: false });
  });

  it('refuses a session without a token', async () => {
    const s = await freshStore();
    expect(() => s.setSession({ token: '', merchantCode: 'demo' })).toThrow(TypeError);
    expect(s.isLoggedIn()).toBe(false);
  });

  it('keys cached answers by a hash of the token', async () => {
    const s = await freshStore();
    s.setSession(member);
    await vi.waitFor(() => expect(s.state.cacheId).toMatch(/^[0-9a-f]{32}$/));
    expect(s.state.cacheId).not.toContain('tok-1');
  });

  it('clears storage and purges session-keyed answers', async () => {
    const s = await freshStore();
    const { cacheKey, read, revalidate } = await import('../lib/swr');
    s.setSession(member);
    const key = cacheKey({ merchant: 'demo', language: 'TY', session: 'abc', path: '/wps/member/info' });
    const Schema = object({ n: number() });
    await revalidate(key, async () => ({ n: 1 }), Schema);
    s.clearSession();
    expect(s.isLoggedIn()).toBe(false);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).toBeNull();
    await vi.waitFor(async () => expect(await read(key, Schema)).toBeUndefined());
  });

  it('gives the client its token and drops the session on 401 login.not.session', async () => {
    const s = await freshStore();
    // Wired as main.tsx does at start-up, in this module graph.
    (await import('./wireClient')).wireClient();
    // The message is said in the app's language, which main.tsx has set by then.
    (await import('../i18n/i18n')).i18n.activate('en');
    const ui = await import('./ui');
    const client = await import('../api/client');
    s.setSession(member);
    const seen: Array<string | null> = [];
    client.configureClient({
      fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get('Authorization'));
        return new Response(JSON.stringify({ success: false, errorCode: 'login.not.session' }), {
          status: 401,
        });
      }) as typeof fetch,
    });
    const info = endpoint({
      method: 'GET',
      path: '/wps/member/info',
      access: 'member',
      query: null,
      body: null,
      answer: object({ id: number() }),
    });
    await expect(client.call(info)).rejects.toMatchObject({ errorCode: 'login.not.session' });
    expect(seen).toEqual(['tok-1']);
    expect(s.isLoggedIn()).toBe(false);
    await vi.waitFor(() =>
      expect(ui.state.toasts.map((t) => t.text)).toEqual([
        'Account no longer logged in, please log in again',
      ]),
    );
    client.resetClient();
  });
});
