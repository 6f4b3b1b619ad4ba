import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../api/client';
import { memoryBackend, setBackend } from '../lib/db';
import { state as config } from './config';
import { displayName, loadMember, loadUnread, state } from './member';
import { clearSession, setSession, state as session } from './session';
import { wireClient } from './wireClient';
import { demoConfig } from '../test/demoConfig';
import { envelopeResponse } from '../test/envelope';

const info = {
  id: 7,
  account: 'demo',
  userName: 'demo',
  nickname: 'Lucky Ana',
  type: 0,
  regDate: 1700000000000,
  toUpline: false,
  vipLevel: 1,
  mobile: null,
  email: null,
  firstTimeLogin: false,
  firstDepositBonus: true,
  headIcon: '/cdn/img/logo/demo.png',
};

async function loggedIn(token: string) {
  setSession({ token, merchantCode: 'demo', userName: 'demo', type: 0, firstTimeLogin: false });
  await vi.waitFor(() => expect(session.cacheId).toBeDefined());
}

describe('the member store', () => {
  // As main.tsx does at start-up: the client reads the session, merchant and language from the stores.
  beforeEach(() => wireClient());
  afterEach(() => {
    clearSession();
    configureClient({ fetch: undefined });
  });

  it('never calls the private endpoints for a guest', async () => {
    setBackend(memoryBackend());
    const fetch = vi.fn(async () => envelopeResponse(info));
    configureClient({ fetch });
    await loadMember();
    await loadUnread();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads member info once per session and serves it from the session-keyed cache', async () => {
    setBackend(memoryBackend());
    config.config = demoConfig;
    const fetch = vi.fn(async () => envelopeResponse(info));
    configureClient({ fetch });
    await loggedIn('tok-a');
    await loadMember();
    state.info = undefined;
    await loadMember();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(displayName()).toBe('Lucky Ana');
    await loadMember(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not show one session the member info cached for another', async () => {
    setBackend(memoryBackend());
    config.config = demoConfig;
    configureClient({ fetch: vi.fn(async () => envelopeResponse(info)) });
    await loggedIn('tok-b');
    await loadMember();
    clearSession();
    const second = vi.fn(async () => envelopeResponse({ ...info, nickname: 'Ben' }));
    configureClient({ fetch: second });
    await loggedIn('tok-c');
    await loadMember();
    expect(second).toHaveBeenCalledTimes(1);
    expect(displayName()).toBe('Ben');
  });

  it('falls back to the account name without a nickname, and counts unread messages', async () => {
    setBackend(memoryBackend());
    config.config = demoConfig;
    configureClient({
      fetch: vi.fn(async (url: RequestInfo | URL) =>
        envelopeResponse(String(url).includes('unread') ? 3 : { ...info, nickname: '' }),
      ),
    });
    await loggedIn('tok-d');
    await loadMember(true);
    await loadUnread();
    expect(displayName()).toBe('demo');
    expect(state.unread).toBe(3);
  });
});
