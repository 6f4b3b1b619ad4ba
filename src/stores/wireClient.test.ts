import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, resetClient } from '../api/client';
import { getMemberInfo, getUnreadCount } from '../api/contract/member';
import { memoryBackend, setBackend } from '../lib/db';
import { state as config } from './config';
import { setLanguage } from './language';
import { setSession, state as session } from './session';
import { wireClient } from './wireClient';
import { state as ui } from './ui';
import { demoConfig } from '../test/demoConfig';

function failure(status: number, errorCode: string): Response {
  return new Response(JSON.stringify({ success: false, errorCode }), { status });
}

describe('wiring the client to the stores', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    sessionStorage.clear();
    config.config = { ...demoConfig, apiBase: 'https://api.example' };
  });
  afterEach(() => resetClient());

  it('sends the session token, its merchant, the language and the device, to the config API base', async () => {
    const fetch = vi.fn(async () => failure(500, 'x'));
    wireClient(fetch);
    setSession({ token: 'tok-1', merchantCode: 'demo-trial' });
    await setLanguage('EN');
    await expect(call(getUnreadCount)).rejects.toBeDefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://api.example${getUnreadCount.path}`);
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('tok-1');
    expect(headers.get('Merchant')).toBe('demo-trial');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.get('Device')).toBe('MOBILE');
  });

  it('drops the session when the platform says it is gone, and says so once', async () => {
    ui.toasts.splice(0);
    wireClient(vi.fn(async () => failure(401, 'login.not.session')));
    setSession({ token: 'tok-2', merchantCode: 'demo' });
    // Two calls under the same session find it ended at once: one message.
    await Promise.all([
      expect(call(getMemberInfo)).rejects.toMatchObject({ errorCode: 'login.not.session' }),
      expect(call(getUnreadCount)).rejects.toMatchObject({ errorCode: 'login.not.session' }),
    ]);
    expect(session.info).toBeUndefined();
    await vi.waitFor(() =>
      expect(ui.toasts.map((t) => t.text)).toEqual(['Account no longer logged in, please log in again']),
    );
  });

  it('leaves a newer session alone when a call sent with an older token comes back refused', async () => {
    ui.toasts.splice(0);
    let signedInAgain = false;
    wireClient(
      vi.fn(async () => {
        // Signed in again while the call was under way.
        if (!signedInAgain) setSession({ token: 'tok-new', merchantCode: 'demo' });
        signedInAgain = true;
        return failure(401, 'login.not.session');
      }),
    );
    setSession({ token: 'tok-old', merchantCode: 'demo' });
    await expect(call(getMemberInfo)).rejects.toMatchObject({ errorCode: 'login.not.session' });
    expect(session.info?.token).toBe('tok-new');
    expect(ui.toasts).toEqual([]);
  });
});
