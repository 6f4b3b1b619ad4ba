import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturn, takeReturn } from './loginReturn';

describe('the way back after signing in', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back a remembered member screen once, with its query', () => {
    rememberReturn('/m/withdraw?from=mine');
    expect(takeReturn()).toBe('/m/withdraw?from=mine');
    expect(takeReturn()).toBeUndefined();
  });

  it('never remembers another origin, the login or register screens, or a planted value', () => {
    for (const bad of [
      '//evil.example/m/x',
      'https://evil.example/',
      '/m/login',
      '/m/register?x=1',
      'javascript:alert(1)',
    ])
      rememberReturn(bad);
    expect(takeReturn()).toBeUndefined();
    sessionStorage.setItem('MC_LOGIN_RETURN', '//evil.example');
    expect(takeReturn()).toBeUndefined();
  });
});
