import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../api/contract/errors';
import { ApiError, ClientErrorCode } from '../api/ApiError';
import { CATALOGUE, ERROR_MESSAGES, errorCodeOf, errorMessage } from './errorMessages';
import { i18n } from './i18n';

describe('the error catalogue', () => {
  const codes = [...Object.values(ErrorCode), ...Object.values(ClientErrorCode)];

  it.each(codes)('has a message for %s', (code) => {
    expect(Object.hasOwn(ERROR_MESSAGES, code)).toBe(true);
  });

  it.each(['fil', 'en'])('translates every mapped message in %s without showing a raw code', (locale) => {
    i18n.activate(locale);
    for (const code of codes) {
      const text = i18n._(errorMessage(code));
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toContain(code);
    }
  });

  it('shows unknown error for a code it does not know, and for no code at all', () => {
    expect(errorMessage('some.new.code')).toBe(CATALOGUE.unknown);
    expect(errorMessage(undefined)).toBe(CATALOGUE.unknown);
    expect(errorMessage('toString')).toBe(CATALOGUE.unknown);
  });

  it('reads the code of an ApiError and nothing from other throwables', () => {
    expect(errorCodeOf(new ApiError('server', 'login.failed', 401, 'x'))).toBe('login.failed');
    expect(errorCodeOf(new Error('stack'))).toBeUndefined();
    expect(errorCodeOf('text')).toBeUndefined();
  });
});
