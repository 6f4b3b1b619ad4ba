import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY, readPreferences, writePreference } from './preferences';

afterEach(() => localStorage.clear());

describe('stored preferences', () => {
  it('keep each preference beside the others', () => {
    writePreference('language', 'EN');
    writePreference('autoLogin', true);
    expect(readPreferences()).toEqual({ language: 'EN', autoLogin: true });
  });

  it('read a corrupt record as empty, and overwrite it on the next write', () => {
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    expect(readPreferences()).toEqual({});
    localStorage.setItem(PREFERENCES_KEY, '[1,2]');
    expect(readPreferences()).toEqual({});
    expect(writePreference('language', 'TY')).toBe(true);
    expect(readPreferences()).toEqual({ language: 'TY' });
  });
});
