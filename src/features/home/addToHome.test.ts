import { describe, expect, it } from 'vitest';
import { needsManualSteps } from './addToHome';

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
});
