import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { memoryBackend, setBackend } from '../../lib/db';
import { readPreferences, writePreference } from '../../lib/preferences';
import { saveRemembered } from './rememberedLogin';

const signIn = vi.fn();
vi.mock('./signIn', () => ({ signIn: (...args: unknown[]) => signIn(...args) }));

const { autoLogin, resetAutoLogin } = await import('./autoLogin');

describe('auto-login at start', () => {
  beforeEach(() => {
    resetAutoLogin();
    setBackend(memoryBackend());
    localStorage.clear();
    sessionStorage.clear();
    signIn.mockReset();
  });
  afterEach(() => setBackend(undefined));

  it('signs in once with the remembered password when the preference is on and no session exists', async () => {
    writePreference('autoLogin', true);
    await saveRemembered({ type: 'username', username: 'demo', password: 'demo1234' });
    signIn.mockResolvedValue({});
    await expect(autoLogin()).resolves.toBe(true);
    await expect(autoLogin()).resolves.toBe(false);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith({ type: 'username', username: 'demo', password: 'demo1234' }, true);
  });

  it('does nothing with the preference off or without a remembered password', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'demo1234' });
    await expect(autoLogin()).resolves.toBe(false);
    resetAutoLogin();
    writePreference('autoLogin', true);
    await saveRemembered({ type: 'username', username: 'demo' });
    await expect(autoLogin()).resolves.toBe(false);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('turns itself off when the server refuses, but not when the network fails', async () => {
    writePreference('autoLogin', true);
    await saveRemembered({ type: 'username', username: 'demo', password: 'old-pass1' });
    signIn.mockRejectedValueOnce(new ApiError('network', 'client.network', 0, 'offline'));
    await autoLogin();
    expect(readPreferences().autoLogin).toBe(true);
    resetAutoLogin();
    signIn.mockRejectedValueOnce(new ApiError('server', 'login.failed', 401, 'no'));
    await autoLogin();
    expect(readPreferences().autoLogin).toBe(false);
  });
});
