import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, resetClient } from '../api/client';
import { listKeys, memoryBackend, setBackend, writeItem } from '../lib/db';
import { readPreferences, writePreference } from '../lib/preferences';
import { cacheKey } from '../lib/swr';
import { signOut } from './signOut';
import { setSession, state as session } from './session';
import { wireClient } from './wireClient';
import { envelopeResponse } from '../test/envelope';

describe('signing out', () => {
  // As main.tsx does at start-up: the client reads the session from the stores.
  beforeEach(() => wireClient());
  afterEach(() => resetClient());

  it('revokes the token and clears exactly what spec 01 §4 lists, keeping language and public caches', async () => {
    setBackend(memoryBackend());
    const fetch = vi.fn(async () => envelopeResponse(true));
    configureClient({ fetch });
    setSession({ token: 'tok-9', merchantCode: 'demo', userName: 'ana', type: 0, firstTimeLogin: false });
    sessionStorage.setItem('NOTICE_POP', '1');
    sessionStorage.setItem('SHELL_PU_A', '{}');
    writePreference('language', 'EN');
    writePreference('autoLogin', true);
    writePreference('bankList', ['BDO']);
    const publicKey = cacheKey({ merchant: 'demo', language: 'EN', path: '/wps/relay/GCSGAME_gameList' });
    const privateKey = cacheKey({
      merchant: 'demo',
      language: 'EN',
      session: 'abc',
      path: '/wps/member/info',
    });
    await writeItem(publicKey, { value: [], updatedAt: 1 });
    await writeItem(privateKey, { value: {}, updatedAt: 1 });
    const reloadTo = vi.fn();

    await signOut(reloadTo);

    const [url, init] = fetch.mock.calls[0] as unknown as [string, { method: string; headers: Headers }];
    expect(url).toContain('/wps/session/logout');
    expect(init.method).toBe('DELETE');
    expect(new Headers(init.headers).get('Authorization')).toBe('tok-9');
    expect(session.info).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(readPreferences()).toEqual({ language: 'EN' });
    expect(await listKeys()).toEqual([publicKey]);
    expect(reloadTo).toHaveBeenCalledWith('/m/home');
  });

  it('still signs out here when the server cannot be reached', async () => {
    setBackend(memoryBackend());
    configureClient({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    setSession({ token: 'tok-10', merchantCode: 'demo' });
    const reloadTo = vi.fn();
    await signOut(reloadTo);
    expect(session.info).toBeUndefined();
    expect(reloadTo).toHaveBeenCalledWith('/m/home');
  });
});
