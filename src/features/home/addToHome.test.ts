import { describe, expect, it } from 'vitest';
import { appLinkFor, needsManualSteps, phoneSystem } from './addToHome';

const ios = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15`;

describe('add-to-home guide', () => {
  it('shows manual steps on iOS 12.1 and below', () => {
    expect(needsManualSteps(ios('12_1'))).toBe(true);
    expect(needsManualSteps(ios('12_1_4'))).toBe(true);
    expect(needsManualSteps(ios('11_4'))).toBe(true);
  });
  it('offers the profile download from iOS 12.2 and on other systems', () => {
    expect(needsManualSteps(ios('12_2'))).toBe(false);
    expect(needsManualSteps(ios('17_5'))).toBe(false);
    expect(needsManualSteps('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
  it('gives an Android phone the Android app and its own steps, and every other phone the iPhone app', () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
    expect(phoneSystem(android)).toBe('android');
    expect(phoneSystem(ios('17_5'))).toBe('ios');
    expect(phoneSystem('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
    const links = [
      { resourceType: 'IOS', url: '/ios' },
      { resourceType: 'Android', url: '/android' },
    ];
    expect(appLinkFor(links, android)?.url).toBe('/android');
    expect(appLinkFor(links, ios('17_5'))?.url).toBe('/ios');
    expect(appLinkFor([links[0]!], android)?.url).toBe('/ios');
    expect(appLinkFor([], android)).toBeUndefined();
  });
});
