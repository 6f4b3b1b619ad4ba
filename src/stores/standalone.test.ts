import { describe, expect, it } from 'vitest';
import { APP_USER_AGENT_MARKER, type DisplayEnv } from '../lib/displayMode';
import { detectStandalone, deviceHeader, registerMethod, state } from './standalone';

const browser = 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile';
const env = (opts: { displayStandalone?: boolean; iosStandalone?: boolean; ua?: string }): DisplayEnv => ({
  matchMedia: (q) => ({ matches: q === '(display-mode: standalone)' && opts.displayStandalone === true }),
  navigator: { userAgent: opts.ua ?? browser, standalone: opts.iosStandalone },
});

describe('the standalone store', () => {
  it('is not standalone in a browser tab, and sends Device MOBILE', () => {
    detectStandalone(env({}));
    expect(state.standalone).toBe(false);
    expect(deviceHeader()).toBe('MOBILE');
  });

  it('is standalone with display-mode standalone, and sends Device OTHERS', () => {
    detectStandalone(env({ displayStandalone: true }));
    expect(state.standalone).toBe(true);
    expect(deviceHeader()).toBe('OTHERS');
  });

  it('is standalone as an iOS web clip', () => {
    detectStandalone(env({ iosStandalone: true }));
    expect(deviceHeader()).toBe('OTHERS');
  });

  it('names the register method as DECISIONS.md orders it', () => {
    expect(registerMethod(env({ iosStandalone: true, displayStandalone: true }))).toBe('WEBCLIP');
    expect(registerMethod(env({ displayStandalone: true }))).toBe('PWA');
    expect(registerMethod(env({ ua: `${browser} ${APP_USER_AGENT_MARKER}2.1` }))).toBe('APP');
    expect(registerMethod(env({}))).toBe('H5');
    expect(registerMethod({})).toBe('H5');
  });

  it('draws edge to edge (the bottom bar taller for the home indicator) from the home screen and in the native shell', () => {
    detectStandalone(env({}));
    expect(state.edgeToEdge).toBe(false);
    detectStandalone(env({ iosStandalone: true }));
    expect(state.edgeToEdge).toBe(true);
    // The native shell is a web view, not a home-screen install: Device stays MOBILE, the bar still gets its room.
    detectStandalone(env({ ua: `${browser} ${APP_USER_AGENT_MARKER}2.1` }));
    expect([state.edgeToEdge, deviceHeader()]).toEqual([true, 'MOBILE']);
  });
});
