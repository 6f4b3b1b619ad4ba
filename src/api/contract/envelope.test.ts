import { is, number, object } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { AnyEnvelope, FailureEnvelope, successEnvelope } from './envelope';

describe('the envelope', () => {
  it('accepts a success with a value of the given schema', () => {
    const Balance = successEnvelope(object({ sumBalance: number() }));
    expect(is({ success: true, value: { sumBalance: 10.5 } }, Balance)).toBe(true);
    expect(is({ success: true, value: { sumBalance: '10.5' } }, Balance)).toBe(false);
  });

  it('accepts a failure with a dotted error code', () => {
    expect(is({ success: false, errorCode: 'login.not.session', message: 'x' }, FailureEnvelope)).toBe(true);
    expect(is({ success: false }, FailureEnvelope)).toBe(false);
  });

  it('rejects answers that are not an envelope', () => {
    expect(is({ value: 1 }, AnyEnvelope)).toBe(false);
    expect(is('<html>', AnyEnvelope)).toBe(false);
  });
});
