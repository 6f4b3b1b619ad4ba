import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend, setBackend } from '../../lib/db';
import { forgetDeviceKey } from '../../lib/secrets';
import {
  forgetRemembered,
  loadRemembered,
  saveRemembered,
  updateRememberedPassword,
} from './rememberedLogin';

describe('the remembered-login record', () => {
  let map: Map<string, unknown>;
  beforeEach(() => {
    map = new Map();
    setBackend(memoryBackend(map));
    forgetDeviceKey();
  });
  afterEach(() => setBackend(undefined));

  it('gives back the username and password it was given', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'demo1234' });
    expect(await loadRemembered('username')).toEqual({
      type: 'username',
      username: 'demo',
      countryDialingCode: undefined,
      password: 'demo1234',
    });
  });

  it('stores no password text, plain or encoded, only sealed ciphertext', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'S3cret-pass!' });
    const stored = JSON.stringify([...map.entries()].filter(([k]) => k.startsWith('auth:')));
    expect(stored).not.toContain('S3cret-pass!');
    expect(stored).not.toContain(btoa('S3cret-pass!'));
    expect(stored).not.toContain(Buffer.from('S3cret-pass!').toString('base64url'));
    expect(stored).toContain('"ct"');
  });

  it('never stores a password for the SMS mode', async () => {
    await saveRemembered({
      type: 'sms',
      username: '9171234567',
      countryDialingCode: '63',
      password: '123456',
    });
    const stored = JSON.stringify(map.get('auth:remembered:sms'));
    expect(stored).not.toContain('123456"');
    expect(await loadRemembered('sms')).toMatchObject({ username: '9171234567', password: undefined });
  });

  it('keeps one record per mode, so switching mode loads that mode', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'demo1234' });
    await saveRemembered({ type: 'sms', username: '9171234567', countryDialingCode: '63' });
    expect((await loadRemembered('username'))?.username).toBe('demo');
    expect((await loadRemembered('sms'))?.countryDialingCode).toBe('63');
  });

  it('keeps the username but drops the password when the device key is gone', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'demo1234' });
    map.delete('crypto:remember-key');
    forgetDeviceKey();
    expect(await loadRemembered('username')).toMatchObject({ username: 'demo', password: undefined });
  });

  it('re-seals the new password after a change, only for the same user holding a password', async () => {
    await saveRemembered({ type: 'username', username: 'demo', password: 'old-pass1' });
    await updateRememberedPassword('other', 'nope-pass1');
    expect((await loadRemembered('username'))?.password).toBe('old-pass1');
    await updateRememberedPassword('DEMO', 'new-pass1');
    expect((await loadRemembered('username'))?.password).toBe('new-pass1');
  });

  it('forgets a record', async () => {
    await saveRemembered({ type: 'username', username: 'demo' });
    await forgetRemembered('username');
    expect(await loadRemembered('username')).toBeUndefined();
  });

  it('ignores a malformed record', async () => {
    map.set('auth:remembered:username', { v: 2, username: 'x' });
    expect(await loadRemembered('username')).toBeUndefined();
  });
});
